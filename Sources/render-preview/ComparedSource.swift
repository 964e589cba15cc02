import FileAccess
import Foundation
import PNGCodec
import PreviewKit
import Raster
import SnapshotKit
import Typeset

/// One side of `compare`: a config's scenes, rendered frame by frame as the sheet needs them, or a
/// folder of goldens, whose frames kept as PNG are read.
struct ComparedSource {
    private enum Scenes {
        case config([String: SceneFrames])
        case goldens(folder: String, [String: GoldenIndex])
    }

    private let scenes: Scenes
    /// Scene names, in the config's order or sorted for goldens.
    let names: [String]
    /// The config's fonts (nil for goldens).
    let fonts: FontCatalog?

    /// Frames two sides both have are matched within half a millisecond.
    static let sameMoment = 0.0005

    /// Opens `path`: a config file (drawing the system font from `systemFonts` when given), or a
    /// folder holding `<scene>/golden.json`.
    static func open(_ path: String, filters: [String], systemFonts: String? = nil) throws -> ComparedSource {
        var isFolder: ObjCBool = false
        let exists = FileManager.default.fileExists(atPath: path, isDirectory: &isFolder)
        guard exists, isFolder.boolValue else { return try config(path, filters: filters, systemFonts: systemFonts) }
        let entries = ((try? FileManager.default.contentsOfDirectory(atPath: path)) ?? []).sorted()
        var indexes: [String: GoldenIndex] = [:]
        for entry in entries where !entry.hasPrefix(".") {
            do {
                if let index = try GoldenIndex.read(in: FilePath.joined(path, entry)) { indexes[entry] = index }
            } catch {
                throw CLIFailure.badInput("\(FilePath.joined(FilePath.joined(path, entry), GoldenIndex.fileName)): \(error)")
            }
        }
        guard !indexes.isEmpty else {
            throw CLIFailure.badInput(
                "\(FilePath.asFolder(path)): holds no goldens (no <scene>/\(GoldenIndex.fileName)); compare takes a config or a folder of goldens")
        }
        let names = try kept(indexes.keys.sorted(), filters: filters, source: path)
        return ComparedSource(scenes: .goldens(folder: path, indexes), names: names, fonts: nil)
    }

    private static func config(_ path: String, filters: [String], systemFonts: String?) throws -> ComparedSource {
        let options = try SceneOptions.parse([path] + (systemFonts.map { ["--system-fonts", $0] } ?? []))
        let loaded = try options.loadScenes()
        var frames: [String: SceneFrames] = [:]
        var names: [String] = []
        for config in loaded {
            for scene in config.scenes {
                frames[scene.name] = SceneFrames(scene, fonts: config.fonts)
                names.append(scene.name)
            }
        }
        return ComparedSource(
            scenes: .config(frames), names: try kept(names, filters: filters, source: path),
            fonts: loaded.first?.fonts)
    }

    private static func kept(_ names: [String], filters: [String], source: String) throws -> [String] {
        guard !filters.isEmpty else { return names }
        let kept = names.filter { name in filters.contains { SceneNamePattern.matches($0, name) } }
        if kept.isEmpty {
            throw CLIFailure.badInput(
                "no scene of \(source) matches --scene \(filters.joined(separator: ", ")); scenes: \(names.joined(separator: ", "))")
        }
        return kept
    }

    /// Whether this side is a folder of goldens.
    var isGoldens: Bool {
        if case .goldens = scenes { return true }
        return false
    }

    /// The fonts for labels when neither side is a config.
    static func bundledFonts() throws -> FontCatalog {
        switch FontLibrary.bundled {
        case .success(let library): return FontCatalog(library: library)
        case .failure(let error): throw CLIFailure.badInput(error.description)
        }
    }

    /// The moments of `name` this side can show.
    func times(of name: String) -> [Double] {
        switch scenes {
        case .config(let all): return all[name]?.frames.map(\.time) ?? []
        case .goldens(_, let all): return all[name]?.frames.filter(\.png).map(\.time) ?? []
        }
    }

    /// Whether `name` is a single still frame here.
    func isStill(_ name: String) -> Bool {
        switch scenes {
        case .config(let all): return all[name]?.summary.fps == nil
        case .goldens(_, let all): return (all[name]?.frames.count ?? 0) <= 1
        }
    }

    /// The frame of `name` at `time`, or nil when this side has none within `sameMoment`.
    func frame(of name: String, at time: Double) throws -> Pixmap? {
        switch scenes {
        case .config(let all):
            guard let scene = all[name], let i = SceneAnimation.nearest(to: time, in: scene.frames.map(\.time), within: Self.sameMoment) else {
                return nil
            }
            return scene.render(i)
        case .goldens(let folder, let all):
            guard let index = all[name] else { return nil }
            let kept = index.frames.filter(\.png)
            guard let i = SceneAnimation.nearest(to: time, in: kept.map(\.time), within: Self.sameMoment) else { return nil }
            let path = FilePath.joined(FilePath.joined(folder, name), kept[i].file)
            do {
                return try PNGDecoder.read(fileAt: path)
            } catch {
                throw CLIFailure.badInput("\(path): \(PreviewRenderer.Failure.describe(error))")
            }
        }
    }

    /// The moments worth comparing: those both sides have (else the after side's), at most
    /// `candidateLimit` of them evenly spaced.
    static func candidates(_ before: [Double], _ after: [Double]) -> [Double] {
        let common = after.filter { t in before.contains { abs($0 - t) <= sameMoment } }
        return evenly(common.isEmpty ? after : common, count: candidateLimit)
    }

    /// The most moments looked at per scene when choosing which to show.
    static let candidateLimit = 48

    /// `count` of `candidates` to show: the differing ones first (evenly spaced among them),
    /// then evenly spaced others, in time order — so a sheet shows the change, not four moments
    /// where nothing moved.
    static func shown(_ candidates: [Double], count: Int, differs: (Double) -> Bool) -> [Double] {
        guard candidates.count > count else { return candidates }
        let differing = candidates.filter(differs)
        var picked = evenly(differing, count: count)
        picked += evenly(candidates.filter { !picked.contains($0) }, count: count - picked.count)
        return picked.sorted()
    }

    /// Up to `count` of `values`, evenly spaced, the first and last included.
    static func evenly(_ values: [Double], count: Int) -> [Double] {
        guard values.count > count else { return values }
        guard count > 1 else { return count == 1 ? [values[0]] : [] }
        var picked: [Double] = []
        for k in 0..<count {
            let v = values[Int((Double(k) * Double(values.count - 1) / Double(count - 1)).rounded())]
            if picked.last != v { picked.append(v) }
        }
        return picked
    }
}
