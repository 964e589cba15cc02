import FileAccess

/// The one-line verdict of a whole check, written first wherever a check is reported: how many
/// frames differ in how many scenes, which scenes have no goldens or broken ones, how many
/// golden folders are orphaned — each named as what it is — and, for a pass, how much the
/// tolerance forgave.
public struct CheckSummary: Sendable {
    public let results: [SceneResult]
    public let orphans: [String]

    public init(results: [SceneResult], orphans: [String]) {
        self.results = results
        self.orphans = orphans
    }

    public var passed: Bool { orphans.isEmpty && results.allSatisfy(\.passed) }

    /// "3 of 115 frames differ (in 1 of 4 scenes); 2 scenes have no goldens; 1 orphaned golden,
    /// against golden/" or "115 frames of 4 scenes match golden/".
    public func line(golden: String) -> String {
        let folder = FilePath.asFolder(golden)
        let checked = results.filter { $0.problem == nil }
        let frames = checked.reduce(0) { $0 + $1.frames.count }
        guard !passed else {
            return "\(counted(frames, "frame")) of \(counted(results.count, "scene")) match \(folder)" + toleranceNote
        }
        var parts: [String] = []
        // A golden that cannot be read is not a difference in the design: counted on its own.
        func isUnreadable(_ f: FrameResult) -> Bool { if case .unreadable = f.outcome { return true } else { return false } }
        let failing = checked.filter { $0.failingFrames.contains { !isUnreadable($0) } }
        if !failing.isEmpty {
            let differing = failing.reduce(0) { $0 + $1.failingFrames.filter { !isUnreadable($0) }.count }
            // Of every scene checked, as JUnit counts its test cases (scenes without goldens too).
            parts.append(
                "\(differing) of \(counted(frames, "frame")) \(differing == 1 ? "differs" : "differ") (in \(failing.count) of \(counted(results.count, "scene")))"
            )
        }
        let unreadableFrames = checked.reduce(0) { $0 + $1.failingFrames.filter(isUnreadable).count }
        if unreadableFrames > 0 { parts.append("\(counted(unreadableFrames, "golden frame")) unreadable") }
        let structural = checked.filter { $0.structureChanged && $0.failingFrames.isEmpty }.count
        if structural > 0 {
            parts.append(
                structural == 1 ? "1 scene's structure changed (its pixels match)" : "\(structural) scenes' structure changed (their pixels match)")
        }
        let missing = results.filter { $0.problem == .noGoldens }.count
        if missing > 0 { parts.append(missing == 1 ? "1 scene has no goldens" : "\(missing) scenes have no goldens") }
        let unreadable = results.filter { if case .indexUnreadable? = $0.problem { return true } else { return false } }.count
        if unreadable > 0 { parts.append("\(counted(unreadable, "golden index", plural: "golden indexes")) unreadable") }
        let relisted = results.filter { if case .frameListChanged? = $0.problem { return true } else { return false } }.count
        if relisted > 0 {
            parts.append(relisted == 1 ? "1 scene renders a different number of frames" : "\(relisted) scenes render a different number of frames")
        }
        // Scenes whose goldens cannot be compared as they are: "1 scene's goldens …" / "3 scenes' goldens …".
        for (words, matches) in Self.goldenStates {
            let n = results.filter { $0.problem.map(matches) ?? false }.count
            if n > 0 { parts.append((n == 1 ? "1 scene's" : "\(n) scenes'") + " goldens " + words) }
        }
        if !orphans.isEmpty { parts.append(counted(orphans.count, "orphaned golden")) }
        return parts.joined(separator: "; ") + " — against \(folder)"
    }

    /// The golden problems told as "N scenes' goldens <words>".
    static let goldenStates: [(words: String, matches: @Sendable (SceneResult.Problem) -> Bool)] = [
        ("were left set aside by a stopped record", { if case .goldensSetAside = $0 { true } else { false } }),
        ("were drawn with another system font", { if case .systemFontChanged = $0 { true } else { false } }),
    ]

    /// For a pass that forgave differences: how many frames, and the largest difference forgiven.
    var toleranceNote: String {
        let forgiven = results.flatMap(\.toleratedFrames).compactMap { f -> FrameDifference? in
            if case .tolerated(let d) = f.outcome { return d } else { return nil }
        }
        guard let largest = forgiven.max(by: { $0.pixels < $1.pixels }) else { return "" }
        let levels = forgiven.map(\.maxDifference).max() ?? 0
        return "; \(counted(forgiven.count, "frame")) only within the tolerance (largest: \(counted(largest.pixels, "pixel")), "
            + "\(FrameDifference.percent(largest.share)) of the frame, \(FrameDifference.percent(largest.shareOfBox)) of the changed box; up to \(levels) levels)"
    }
}
