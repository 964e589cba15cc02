/// Frame durations in a container's whole units (GIF: centiseconds, WebP: milliseconds) from
/// frame times in seconds, rounded cumulatively: each frame lasts round(u·t_next) − round(u·t_this),
/// so rounding never accumulates and the animation's total length is exact to one unit
/// (30 fps in centiseconds gives 3, 4, 3, 3, 4, 3 … rather than 3, 3, 3 …, which would run 10 % fast).
public enum AnimationClock {
    /// The duration of each frame starting at `starts` (increasing seconds), the last one
    /// lasting until `end`; a duration that would be below 0 is 0.
    public static func durations(starts: [Double], end: Double, unitsPerSecond: Int) -> [Int] {
        let u = Double(unitsPerSecond)
        let marks = (starts + [end]).map { Int(($0 * u).rounded()) }
        return (0..<starts.count).map { max(0, marks[$0 + 1] - marks[$0]) }
    }

    /// Every `step`-th of the frames starting at `times` (seconds), leaving out any that would
    /// start less than `minimumGap` units after the previous one kept (in the container's whole
    /// units, `unitsPerSecond`).
    public static func picked(times: [Double], step: Int, unitsPerSecond: Int, minimumGap: Int) -> [Int] {
        var kept: [Int] = []
        var lastMark = Int.min
        for i in stride(from: 0, to: times.count, by: max(1, step)) {
            let mark = Int((times[i] * Double(unitsPerSecond)).rounded())
            if kept.isEmpty || mark - lastMark >= minimumGap {
                kept.append(i)
                lastMark = mark
            }
        }
        return kept
    }

    /// The start of each frame in whole units from the first frame's start (WebP's timestamps),
    /// and the end of the last one: the same cumulative rounding as `durations`.
    public static func timestamps(starts: [Double], end: Double, unitsPerSecond: Int) -> (starts: [Int], end: Int) {
        guard let first = starts.first else { return ([], 0) }
        let u = Double(unitsPerSecond), origin = Int((first * u).rounded())
        return (starts.map { Int(($0 * u).rounded()) - origin }, Int((end * u).rounded()) - origin)
    }
}
