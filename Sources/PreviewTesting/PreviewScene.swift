import Foundation
import PreviewKit

/// A scene built in code, in the config's own words (docs/config.md, "Scene"): a device by
/// name, an appearance, a background, and the overlays shown. It becomes exactly the config a
/// file would hold, and is read by the same reader, so a mistake is reported as in a file —
/// with the JSON path and "did you mean".
///
///     let toast = PreviewScene("toast", device: "iPhone 15", appearance: "dark")
///         .show(position: "bottom", PreviewView.text("Saved", font: "headline").padding(12))
///
/// Keys without their own method — `timeline`, `variants`, `host`, a preset's `show` — are one
/// call away: `.setting("variants", ["appearance": ["light", "dark"]])`,
/// `.show(["swiftMessages": ["layout": "cardView", "theme": "success", "title": "Saved"]])`.
public struct PreviewScene: Sendable, Equatable {
    /// The scene's config object, in the order written.
    public private(set) var members: [ConfigValue.Member]
    private var overlays: [ConfigValue] = []
    /// Where the scene's keys and each overlay were written in Swift (for messages).
    private var places: SourcePlaces
    private var overlayPlaces: [SourcePlaces] = []

    /// `device` is a device name as in a config ("iPhone 15", "iPhone SE (3rd generation)", "iPad
    /// Pro 11-inch"); `appearance` is "light" or "dark"; `layoutDirection` "leftToRight" or
    /// "rightToLeft" (mirrors the layout as iOS does for Arabic or Hebrew); `background` a colour
    /// name, hex, gradient or image object.
    public init(
        _ name: String, device: String = "iPhone 15", appearance: String = "light",
        layoutDirection: String = "leftToRight", background: ConfigValue? = nil, file: StaticString = #filePath, line: UInt = #line
    ) {
        places = SourcePlaces(file, line)
        members = [.init("name", .string(name)), .init("device", .string(device)), .init("appearance", .string(appearance))]
        if layoutDirection != "leftToRight" { members.append(.init("layoutDirection", .string(layoutDirection))) }
        if let background { members.append(.init("background", background)) }
    }

    /// The scene's name: its golden folder's.
    public var name: String {
        if case .string(let s)? = ConfigValue.object(members)["name"] { return s }
        return ""
    }

    /// Shows a view built in code (`custom`), at "top", "center", "bottom" or "fullScreen".
    public func show(position: String = "top", _ view: PreviewView, file: StaticString = #filePath, line: UInt = #line) -> PreviewScene {
        var copy = show(["position": .string(position), "custom": view.config], file: file, line: line)
        copy.overlayPlaces[copy.overlayPlaces.count - 1].add(view.places, under: ConfigPath.root.appending("custom"))
        return copy
    }

    /// Shows an overlay object as a config writes it, e.g. a preset's.
    public func show(_ overlay: ConfigValue, file: StaticString = #filePath, line: UInt = #line) -> PreviewScene {
        var copy = self
        copy.overlays.append(overlay)
        copy.overlayPlaces.append(SourcePlaces(file, line))
        return copy
    }

    /// Sets any scene key as a config writes it: `.setting("statusBar", false)`.
    public func setting(_ key: String, _ value: ConfigValue, file: StaticString = #filePath, line: UInt = #line) -> PreviewScene {
        var copy = self
        copy.places.remove(under: ConfigPath.root.appending(key))
        copy.places.add(file, line, at: ConfigPath.root.appending(key))
        copy.members.removeAll { $0.key == key }
        copy.members.append(.init(key, value))
        return copy
    }

    /// This scene's own tolerance, as a config's `tolerance` key.
    public func tolerance(_ tolerance: Tolerance, file: StaticString = #filePath, line: UInt = #line) -> PreviewScene {
        setting(
            "tolerance",
            [
                "channel": .number(Double(tolerance.channel)), "share": .number(tolerance.maxDifferingShare),
                "of": .string(tolerance.shareOf.rawValue),
            ], file: file, line: line)
    }

    /// The config object.
    public var config: ConfigValue {
        .object(members + (overlays.isEmpty ? [] : [.init("show", overlays.count == 1 ? overlays[0] : .array(overlays))]))
    }

    /// Reads the scene as a config: `baseDirectory` is where relative image and font paths
    /// start; `source` names the scene in messages.
    /// A mistake is told at the Swift line that built the faulty value (`SceneBuildErrors`).
    func load(source: String, baseDirectory: String) throws -> SceneConfig.Loaded {
        do {
            return try SceneConfig.load(json: config.json + "\n", name: source, baseDirectory: baseDirectory)
        } catch let errors as ConfigErrors {
            throw sourcePlaces.located(errors)
        } catch let error as ConfigError {
            throw sourcePlaces.located(ConfigErrors(error))
        }
    }

    /// Adds places found under `prefix` of the scene's config (a timeline's events).
    mutating func addPlaces(_ other: SourcePlaces, under prefix: ConfigPath) {
        places.add(other, under: prefix)
    }

    /// Adds the places inside the overlay shown last.
    mutating func addOverlayPlaces(_ other: SourcePlaces) {
        overlayPlaces[overlayPlaces.count - 1].add(other, under: .root)
    }

    /// Every part's Swift place, by its path in `config`.
    var sourcePlaces: SourcePlaces {
        var all = places
        for (i, overlay) in overlayPlaces.enumerated() {
            all.add(overlay, under: overlays.count == 1 ? ConfigPath.root.appending("show") : ConfigPath.root.appending("show").appending(index: i))
        }
        return all
    }
}
