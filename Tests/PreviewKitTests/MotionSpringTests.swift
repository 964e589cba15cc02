import Testing
@testable import PreviewConfig
@testable import PreviewKit
@testable import PreviewModel
@testable import PreviewRender

/// The spring cases of `TimingCurve`: values against independently computed references,
/// settling, the continuity of the three damping regimes, and UIKit's duration mapping.
@Suite struct MotionSpringTests {
    // Reference values x(t) of x'' = −k/m·(x − 1) − c/m·x', x(0) = 0, x'(0) = v, from the closed-form
    // solutions evaluated in mpmath at 40 digits (python3 with mpmath; parameters are the Double
    // values written here), each cross-checked against RK4 integration of the ODE with a 1e-5 s
    // step in double precision: they agree to 1.5e-14 or better. SwiftUI's springs use
    // k = (2π/response)², c = 4π·dampingFraction/response, m = 1; UIKit's use ω₀ from Framer's rule
    // (largest root found with mpmath.findroot), k = ω₀², c = 2ζω₀.
    private static let references: [(TimingCurve, [(Double, Double)])] = [
        // Core Animation's defaults: ζ = 0.5.
        (
            .caSpring(mass: 1, stiffness: 100, damping: 10, initialVelocity: 0),
            [
                (0.05, 0.10440547345507941), (0.1, 0.34029984660829837), (0.25, 1.0233595799066924),
                (0.5, 1.0745905665950333), (1.0, 1.0021701167393262),
            ]
        ),
        // Underdamped (ζ ≈ 0.204) with an initial velocity and mass 2.
        (
            .caSpring(mass: 2, stiffness: 300, damping: 10, initialVelocity: 5),
            [
                (0.1, 0.86833273549448048), (0.3, 1.3809403163869595), (0.7, 1.1202554016453134),
                (1.5, 0.98101595914957891),
            ]
        ),
        // Critically damped.
        (
            .caSpring(mass: 1, stiffness: 100, damping: 20, initialVelocity: 0),
            [
                (0.05, 0.090204010431049873), (0.2, 0.59399415029016195), (0.5, 0.9595723180054872),
                (1.0, 0.99950060077261267),
            ]
        ),
        (
            .caSpring(mass: 1, stiffness: 100, damping: 20, initialVelocity: 30),  // overshoots
            [
                (0.03, 0.70367271172731283), (0.2, 1.4060058497098381), (0.5, 1.0606415229917692),
                (1.0, 1.0008625986654872),
            ]
        ),
        (
            .caSpring(mass: 1, stiffness: 100, damping: 20, initialVelocity: -3),  // starts backward
            [
                (0.05, -0.00077558852584514305), (0.2, 0.51279298034819434), (0.5, 0.949465397506859),
                (1.0, 0.99936440098332521),
            ]
        ),
        // Overdamped (ζ = 2.5).
        (
            .caSpring(mass: 1, stiffness: 100, damping: 50, initialVelocity: 2),
            [
                (0.05, 0.097556019243237683), (0.2, 0.34000641316177676), (0.5, 0.64713206715203757),
                (1.0, 0.87572049564188163), (2.0, 0.98458391305232034),
            ]
        ),
        // SwiftUI's default spring and an overdamped one.
        (
            .spring(response: 0.55, dampingFraction: 0.825),
            [
                (0.05, 0.11893441173277876), (0.15, 0.56959284343604798), (0.3, 0.94052614181684766),
                (0.6, 1.0060191815513765),
            ]
        ),
        (
            .spring(response: 0.3, dampingFraction: 1.5),
            [
                (0.05, 0.22618312206301813), (0.15, 0.64739495827077076), (0.3, 0.89378167691196589),
                (0.6, 0.99036373569366995),
            ]
        ),
        (
            .interpolatingSpring(mass: 1, stiffness: 170, damping: 15),
            [(0.1, 0.4809431364442626), (0.3, 1.1095195533425772), (0.6, 0.98806128758984434)]
        ),
        // UIKit: Framer's own example; SwiftEntryKit's `.jolt` pull-back (0.5 s, 0.3, velocity 10);
        // critically damped with and without velocity; a common 0.7 ratio.
        (
            .uikitSpring(duration: 3, dampingRatio: 0.25, initialVelocity: 0),
            [
                (0.2, 0.72916934957391089), (0.5, 1.4018661281110162), (1.0, 0.86932467256123399),
                (2.0, 0.99872246780281194),
            ]
        ),
        (
            .uikitSpring(duration: 0.5, dampingRatio: 0.3, initialVelocity: 10),
            [
                (0.05, 0.87808925232682236), (0.1, 1.3958195298756791), (0.2, 0.88683168188136422),
                (0.4, 1.0126572413068248),
            ]
        ),
        (
            .uikitSpring(duration: 0.7, dampingRatio: 1, initialVelocity: 0),
            [(0.1, 0.37991427152255544), (0.3, 0.90523363549891741), (0.6, 0.9967421622678991)]
        ),
        (
            .uikitSpring(duration: 0.3, dampingRatio: 1, initialVelocity: 10),
            [(0.05, 0.5473784485597986), (0.1, 0.84487955400678775), (0.2, 0.9864258052884142)]
        ),
        (
            .uikitSpring(duration: 0.5, dampingRatio: 0.7, initialVelocity: 0),
            [(0.1, 0.71464652039794528), (0.2, 1.0399030638239805), (0.4, 0.99924465808898048)]
        ),
    ]

    @Test func springsMatchReferenceValues() throws {
        for (curve, table) in Self.references {
            let spring = try #require(curve.physicalSpring)
            for (t, expected) in table {
                let value = spring.value(at: t)
                #expect(abs(value - expected) < 1e-12, "\(curve) at \(t): \(value), expected \(expected)")
                // The curve itself agrees until it snaps to 1 at its end.
                if t < curve.duration { #expect(curve.value(at: t) == value) }
            }
        }
    }

    @Test func uikitMappingReproducesFramer() throws {
        // framer/SpringsExample readme: duration 3, damping ratio 0.25 → "tension 54.83363359078326,
        // friction 3.702486785620688" (Framer's SpringCurveValueConverter).
        let spring = try #require(TimingCurve.uikitSpring(duration: 3, dampingRatio: 0.25).physicalSpring)
        let stiffness = spring.omega * spring.omega, damping = 2 * spring.zeta * spring.omega
        #expect(abs(stiffness - 54.83363359078326) < 1e-9)
        #expect(abs(damping - 3.702486785620688) < 1e-10)
        // ω₀ (mpmath.findroot of Framer's equation, the largest root) for the other cases.
        let cases: [(Double, Double, Double, Double)] = [
            (0.5, 0.3, 10, 27.708815784788215), (0.7, 1, 0, 13.190590680645123),
            (0.3, 1, 10, 29.429740417928321), (0.5, 0.7, 0, 19.679293176215108),
        ]
        for (d, ratio, v, omega) in cases {
            let s = UIKitSpringMapping.spring(duration: d, dampingRatio: ratio, initialVelocity: v)
            #expect(abs(s.omega - omega) < 1e-9 * omega, "\(d), \(ratio), \(v): ω₀ \(s.omega)")
            #expect(
                abs(
                    UIKitSpringMapping.residualAmplitude(omega: s.omega, duration: d, zeta: s.zeta, velocity: v)
                        - UIKitSpringMapping.epsilon) < 1e-12)
        }
    }

    @Test func uikitSpringRunsForItsDuration() {
        for (d, ratio, v) in [(0.5, 0.3, 10.0), (0.7, 1, 0), (3, 0.25, 0), (0.4, 0.8, 0), (0.65, 0.5, -2)] {
            let curve = TimingCurve.uikitSpring(duration: d, dampingRatio: ratio, initialVelocity: v)
            #expect(curve.duration == d)
            #expect(curve.value(at: d) == 1 && curve.value(at: d + 1) == 1)
            // Close to the end, still moving, and within the amplitude the rule leaves: it bounds the
            // sine term by 1e-3, the cosine term is e^(−ζω₀d) (1.6 % for the jolt, hence its snap).
            let nearEnd = curve.value(at: d * 0.999)
            let spring = UIKitSpringMapping.spring(duration: d, dampingRatio: ratio, initialVelocity: v)
            let cosineTerm = MotionMath.exp(-spring.zeta * spring.omega * d * 0.999)
            #expect(nearEnd != 1 && abs(nearEnd - 1) <= cosineTerm + 1e-3, "\(curve): \(nearEnd)")
        }
        // Damping ratios above 1 are UIKit's critical damping; no duration is no animation.
        #expect(
            TimingCurve.uikitSpring(duration: 0.5, dampingRatio: 3).value(at: 0.2)
                == TimingCurve.uikitSpring(duration: 0.5, dampingRatio: 1).value(at: 0.2))
        #expect(TimingCurve.uikitSpring(duration: 0, dampingRatio: 1).value(at: 0.1) == 1)
    }

    @Test func swiftUISpringIsThePhysicalSpringDocumented() throws {
        // Apple: stiffness (2π/response)², damping 4π·dampingFraction/response, mass 1.
        for (response, fraction) in [(0.55, 0.825), (0.3, 1.0), (0.8, 0.4), (0.25, 2.0)] {
            let a = try #require(TimingCurve.spring(response: response, dampingFraction: fraction).physicalSpring)
            let k = (2 * Double.pi / response) * (2 * Double.pi / response), c = 4 * Double.pi * fraction / response
            let b = try #require(TimingCurve.interpolatingSpring(stiffness: k, damping: c).physicalSpring)
            for t in stride(from: 0.0, through: 2, by: 0.01) { #expect(abs(a.value(at: t) - b.value(at: t)) < 1e-12) }
        }
        // blendDuration does not change a single animation.
        #expect(
            TimingCurve.spring(response: 0.4, dampingFraction: 0.6, blendDuration: 0.3).value(at: 0.2)
                == TimingCurve.spring(response: 0.4, dampingFraction: 0.6).value(at: 0.2))
    }

    @Test func physicalSpringsSettleWhereExpected() throws {
        // Settling times (last t with |x − 1| > 1e-3) computed independently: mpmath closed form
        // sampled every 1e-4 s backward from a late time, then 80 bisection steps.
        let known: [(TimingCurve, Double)] = [
            (.caSpring(), 1.27016519565399),
            (.caSpring(mass: 1, stiffness: 100, damping: 20, initialVelocity: 0), 0.923341347645159),
            (.caSpring(mass: 1, stiffness: 100, damping: 20, initialVelocity: 30), 0.983463403190012),
            (.caSpring(mass: 1, stiffness: 100, damping: 50, initialVelocity: 2), 3.3106144218891),
            (.caSpring(mass: 2, stiffness: 300, damping: 10, initialVelocity: 5), 2.66207454866817),
        ]
        for (curve, expected) in known {
            #expect(abs(curve.duration - expected) < 1e-9, "\(curve): \(curve.duration), expected \(expected)")
        }
        let curves: [TimingCurve] =
            known.map(\.0) + [
                .spring(), .spring(response: 0.3, dampingFraction: 1), .spring(response: 0.5, dampingFraction: 0.15),
                .spring(response: 0.4, dampingFraction: 3), .interpolatingSpring(stiffness: 170, damping: 15),
                .caSpring(mass: 1, stiffness: 100, damping: 20, initialVelocity: -3),
                .caSpring(mass: 1, stiffness: 100, damping: 20 * (1 + 1e-9), initialVelocity: 30),
                .caSpring(mass: 1, stiffness: 100, damping: 20 * (1 - 1e-9), initialVelocity: 0),
                .caSpring(mass: 0.5, stiffness: 400, damping: 3, initialVelocity: 20),
            ]
        for curve in curves {
            let spring = try #require(curve.physicalSpring)
            let settle = curve.duration
            #expect(settle.isFinite && settle > 0)
            // Within 1e-3 of 1 from the settling time on (densely sampled over 3 more durations; 1e-15
            // allows for the rounding of 1 + (x − 1) at the settling time itself)…
            var worst = 0.0
            for i in 0...3000 { worst = max(worst, abs(spring.value(at: settle * (1 + Double(i) / 1000)) - 1)) }
            #expect(worst <= 1e-3 + 1e-15, "\(curve): |x − 1| reaches \(worst) after settling at \(settle)")
            // …still moving just before it…
            #expect(abs(spring.value(at: settle * (1 - 1e-9)) - 1) > 1e-3, "\(curve) already settled before \(settle)")
            // …and the curve ends there, exactly at 1.
            #expect(curve.value(at: settle) == 1 && curve.value(at: settle * 2) == 1)
            #expect(curve.value(at: settle * (1 - 1e-9)) != 1)
        }
        // An undamped spring never settles.
        #expect(TimingCurve.caSpring(mass: 1, stiffness: 100, damping: 0).duration == .infinity)
    }

    @Test func dampingRegimesJoinContinuously() {
        // ζ = 1 ± 1e-9 (underdamped, overdamped) against ζ = 1 (critically damped), with the
        // initial velocity toward, past and away from the target.
        for v in [0.0, 5, 30, -3] {
            let critical = DampedSpring(omega: 10, zeta: 1, velocity: v)
            let under = DampedSpring(omega: 10, zeta: 1 - 1e-9, velocity: v)
            let over = DampedSpring(omega: 10, zeta: 1 + 1e-9, velocity: v)
            var worst = 0.0
            for t in stride(from: 0.0, through: 3, by: 0.001) {
                worst = max(worst, abs(under.value(at: t) - critical.value(at: t)), abs(over.value(at: t) - critical.value(at: t)))
            }
            #expect(worst < 1e-6, "v \(v): \(worst)")
            #expect(abs(under.settlingTime() - critical.settlingTime()) < 1e-6)
            #expect(abs(over.settlingTime() - critical.settlingTime()) < 1e-6)
        }
        // The same through Core Animation's parameters: damping 2√(km) · (1 ± 1e-9).
        for factor in [1 - 1e-9, 1 + 1e-9] {
            let a = TimingCurve.caSpring(mass: 2, stiffness: 50, damping: 20 * factor, initialVelocity: 1)
            let b = TimingCurve.caSpring(mass: 2, stiffness: 50, damping: 20, initialVelocity: 1)
            for t in stride(from: 0.0, through: 2, by: 0.01) { #expect(abs(a.value(at: t) - b.value(at: t)) < 1e-6) }
        }
    }

    @Test func springsStartAtRestAtZero() throws {
        for (curve, _) in Self.references {
            #expect(curve.value(at: 0) == 0 && curve.value(at: -1) == 0)
            let spring = try #require(curve.physicalSpring)
            // The initial slope is the initial velocity.
            let h = 1e-7
            let slope = spring.value(at: h) / h
            #expect(abs(slope - spring.velocity) < 1e-3, "\(curve): slope \(slope)")
        }
    }
}
