/// The size a parent offers a child: each dimension a number of points, or nil for "your ideal
/// size" (SwiftUI's `ProposedViewSize`). 0 asks for the minimum, `.infinity` for the maximum.
package struct ProposedSize: Sendable, Hashable {
    package var width: Double?
    package var height: Double?

    package init(width: Double?, height: Double?) {
        self.width = width
        self.height = height
    }

    package init(_ size: Size) {
        self.init(width: size.width, height: size.height)
    }

    package static let unspecified = ProposedSize(width: nil, height: nil)

    /// The proposal shrunk by insets (never below zero).
    func inset(by e: EdgeInsets) -> ProposedSize {
        ProposedSize(width: width.map { max(0, $0 - e.horizontal) }, height: height.map { max(0, $0 - e.vertical) })
    }
}
