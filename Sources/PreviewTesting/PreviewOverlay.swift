import PreviewKit

/// An overlay shown by one of the five libraries, written in that library's own words —
/// `.swiftMessages(layout: .cardView, theme: .warning, title: "Warning", body: "…")` — for
/// `PreviewScene.show(_:)` and the timeline's `.show(_:)`. It becomes exactly the `show` object
/// a config file would hold (docs/presets/), so the preset reader checks it and a mistake is told
/// at the Swift line that built it. What a builder has no parameter for is one `more:` object
/// away, in the config's keys.
public struct PreviewOverlay: Sendable, Equatable {
    /// The `show` object: `{"id": …, "<preset>": {…}}`.
    public private(set) var config: ConfigValue
    /// Where it was written in Swift, by its path in `config`.
    var places: SourcePlaces

    /// `preset`'s object from the options that are given, then `more`'s members.
    init(_ preset: String, _ options: [(String, ConfigValue?)], more: ConfigValue?, id: String?, file: StaticString, line: UInt) {
        let members = Self.members(options, more: more)
        config = .object((id.map { [.init("id", .string($0))] } ?? []) + [.init(preset, .object(members))])
        places = SourcePlaces(file, line)
    }

    /// The options that are given, then `more`'s members; a key of `more` replaces the option of
    /// the same name (never written twice). A `more` that is no object is kept under the key
    /// `more`, which the reader refuses by name, rather than lost.
    static func members(_ options: [(String, ConfigValue?)], more: ConfigValue?) -> [ConfigValue.Member] {
        var members = options.compactMap { key, value in value.map { ConfigValue.Member(key, $0) } }
        switch more {
        case nil: break
        case .object(let extra)?:
            for member in extra {
                if let i = members.firstIndex(where: { $0.key == member.key }) { members[i] = member } else { members.append(member) }
            }
        case let other?: members.append(.init("more", other))
        }
        return members
    }

    /// A view built in code, shown at `position` ("top", "center", "bottom", "fullScreen").
    public static func custom(
        _ view: PreviewView, position: String = "top", id: String? = nil,
        file: StaticString = #filePath, line: UInt = #line
    ) -> PreviewOverlay {
        var overlay = PreviewOverlay("custom", [], more: nil, id: id, file: file, line: line)
        overlay.config = .object(
            (id.map { [.init("id", .string($0))] } ?? []) + [.init("position", .string(position)), .init("custom", view.config)])
        overlay.places.add(view.places, under: ConfigPath.root.appending("custom"))
        return overlay
    }
}

// MARK: - SwiftMessages

/// `MessageView.viewFromNib(layout:)`'s layouts.
public enum SwiftMessagesLayout: String, Sendable { case messageView, cardView, tabView, statusLine, centeredView }
/// `configureTheme(_:)`'s themes.
public enum SwiftMessagesTheme: String, Sendable { case info, success, warning, error }
/// `configureTheme(_:iconStyle:)`'s icon styles.
public enum SwiftMessagesIconStyle: String, Sendable { case `default`, light, subtle, none }

/// `SwiftMessages.Config`: where the message shows, what dims the app behind it, how long it stays.
public struct SwiftMessagesConfig: Sendable, Equatable {
    /// `Config.PresentationStyle`.
    public enum PresentationStyle: String, Sendable { case top, bottom, center }
    /// `Config.DimMode`.
    public enum DimMode: Sendable, Equatable {
        case none
        case gray(interactive: Bool)
        case color(String, interactive: Bool)
        case blur(style: String, alpha: Double = 1, interactive: Bool)
    }
    /// `Config.Duration`.
    public enum Duration: Sendable, Equatable { case automatic, forever, seconds(Double) }

    public var presentationStyle: PresentationStyle?
    public var dimMode: DimMode?
    public var duration: Duration?
    /// Other `Config` keys as a config writes them (`["interactiveHide": false]`).
    public var more: ConfigValue?

    public init(presentationStyle: PresentationStyle? = nil, dimMode: DimMode? = nil, duration: Duration? = nil, more: ConfigValue? = nil) {
        self.presentationStyle = presentationStyle
        self.dimMode = dimMode
        self.duration = duration
        self.more = more
    }

    var config: ConfigValue? {
        var members: [ConfigValue.Member] = []
        if let presentationStyle { members.append(.init("presentationStyle", .string(presentationStyle.rawValue))) }
        if let dimMode {
            let value: ConfigValue =
                switch dimMode {
                case .none: "none"
                case .gray(let interactive): ["gray": ["interactive": .bool(interactive)]]
                case .color(let color, let interactive): ["color": ["color": .string(color), "interactive": .bool(interactive)]]
                case .blur(let style, let alpha, let interactive):
                    ["blur": ["style": .string(style), "alpha": .number(alpha), "interactive": .bool(interactive)]]
                }
            members.append(.init("dimMode", value))
        }
        if let duration {
            let value: ConfigValue =
                switch duration {
                case .automatic: "automatic"
                case .forever: "forever"
                case .seconds(let s): ["seconds": .number(s)]
                }
            members.append(.init("duration", value))
        }
        if case .object(let extra)? = more { members += extra }
        return members.isEmpty ? nil : .object(members)
    }
}

extension PreviewOverlay {
    /// A SwiftMessages `MessageView` (docs/presets/swiftmessages.md): the nib's `layout`,
    /// `configureTheme`, `configureContent`, `configureDropShadow` and the `SwiftMessages.Config`.
    public static func swiftMessages(
        layout: SwiftMessagesLayout, theme: SwiftMessagesTheme? = nil, iconStyle: SwiftMessagesIconStyle? = nil,
        title: String? = nil, body: String? = nil, iconText: String? = nil, buttonTitle: String? = nil,
        dropShadow: Bool? = nil, config: SwiftMessagesConfig = SwiftMessagesConfig(), id: String? = nil,
        more: ConfigValue? = nil, file: StaticString = #filePath, line: UInt = #line
    ) -> PreviewOverlay {
        PreviewOverlay(
            "swiftMessages",
            [
                ("layout", .string(layout.rawValue)), ("theme", theme.map { .string($0.rawValue) }),
                ("iconStyle", iconStyle.map { .string($0.rawValue) }), ("title", title.map(ConfigValue.string)),
                ("body", body.map(ConfigValue.string)), ("iconText", iconText.map(ConfigValue.string)),
                ("buttonTitle", buttonTitle.map(ConfigValue.string)), ("dropShadow", dropShadow.map(ConfigValue.bool)),
                ("config", config.config),
            ],
            more: more, id: id, file: file, line: line)
    }
}

// MARK: - SwiftEntryKit

/// `EKAttributes`' library presets (`EKAttributes.topFloat` …) and the example app's looks
/// (docs/presets/swiftentrykit.md, "The example app's looks").
public enum EKAttributesPreset: String, Sendable {
    case `default`, toast, topToast, bottomToast, float, topFloat, bottomFloat, centerFloat, topNote, bottomNote, statusBar
    case colorToast, chatToast, blurredBottomToast, plainBottomToast, standardNote, processingNote, imageNote, statusBarNote,
        gradientBottomNote, gradientTopFloat, gradientBottomFloat, bottomPopUp, centerPopUp, fullWidthPopUp, topAlert, centerAlert,
        rating
}

/// The message views of SwiftEntryKit a config names under `content` (docs/presets/swiftentrykit.md,
/// "Content views"), with their labels' texts; styles, images and buttons go in `more`.
public enum EKContent: Sendable, Equatable {
    /// `EKNotificationMessageView`.
    case notificationMessage(title: String, description: String, more: ConfigValue? = nil)
    /// `EKNoteMessageView`.
    case note(label: String, more: ConfigValue? = nil)
    /// `EKProcessingNoteMessageView`.
    case processingNote(label: String, more: ConfigValue? = nil)
    /// `EKPopUpMessageView`, `EKAlertMessageView`, … or any other content object, as a config writes it.
    case other(String, ConfigValue)

    var config: ConfigValue {
        func merged(_ base: [ConfigValue.Member], _ more: ConfigValue?) -> ConfigValue {
            .object(PreviewOverlay.members(base.map { ($0.key, $0.value) }, more: more))
        }
        return switch self {
        case .notificationMessage(let title, let description, let more):
            ["notificationMessage": merged([.init("title", .string(title)), .init("description", .string(description))], more)]
        case .note(let label, let more): ["note": merged([.init("label", .string(label))], more)]
        case .processingNote(let label, let more): ["processingNote": merged([.init("label", .string(label))], more)]
        case .other(let key, let value): .object([.init(key, value)])
        }
    }
}

extension PreviewOverlay {
    /// A SwiftEntryKit entry: `SwiftEntryKit.display(entry:using:)` with a library preset's
    /// `EKAttributes` (changed by `attributes`, as `attributes.x = …`) and a message view.
    public static func swiftEntryKit(
        preset: EKAttributesPreset, content: EKContent, attributes: ConfigValue? = nil, id: String? = nil,
        more: ConfigValue? = nil, file: StaticString = #filePath, line: UInt = #line
    ) -> PreviewOverlay {
        PreviewOverlay(
            "swiftEntryKit", [("preset", .string(preset.rawValue)), ("attributes", attributes), ("content", content.config)],
            more: more, id: id, file: file, line: line)
    }
}

// MARK: - Y-Snackbar

/// `Snack`'s `alignment`.
public enum SnackAlignment: String, Sendable { case top, bottom }

extension PreviewOverlay {
    /// A Y-Snackbar `Snack` added with `SnackbarManager.add(snack:)`; `duration` 0 keeps it until removed.
    public static func snack(
        message: String, title: String? = nil, alignment: SnackAlignment? = nil, icon: String? = nil,
        reuseIdentifier: String? = nil, duration: Double? = nil, appearance: ConfigValue? = nil, id: String? = nil,
        more: ConfigValue? = nil, file: StaticString = #filePath, line: UInt = #line
    ) -> PreviewOverlay {
        PreviewOverlay(
            "snack",
            [
                ("alignment", alignment.map { .string($0.rawValue) }), ("title", title.map(ConfigValue.string)),
                ("message", .string(message)), ("icon", icon.map(ConfigValue.string)),
                ("reuseIdentifier", reuseIdentifier.map(ConfigValue.string)), ("duration", duration.map(ConfigValue.number)),
                ("appearance", appearance),
            ],
            more: more, id: id, file: file, line: line)
    }
}

// MARK: - Placard

/// `PlacardPriority`.
public enum PlacardPriority: String, Sendable { case `default`, success, warning, error, info }

/// `PlacardConfig`'s placements.
public enum PlacardPlacement: String, Sendable { case top, bottom, center }

extension PreviewOverlay {
    /// A Placard `PlacardPriorityView(title:statusMessage:priority:)`, or a `PlacardView` without
    /// a priority; `config` holds `PlacardConfig`'s other keys (animations, fonts, insets).
    public static func placard(
        title: String, statusMessage: String, priority: PlacardPriority? = nil, systemImageName: String? = nil,
        placement: PlacardPlacement? = nil, duration: Double? = nil, config: ConfigValue? = nil, id: String? = nil,
        more: ConfigValue? = nil, file: StaticString = #filePath, line: UInt = #line
    ) -> PreviewOverlay {
        let configMembers = members([("placement", placement.map { .string($0.rawValue) })], more: config)
        return PreviewOverlay(
            "placard",
            [
                ("priority", priority.map { .string($0.rawValue) }), ("title", .string(title)),
                ("statusMessage", .string(statusMessage)), ("systemImageName", systemImageName.map(ConfigValue.string)),
                ("config", configMembers.isEmpty ? nil : .object(configMembers)), ("duration", duration.map(ConfigValue.number)),
            ],
            more: more, id: id, file: file, line: line)
    }
}

// MARK: - BulletinBoard

/// A `BLTNPageItem`: its title and the properties a page sets; others in `more`.
public struct BLTNPageItem: Sendable, Equatable {
    public var name: String
    public var config: ConfigValue

    public init(
        _ name: String, title: String, descriptionText: String? = nil, image: String? = nil, actionButtonTitle: String? = nil,
        alternativeButtonTitle: String? = nil, isDismissable: Bool? = nil, requiresCloseButton: Bool? = nil, next: String? = nil,
        more: ConfigValue? = nil
    ) {
        self.name = name
        let options: [(String, ConfigValue?)] = [
            ("title", .string(title)), ("descriptionText", descriptionText.map(ConfigValue.string)),
            ("image", image.map(ConfigValue.string)), ("actionButtonTitle", actionButtonTitle.map(ConfigValue.string)),
            ("alternativeButtonTitle", alternativeButtonTitle.map(ConfigValue.string)),
            ("isDismissable", isDismissable.map(ConfigValue.bool)),
            ("requiresCloseButton", requiresCloseButton.map(ConfigValue.bool)), ("next", next.map(ConfigValue.string)),
        ]
        config = .object(PreviewOverlay.members(options, more: more))
    }
}

extension PreviewOverlay {
    /// A BulletinBoard card: `BLTNItemManager(rootItem:)` with its items by name and
    /// `showBulletin(above:)`; manager settings (`backgroundViewStyle` …) in `more`.
    public static func bulletinBoard(
        items: [BLTNPageItem], rootItem: String? = nil, id: String? = nil, more: ConfigValue? = nil,
        file: StaticString = #filePath, line: UInt = #line
    ) -> PreviewOverlay {
        PreviewOverlay(
            "bulletinBoard",
            [
                ("rootItem", rootItem.map(ConfigValue.string)),
                ("items", .object(items.map { ConfigValue.Member($0.name, $0.config) })),
            ],
            more: more, id: id, file: file, line: line)
    }
}
