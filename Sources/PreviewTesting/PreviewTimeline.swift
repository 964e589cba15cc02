import PreviewKit

/// One event of a scene's timeline, at a time in seconds (docs/config.md, "timeline"):
/// `.at(0, .show(.swiftMessages(layout: .cardView, theme: .success, title: "Saved", id: "saved")))`,
/// `.at(1.5, .hide("saved"))`. Events without their own case are one `.event` away, in the
/// config's words: `.at(2, .event("displayNextItem", "bulletin"))`.
public struct PreviewEvent: Sendable, Equatable {
    /// What happens.
    public enum Action: Sendable, Equatable {
        /// A library shows an overlay (`SwiftMessages.show`, `SnackbarManager.add` …).
        case show(PreviewOverlay)
        /// The overlay with this id leaves (`SwiftMessages.hide(id:)`, `SwiftEntryKit.dismiss` …).
        case hide(String)
        /// Every overlay leaves (`hideAll()`).
        case hideAll
        /// A tap on the overlay with this id.
        case tap(String)
        /// Any other event, by its config key and value.
        case event(String, ConfigValue)
    }

    /// The event object: `{"at": …, "<kind>": …}`.
    public let config: ConfigValue
    var places: SourcePlaces

    public static func at(_ time: Double, _ action: Action, file: StaticString = #filePath, line: UInt = #line) -> PreviewEvent {
        var places = SourcePlaces(file, line)
        let value: (String, ConfigValue)
        switch action {
        case .show(let overlay):
            value = ("show", overlay.config)
            places.add(overlay.places, under: ConfigPath.root.appending("show"))
        case .hide(let id): value = ("hide", .string(id))
        case .hideAll: value = ("hideAll", .bool(true))
        case .tap(let id): value = ("tap", .string(id))
        case .event(let key, let v): value = (key, v)
        }
        return PreviewEvent(config: .object([.init("at", .number(time)), .init(value.0, value.1)]), places: places)
    }
}

/// Lists a timeline's events in a closure.
@resultBuilder
public enum PreviewTimelineBuilder {
    public static func buildExpression(_ event: PreviewEvent) -> [PreviewEvent] { [event] }
    public static func buildBlock(_ parts: [PreviewEvent]...) -> [PreviewEvent] { parts.flatMap { $0 } }
    public static func buildOptional(_ part: [PreviewEvent]?) -> [PreviewEvent] { part ?? [] }
    public static func buildEither(first: [PreviewEvent]) -> [PreviewEvent] { first }
    public static func buildEither(second: [PreviewEvent]) -> [PreviewEvent] { second }
    public static func buildArray(_ parts: [[PreviewEvent]]) -> [PreviewEvent] { parts.flatMap { $0 } }
}

extension PreviewScene {
    /// Makes the scene an animation: its `timeline`, and `fps` when given (default 60).
    public func timeline(
        fps: Int? = nil, file: StaticString = #filePath, line: UInt = #line,
        @PreviewTimelineBuilder _ events: () -> [PreviewEvent]
    ) -> PreviewScene {
        let list = events()
        var scene = setting("timeline", .array(list.map(\.config)), file: file, line: line)
        for (i, event) in list.enumerated() {
            scene.addPlaces(event.places, under: ConfigPath.root.appending("timeline").appending(index: i))
        }
        if let fps { scene = scene.setting("fps", .number(Double(fps)), file: file, line: line) }
        return scene
    }

    /// Shows an overlay written in a library's words (`PreviewOverlay`), still in every frame.
    public func show(_ overlay: PreviewOverlay, file: StaticString = #filePath, line: UInt = #line) -> PreviewScene {
        var scene = show(overlay.config, file: file, line: line)
        scene.addOverlayPlaces(overlay.places)
        return scene
    }
}
