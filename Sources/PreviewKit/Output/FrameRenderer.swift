import Dispatch
import Foundation
import PNGCodec
import Raster

/// Renders numbered frames on several threads and writes each as soon as it is done, so memory
/// holds at most one frame per worker whatever the frame count.
public struct FrameRenderer: Sendable {
    /// Worker threads (at least 1).
    public let jobs: Int
    public let pngOptions: PNGEncodingOptions

    public init(jobs: Int, pngOptions: PNGEncodingOptions = PNGEncodingOptions()) {
        self.jobs = max(1, jobs)
        self.pngOptions = pngOptions
    }

    /// The file name of frame `i`: `frame_0000.png`.
    public static func fileName(ofFrame i: Int) -> String {
        let digits = String(i)
        return "frame_" + String(repeating: "0", count: max(0, 4 - digits.count)) + digits + ".png"
    }

    /// Renders frames `0..<count` with `render` and writes them into `directory` (created if
    /// needed). Returns the paths written, in frame order. On the first error, stops and throws;
    /// files are written atomically, so none is ever left half-written.
    public func renderFrames(count: Int, into directory: String,
                             render: @Sendable (Int) -> Pixmap,
                             progress: (@Sendable (Int) -> Void)? = nil) throws -> [String] {
        try OutputDirectory.create(directory)
        let paths = (0..<count).map { directory + "/" + Self.fileName(ofFrame: $0) }
        let failure = FirstError()
        let done = Counter()
        let workers = min(jobs, max(count, 1))
        let options = pngOptions
        DispatchQueue.concurrentPerform(iterations: workers) { worker in
            var i = worker
            while i < count, !failure.isSet {
                do {
                    try PNGFile.write(render(i), to: paths[i], options: options)
                    progress?(done.increment())
                } catch {
                    failure.set(error)
                }
                i += workers
            }
        }
        if let error = failure.value { throw error }
        return paths
    }
}

/// The first error thrown by any worker.
private final class FirstError: @unchecked Sendable {
    private let lock = NSLock()
    private var error: Error?

    var isSet: Bool { lock.withLock { error != nil } }
    var value: Error? { lock.withLock { error } }

    func set(_ e: Error) {
        lock.withLock { if error == nil { error = e } }
    }
}

/// A thread-safe count of finished frames.
private final class Counter: @unchecked Sendable {
    private let lock = NSLock()
    private var n = 0

    func increment() -> Int { lock.withLock { n += 1; return n } }
}
