import Foundation
import Raster

/// The part of writing GIF frames that one frame does not wait on another for, done for a batch
/// of frames on several threads at once: each frame's pixels as GIF shows them, the rectangle
/// that changed since the frame before, and that rectangle remapped to the palette. What stays
/// in order (what is on screen, the rectangles stored, disposal) is `AnimatedGIFEncoder`'s.
enum GIFFrameBatch {
    /// A frame ready to be put into the file.
    struct Prepared {
        var pixels: GIFPixels
        /// The pixels that differ from the frame before (the whole frame for a GIF's first); nil
        /// when none do.
        var changed: GIFRect?
        /// `changed` remapped to the palette, row by row.
        var remapped: [UInt8]
    }

    /// `frames` prepared, each compared with the one before it (the first with `previous`, the
    /// last frame of the batch before; nil: it starts the GIF), one thread per remapper.
    static func prepare(_ frames: [Pixmap], after previous: GIFPixels?, remappers: [GIFRemapper]) throws -> [Prepared] {
        let slots = Slots(count: frames.count)
        defer { slots.deallocate() }
        let workers = min(remappers.count, frames.count)
        // First every frame's pixels, which the next frame is compared with; then the changes.
        run(workers, count: frames.count, slots: slots) { k, _ in
            slots.pixels[k] = GIFPixels(frames[k])
        }
        run(workers, count: frames.count, slots: slots) { k, worker in
            var pixels = slots.pixels[k]!
            let full = GIFRect(x0: 0, y0: 0, x1: pixels.width, y1: pixels.height)
            let before = k == 0 ? previous : slots.pixels[k - 1]
            let changed =
                before.map { before in GIFRect.bounding(within: full, width: pixels.width) { !pixels.same($0, as: before) } }
                ?? full
            let remapped = try changed.map { try remappers[worker].remap(&pixels, $0) } ?? []
            slots.prepared[k] = Prepared(pixels: pixels, changed: changed, remapped: remapped)
        }
        if let error = slots.firstError { throw error }
        return slots.prepared.map { $0! }
    }

    /// Runs `body` for frames 0 ..< count on `workers` threads (worker w takes w, w + workers, …),
    /// keeping the lowest-numbered frame's error.
    private static func run(_ workers: Int, count: Int, slots: Slots, _ body: @escaping (Int, Int) throws -> Void) {
        let work = UncheckedWork { worker in
            var k = worker
            while k < count {
                do { try body(k, worker) } catch { slots.fail(error, at: k) }
                k += workers
            }
        }
        // Threads of its own, not `DispatchQueue.concurrentPerform`: a GIF is written inside
        // other parallel work (scenes, then a scene's preview files), and a nested
        // concurrentPerform runs its iterations one after the other once the nesting reaches
        // the number of cores.
        let done = DispatchGroup()
        for worker in 1..<max(workers, 1) {
            done.enter()
            Thread.detachNewThread {
                work.body(worker)
                done.leave()
            }
        }
        work.body(0)
        done.wait()
    }

    /// A body run by several threads: each frame's slot is written by one thread only, and read
    /// after the threads are joined.
    private final class UncheckedWork: @unchecked Sendable {
        let body: (Int) -> Void
        init(_ body: @escaping (Int) -> Void) { self.body = body }
    }

    /// Per-frame results written by worker threads, each slot by one thread.
    private final class Slots: @unchecked Sendable {
        var pixels: UnsafeMutableBufferPointer<GIFPixels?>
        var prepared: UnsafeMutableBufferPointer<Prepared?>
        private let lock = NSLock()
        private var error: (index: Int, error: Error)?

        init(count: Int) {
            pixels = .allocate(capacity: count)
            pixels.initialize(repeating: nil)
            prepared = .allocate(capacity: count)
            prepared.initialize(repeating: nil)
        }

        func deallocate() {
            _ = pixels.deinitialize()
            pixels.deallocate()
            _ = prepared.deinitialize()
            prepared.deallocate()
        }

        func fail(_ e: Error, at k: Int) {
            lock.withLock { if error == nil || k < error!.index { error = (k, e) } }
        }

        var firstError: Error? { lock.withLock { error?.error } }
    }
}
