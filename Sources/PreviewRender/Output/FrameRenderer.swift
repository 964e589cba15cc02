import Dispatch
import FileAccess
import Foundation
import PNGCodec
import PreviewModel
import Raster

/// Renders numbered frames on several threads and writes each as soon as it is done, so memory
/// holds one frame (and what its `FrameWriter` keeps) per worker whatever the frame count.
package struct FrameRenderer: Sendable {
    /// Worker threads (at least 1).
    package let jobs: Int
    package let mode: FramePNGMode
    /// Checked before each frame: once requested, no further frame is drawn or written.
    package var stop: RenderStop?

    package init(jobs: Int, mode: FramePNGMode = .standard, stop: RenderStop? = nil) {
        self.jobs = max(1, jobs)
        self.mode = mode
        self.stop = stop
    }

    /// Renders frame `i` into `files[i]` inside `folder` (a run's staging folder: `OutputRun`
    /// puts it in place once every scene is written): drawn over the base image with `layered`
    /// when given (only changed rows are encoded again), else with `render(i)`. Worker w writes
    /// frames w, w + jobs, w + 2 jobs …, so consecutive frames of one worker are close in time.
    /// `clock`, if given, sums the time of each step of worker 0's frames (`raster-bench`).
    /// The error thrown is that of the lowest failing frame, whatever the thread timing.
    /// `previews`, if given, keeps scaled copies of the frames the previews use as they are written.
    /// `finish`, if given, runs on the folder once every frame is written, to add files made from
    /// the frames (previews). Returns each frame's pixel hash, in frame order.
    package func renderFrames(
        files: [String], into folder: String,
        render: @Sendable (Int) -> Pixmap,
        layered: LayeredFrames? = nil,
        clock: StepClock? = nil,
        progress: (@Sendable (Int) -> Void)? = nil,
        previews: PreviewFrameStore? = nil,
        finish: ((String) throws -> Void)? = nil
    ) throws -> [String] {
        let count = files.count
        let paths = files.map { FilePath.joined(folder, $0) }
        let failure = LowestFailure()
        let hashes = WorkerResults<String>(count: count)
        let done = WorkerCounter()
        let workers = min(jobs, max(count, 1))
        let mode = self.mode
        // The base image and its compressed bands, shared by the workers.
        let base = layered?.prepared
        DispatchQueue.concurrentPerform(iterations: workers) { worker in
            var writer: FrameWriter?
            var i = worker
            while i < count, !failure.hasFailure(before: i) {
                do {
                    if stop?.isRequested == true { throw RenderStop.Stopped() }
                    let hash: String
                    if let layered, let base = base?.value {
                        let w = writer ?? FrameWriter(width: base.pixmap.width, height: base.pixmap.height, mode: mode, base: base)
                        if worker == 0 { w.clock = clock }
                        writer = w
                        let frame = i
                        hash = try w.write(drawing: { layered.draw(frame, &$0) }, to: paths[i])
                    } else {
                        let pixmap = render(i)
                        let w = writer ?? FrameWriter(width: pixmap.width, height: pixmap.height, mode: mode, base: nil)
                        writer = w
                        hash = try w.write(pixmap, to: paths[i])
                    }
                    if let previews, previews.wants(i), let frame = writer?.premultipliedFrame() { previews.keep(i, frame: frame) }
                    hashes.set(i, hash)
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
