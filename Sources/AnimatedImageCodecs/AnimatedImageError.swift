/// Why an animated GIF or WebP could not be made or read: the library call that failed and what
/// it said.
public struct AnimatedImageError: Error, CustomStringConvertible, Sendable, Equatable {
    public let description: String

    public init(_ description: String) { self.description = description }
}
