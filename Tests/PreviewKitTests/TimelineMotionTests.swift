import Raster
import Testing
@testable import PreviewConfig
@testable import PreviewKit
@testable import PreviewModel
@testable import PreviewRender

/// Timings, transitions and keyframes: pure functions of time.
@Suite struct TimelineMotionTests {
    let screen = Rect(x: 0, y: 0, width: 390, height: 844)
    let frame = Rect(x: 10, y: 59, width: 370, height: 100)
    let ink = Rect(x: 4, y: 55, width: 382, height: 112)

    @Test func timingScalesTimingFunctionsAndWaitsForItsDelay() {
        let t = AnimationTiming(curve: .easeOut, duration: 0.5, delay: 0.1)
        #expect(t.totalDuration == 0.6)
        #expect(t.progress(at: 0.1) == 0)
        #expect(t.progress(at: 0.6) == 1)
        // Half-way through the active part, ease-out is CubicBezierCurve.easeOut at 0.5.
        #expect(abs(t.progress(at: 0.35) - CubicBezierCurve.easeOut.value(at: 0.5)) < 1e-12)
    }

    @Test func springsRunForTheirOwnDurationUnlessCut() {
        let settle = TimingCurve.spring(response: 0.5, dampingFraction: 0.8).duration
        #expect(AnimationTiming(curve: .spring(response: 0.5, dampingFraction: 0.8)).activeDuration == settle)
        let cut = AnimationTiming(curve: .spring(response: 0.5, dampingFraction: 0.8), duration: 0.2)
        #expect(cut.progress(at: 0.2) == 1)
        #expect(cut.progress(at: 0.1) < 1)
        let uikit = AnimationTiming(curve: .uikitSpring(duration: 0.4, dampingRatio: 0.8))
        #expect(uikit.activeDuration == 0.4)
    }

    @Test func offscreenMovePutsTheInkJustPastTheEdgeThenRests() {
        let t = LayerTransition(parts: [.init(.offscreen(.top), timing: .easeInOut(0.3))])
        let start = t.pose(at: 0, entering: true, frame: frame, ink: ink, screen: screen)
        #expect(start.offset.y == -ink.maxY)
        #expect(t.pose(at: 0.3, entering: true, frame: frame, ink: ink, screen: screen).isIdentity)
        // Leaving runs the other way: at rest when it starts, off screen when it ends.
        #expect(t.pose(at: 0, entering: false, frame: frame, ink: ink, screen: screen).isIdentity)
        let bottom = LayerTransition(parts: [.init(.offscreen(.bottom), timing: .easeInOut(0.3))])
        #expect(bottom.pose(at: 0.3, entering: false, frame: frame, ink: ink, screen: screen).offset.y == screen.maxY - ink.minY)
    }

    @Test func partsRunOnTheirOwnTimings() {
        // SwiftEntryKit's top toast: translation and a 1.07 → 1 scale, each its own curve.
        let t = LayerTransition(parts: [
            .init(.offset(dx: 0, dy: -100), timing: AnimationTiming(curve: .linear, duration: 0.3)),
            .init(.opacity(0), timing: AnimationTiming(curve: .linear, duration: 0.1, delay: 0.2)),
        ])
        let p = t.pose(at: 0.15, entering: true, frame: frame, ink: ink, screen: screen)
        #expect(abs(p.offset.y - -50) < 1e-9)
        #expect(p.opacity == 0)  // the fade has not started: still at its value
        let q = t.pose(at: 0.25, entering: true, frame: frame, ink: ink, screen: screen)
        #expect(abs(q.opacity - 0.5) < 1e-9)
        #expect(abs(t.duration - 0.3) < 1e-12)
    }

    @Test func spinTurnsThroughHalfACircleInsteadOfCollapsing() {
        // scale(−0.01, −0.01) → identity decomposes as a 180° turn with a growing scale.
        let t = LayerTransition(parts: [.init(.transform(.scale(-0.01, -0.01)), timing: AnimationTiming(curve: .linear, duration: 1))])
        let m = t.pose(at: 0.5, entering: true, frame: frame, ink: ink, screen: screen).transform.affine
        let scale = (-0.01 + 1) / 2 + 0.01  // |scale| interpolates from 0.01 to 1
        // At 270°: (cos, sin) = (0, −1).
        #expect(abs(m.a) < 1e-9 && abs(m.d) < 1e-9)
        #expect(abs(m.b + scale) < 1e-9 && abs(m.c - scale) < 1e-9)
    }

    @Test func flipFoldsAboutTheHorizontalAxis() {
        // scale(1, −1) → identity: the decomposition keeps the angle and runs the y scale
        // through zero (CSS Transforms: the flipped axis is the one with the smaller diagonal).
        let t = LayerTransition(parts: [.init(.transform(.scale(1, -1)), timing: AnimationTiming(curve: .linear, duration: 1))])
        let m = t.pose(at: 0.5, entering: true, frame: frame, ink: ink, screen: screen).transform.affine
        #expect(abs(m.a - 1) < 1e-9 && abs(m.d) < 1e-9 && abs(m.b) < 1e-9)
        let quarter = t.pose(at: 0.25, entering: true, frame: frame, ink: ink, screen: screen).transform.affine
        #expect(abs(quarter.d - -0.5) < 1e-9)
    }

    @Test func rotation3DHasPerspective() {
        let t = LayerTransition(parts: [.init(.rotation3D(axis: .y, degrees: -60, distance: 500), timing: .easeInOut(1))])
        let pose = t.pose(at: 0, entering: true, frame: frame, ink: ink, screen: screen)
        // Rotated first, then the perspective: m34 = cos(60°) · (−1/500).
        #expect(abs(pose.transform.m34 - -0.5 / 500) < 1e-15)
        let quad = pose.transform.projectedQuad(of: frame)!
        // Turned about y: the two vertical edges have different lengths (one is nearer the eye).
        let left = quad[3].y - quad[0].y, right = quad[2].y - quad[1].y
        #expect(abs(left - right) > 1)
    }

    @Test func keyframesCompressOrTruncateWindowsPastTheEnd() {
        let frames = [
            KeyframeAnimation.Keyframe(start: 0, duration: 0, curve: .linear, values: [.opacity(0)]),
            KeyframeAnimation.Keyframe(start: 0.165, duration: 1.5, curve: .linear, values: [.opacity(1)]),
        ]
        let compress = KeyframeAnimation(duration: 1.25, keyframes: frames, overrun: .compress)
        let truncate = KeyframeAnimation(duration: 1.25, keyframes: frames, overrun: .truncate)
        #expect(compress.pose(at: 0).opacity == 0)
        #expect(compress.pose(at: 0.165 * 1.25).opacity == 0)  // holds until its start
        let u = 0.5, t = u * 1.25
        #expect(abs(compress.pose(at: t).opacity - (u - 0.165) / (1 - 0.165)) < 1e-9)
        #expect(abs(truncate.pose(at: t).opacity - (u - 0.165) / 1.5) < 1e-9)
        // Both end at the final values.
        #expect(compress.pose(at: 1.25).opacity == 1 && truncate.pose(at: 1.25).opacity == 1)
        #expect(abs(truncate.pose(at: 1.2499).opacity - (0.99992 - 0.165) / 1.5) < 1e-3)
    }

    @Test func keyboardChangesRunFromWhereTheKeyboardIs() {
        let k = KeyboardMotion(
            changes: [
                .init(at: 1, visible: true, height: 300, timing: AnimationTiming(curve: .linear, duration: 1)),
                .init(at: 1.5, visible: false, timing: AnimationTiming(curve: .linear, duration: 1)),
            ], defaultHeight: 336)
        #expect(k.state(at: 0.5).visible == 0)
        #expect(abs(k.state(at: 1.25).visible - 0.25) < 1e-12)
        // The hide starts from 0.5 at t = 1.5 and runs to 0 over a second.
        #expect(abs(k.state(at: 2).visible - 0.25) < 1e-12)
        #expect(k.state(at: 3).visible == 0)
        #expect(k.state(at: 1.25).height == 300)
        #expect(k.heights == [300])
        #expect(k.end == 2.5)
    }
}
