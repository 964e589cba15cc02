import Foundation
import PreviewModel

/// Time spent in each step of writing frames, summed over frames: the split `raster-bench`
/// reports. Measuring costs two clock reads a step, so it is off unless asked for.
package final class StepClock: @unchecked Sendable {
    /// The steps of a frame, in the order they run.
    package enum Step: Int, CaseIterable, Sendable {
        case compose, unpremultiply, compare, hash, compress, assemble, write
    }

    private var totals = [UInt64](repeating: 0, count: Step.allCases.count)
    private var mark: UInt64 = 0

    package init() {}

    /// Starts timing the next step from now.
    package func start() { mark = Self.now() }

    /// Adds the time since the last mark to `step`.
    package func lap(_ step: Step) {
        let t = Self.now()
        totals[step.rawValue] += t - mark
        mark = t
    }

    /// Seconds spent in `step` so far.
    package func seconds(_ step: Step) -> Double { Double(totals[step.rawValue]) / 1e9 }

    private static func now() -> UInt64 {
        var t = timespec()
        clock_gettime(CLOCK_MONOTONIC, &t)
        return UInt64(t.tv_sec) * 1_000_000_000 + UInt64(t.tv_nsec)
    }
}
