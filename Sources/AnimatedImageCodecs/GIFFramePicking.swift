/// Which frames of an animation a GIF shows. GIF delays are whole centiseconds and browsers show
/// a delay under 2 cs as 10 cs, so a GIF runs at most at 50 fps: every `step`-th frame is used,
/// `step` chosen so that the frame rate asked for is met and 50 fps is not exceeded (a 60 fps
/// scene gives every 2nd frame, 30 fps, each shown 3 or 4 cs; see `AnimationClock`).
public enum GIFFramePicking {
    /// The most frames per second a GIF plays as written.
    public static let maxFPS = 50

    /// Every how many frames of a `sceneFPS` animation one is shown, for `targetFPS` (nil: the
    /// scene's own) capped at `maxFPS`.
    public static func step(sceneFPS: Int, targetFPS: Int?) -> Int {
        let scene = max(1, sceneFPS)
        let asked = max(1, Int((Double(scene) / Double(max(1, targetFPS ?? scene))).rounded()))
        let cap = (scene + maxFPS - 1) / maxFPS
        return max(asked, cap)
    }

    /// The frames to show among frames starting at `times` (seconds): every `step`-th, then
    /// leaving out any that would start less than 2 cs after the previous one shown.
    public static func picked(times: [Double], step: Int) -> [Int] {
        AnimationClock.picked(times: times, step: step, unitsPerSecond: 100, minimumGap: 2)
    }
}
