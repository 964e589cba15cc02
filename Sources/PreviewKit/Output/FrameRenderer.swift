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

    /// Renders frame `i` with `render(i)` into `files[i]` inside `directory`, all or nothing:
    /// frames go to a hidden staging folder beside it, which replaces `directory` only once every
    /// frame is written. On an error nothing of the run is left behind and an existing `directory`
    /// is untouched. The error reported is that of the lowest failing frame, whatever the thread
    /// timing. Returns each frame's path and pixel hash, in frame order.
    /// `finish`, if given, runs on the staging folder once every frame is written, to add files
    /// made from the frames (previews); its error fails the whole run.
    package func renderFrames(files: [String], into directory: String,
                             render: @Sendable (Int) -> Pixmap,
                             progress: (@Sendable (Int) -> Void)? = nil,
                             finish: ((String) throws -> Void)? = nil) throws -> [WrittenFrame] {
        let staging = try OutputDirectory.makeStaging(for: directory)
        let count = files.count
        do {
            let stagedPaths = files.map { FilePath.joined(staging, $0) }
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
                                          to: stagedPaths[i], options: options)
                        progress?(done.increment())
                    } catch {
                        failure.record(error, task: i)
                    }
                    i += workers
                }
            }
            if let error = failure.failure?.error { throw error }
            try finish?(staging)
            try OutputDirectory.replace(directory, with: staging)
            return (0..<count).map { WrittenFrame(path: FilePath.joined(directory, files[$0]), sha256: hashes.value(at: $0) ?? "") }
        } catch {
            OutputDirectory.remove(staging)
            throw error
        }
    }
}

/// A frame on disk and the SHA-256 of its pixels (`PixelHash`).
package struct WrittenFrame: Sendable, Hashable {
    package let path: String
    package let sha256: String
}

