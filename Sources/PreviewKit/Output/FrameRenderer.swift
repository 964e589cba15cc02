import Dispatch
import Foundation
import FileAccess
import PNGCodec
import Raster

/// Renders numbered frames on several threads and writes each as soon as it is done, so memory
/// holds at most one frame per worker whatever the frame count.
package struct FrameRenderer: Sendable {
    /// Worker threads (at least 1).
    package let jobs: Int
    package let pngOptions: PNGEncodingOptions

    /// PNG settings for rendered frames: zlib level 6 with no row filter. Measured on the
    /// reference frame (gradient and card) and on a text-heavy screenshot frame: as small as or
    /// smaller than libpng's adaptive "all filters" choice (25 KiB and 101 KiB) and 3× faster to
    /// encode (38 ms against 123 ms for 1170 × 2532), since flat UI colours compress well unfiltered.
    package static let framePNGOptions = PNGEncodingOptions(compressionLevel: 6, filter: .none)

    package init(jobs: Int, pngOptions: PNGEncodingOptions = FrameRenderer.framePNGOptions) {
        self.jobs = max(1, jobs)
        self.pngOptions = pngOptions
    }

    /// Renders frame `i` with `render(i)` into `files[i]` inside `folder` (a run's staging
    /// folder: `OutputRun` puts it in place once every scene is written). The error thrown is
    /// that of the lowest failing frame, whatever the thread timing. `finish`, if given, runs on
    /// the folder once every frame is written, to add files made from the frames (previews).
    /// Returns each frame's pixel hash, in frame order.
    package func renderFrames(files: [String], into folder: String,
                             render: @Sendable (Int) -> Pixmap,
                             progress: (@Sendable (Int) -> Void)? = nil,
                             finish: ((String) throws -> Void)? = nil) throws -> [String] {
        let count = files.count
        let paths = files.map { FilePath.joined(folder, $0) }
        let failure = LowestFailure()
        let hashes = WorkerResults<String>(count: count)
        let done = WorkerCounter()
        let workers = min(jobs, max(count, 1))
        let options = pngOptions
        DispatchQueue.concurrentPerform(iterations: workers) { worker in
            var i = worker
            while i < count, !failure.hasFailure(before: i) {
                do {
                    let pixmap = render(i)
                    let straight = Premultiply.unpremultiplied(pixmap.bytes)
                    hashes.set(i, PixelHash.sha256(bytes: straight))
                    try PNGFile.write(straightRGBA: straight, width: pixmap.width, height: pixmap.height,
                                      to: paths[i], options: options)
                    progress?(done.increment())
                } catch {
                    failure.record(error, task: i)
                }
                i += workers
            }
        }
        if let error = failure.failure?.error { throw error }
        try finish?(folder)
        return (0..<count).map { hashes.value(at: $0) ?? "" }
    }
}


