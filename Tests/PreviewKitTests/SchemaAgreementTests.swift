import Foundation
@testable import PreviewConfig
@testable import PreviewKit
@testable import PreviewModel
@testable import PreviewRender
import Testing

/// `schema/config.schema.json` and the config readers say the same: every key table a reader
/// takes its keys from, and every enum a reader decodes, equals what the schema allows. A key
/// added to one and not the other fails here, so the two cannot drift.
@Suite struct SchemaAgreementTests {
    nonisolated(unsafe) static let schema: [String: Any] = {
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("schema/config.schema.json")
        let data = (try? Data(contentsOf: url)) ?? Data()
        return (try? JSONSerialization.jsonObject(with: data)) as? [String: Any] ?? [:]
    }()

    static var defs: [String: Any] { schema["$defs"] as? [String: Any] ?? [:] }

    static func def(_ name: String) -> [String: Any] { defs[name] as? [String: Any] ?? [:] }

    static func properties(_ object: [String: Any]) -> Set<String> {
        Set((object["properties"] as? [String: Any])?.keys.map { $0 } ?? [])
    }

    static func enumValues(_ object: Any?) -> Set<String> {
        Set(((object as? [String: Any])?["enum"] as? [Any])?.compactMap { $0 as? String } ?? [])
    }

    /// The branches of an `anyOf` / `oneOf`, with `$ref`s resolved.
    static func branches(_ object: [String: Any]) -> [[String: Any]] {
        let list = (object["anyOf"] ?? object["oneOf"]) as? [[String: Any]] ?? []
        return list.map { b in
            if let ref = b["$ref"] as? String, ref.hasPrefix("#/$defs/") { return def(String(ref.dropFirst(8))) }
            return b
        }
    }

    @Test func theSchemaLoaded() {
        #expect(!Self.defs.isEmpty)
    }

    @Test func swiftMessagesKeysAgree() {
        #expect(Self.properties(Self.def("swiftMessages")) == Set(SwiftMessagesPreset.keys))
        #expect(Self.properties(Self.def("swiftMessagesConfig")) == Set(SwiftMessagesPreset.configKeys))
        let sm = Self.def("swiftMessages")["properties"] as? [String: Any] ?? [:]
        #expect(Self.enumValues(sm["layout"]) == Set(SwiftMessagesLayout.allCases.map(\.rawValue)))
        #expect(Self.enumValues(sm["theme"]) == Set(SwiftMessagesTheme.allCases.map(\.rawValue)))
        #expect(Self.enumValues(sm["iconStyle"]) == Set(SwiftMessagesIconStyle.allCases.map(\.rawValue)))
        let config = Self.def("swiftMessagesConfig")["properties"] as? [String: Any] ?? [:]
        #expect(Self.enumValues(config["presentationStyle"]) == Set(SwiftMessagesPresentationStyle.allCases.map(\.rawValue)))
        #expect(Self.enumValues(Self.def("blurStyle")) == Set(BlurStyle.allCases.map(\.rawValue)))
        #expect(Self.enumValues(Self.def("icon")) == Set(Icon.allCases.map(\.rawValue)))
    }

    @Test func ySnackbarKeysAgree() {
        let snack = Self.def("ySnackbar")
        #expect(Self.properties(snack) == Set(YSnackbarPreset.keys))
        let props = snack["properties"] as? [String: Any] ?? [:]
        let appearance = props["appearance"] as? [String: Any] ?? [:]
        #expect(Self.properties(appearance) == Set(YSnackbarPreset.appearanceKeys))
        let a = appearance["properties"] as? [String: Any] ?? [:]
        let label = a["title"] as? [String: Any] ?? [:]
        #expect(Self.properties(label) == Set(YSnackbarPreset.labelKeys))
        let typography = (label["properties"] as? [String: Any])?["typography"] as? [String: Any] ?? [:]
        #expect(Self.properties(typography) == Set(YSnackbarPreset.typographyKeys))
        #expect(Self.properties(a["elevation"] as? [String: Any] ?? [:]) == Set(YSnackbarPreset.elevationKeys))
        #expect(Self.properties(a["layout"] as? [String: Any] ?? [:]) == Set(YSnackbarPreset.layoutKeys))
        let manager = (Self.def("scene")["properties"] as? [String: Any])?["snackbarManager"] as? [String: Any] ?? [:]
        #expect(Self.properties(manager) == Set(YSnackbarPreset.managerKeys))
    }

    @Test func placardKeysAgree() {
        #expect(Self.properties(Self.def("placard")) == Set(PlacardPreset.keys))
        #expect(Self.properties(Self.def("placardConfig")) == Set(PlacardPreset.configKeys))
        let placard = Self.def("placard")["properties"] as? [String: Any] ?? [:]
        #expect(Self.enumValues(placard["priority"]) == Set(PlacardPriority.allCases.map(\.rawValue)))
        let config = Self.def("placardConfig")["properties"] as? [String: Any] ?? [:]
        #expect(Self.enumValues(config["placement"]) == Set(PlacardPlacement.allCases.map(\.rawValue)))
        #expect(Self.enumValues(config["showAnimation"]) == Set(PlacardTransition.allCases.map(\.rawValue)))
        #expect(Self.enumValues(config["hideAnimation"]) == Set(PlacardTransition.allCases.map(\.rawValue)))
        #expect(Self.enumValues(config["tapAnimation"]) == Set(PlacardTapAnimation.allCases.map(\.rawValue)))
    }

    @Test func swiftEntryKitKeysAgree() {
        #expect(Self.properties(Self.def("swiftEntryKit")) == Set(SwiftEntryKitPreset.keys))
        let sek = Self.def("swiftEntryKit")["properties"] as? [String: Any] ?? [:]
        #expect(Self.enumValues(sek["preset"]) == Set(SwiftEntryKitPreset.presetNames))
        #expect(Self.properties(Self.def("ekAttributes")) == Set(EKAttributesReader.keys))
        let attributes = Self.def("ekAttributes")["properties"] as? [String: Any] ?? [:]
        #expect(Self.properties(attributes["positionConstraints"] as? [String: Any] ?? [:]) == Set(EKAttributesReader.positionConstraintsKeys))
        #expect(Self.properties(Self.def("ekContent")) == Set(EKContentReader.kinds))
    }

    @Test func bulletinBoardKeysAgree() {
        #expect(Self.properties(Self.def("bulletinBoard")) == Set(BulletinBoardPreset.keys))
        #expect(Self.properties(Self.def("bltnItem")) == Set(BLTNItemReader.itemKeys))
        #expect(Self.properties(Self.def("bltnAppearance")) == Set(BLTNItemReader.appearanceKeys))
        let item = Self.def("bltnItem")["properties"] as? [String: Any] ?? [:]
        #expect(Self.properties(item["textField"] as? [String: Any] ?? [:]) == Set(BLTNItemReader.textFieldKeys))
        #expect(Self.properties(item["choices"] as? [String: Any] ?? [:]) == Set(BLTNItemReader.choicesKeys))
        #expect(Self.properties(item["collection"] as? [String: Any] ?? [:]) == Set(BLTNItemReader.collectionKeys))
        let piece = (item["attributedDescriptionText"] as? [String: Any])?["items"] as? [String: Any] ?? [:]
        #expect(Self.properties(piece) == Set(BLTNItemReader.attributedPieceKeys))
        let style = (Self.def("bulletinBoard")["properties"] as? [String: Any])?["backgroundViewStyle"] as? [String: Any] ?? [:]
        let branches = Self.branches(style)
        #expect(Self.enumValues(branches.first) == Set(BLTNBackgroundViewStyle.presetNames.map(\.key)))
        let blurred = (branches.last?["properties"] as? [String: Any])?["blurred"] as? [String: Any] ?? [:]
        #expect(Self.enumValues((blurred["properties"] as? [String: Any])?["style"]) == Set(BLTNBlur.names))
    }

    @Test func presetKeysAgree() {
        for name in ["overlay", "timelineShow"] {
            let keys = Self.branches(Self.def(name)).flatMap { Self.properties($0).filter { PresetRegistry.keys.contains($0) } }
            #expect(Set(keys) == Set(PresetRegistry.keys), "\(name)")
        }
        let custom = Self.branches(Self.def("timelineShow")).first { Self.properties($0).contains("custom") } ?? [:]
        #expect(Self.properties(custom) == Set(CustomPreset.showKeys + ["custom"] + PresetRegistry.commonKeys))
    }

    @Test func eventKindsAgree() {
        let kinds = Self.branches(Self.def("event")).flatMap { Self.properties($0).subtracting(["at"]) }
        #expect(Set(kinds) == Set(TimelineEvents.eventKinds))
    }

    @Test func viewKindsAndModifiersAgree() {
        let titles = Self.branches(Self.def("view")).compactMap { $0["title"] as? String }
        #expect(Set(titles) == Set(ConfigView.kinds))
        let modifiers = Self.defs.keys.filter { $0.hasPrefix("modifier_") }.map { String($0.dropFirst(9)) }
        #expect(Set(modifiers) == Set(ConfigView.modifiers))
    }

    @Test func sceneKeysAreInTheSchema() {
        let scene = Self.properties(Self.def("scene"))
        for key in TimelineConfig.sceneKeys + [
            "host", "show", "background", "device", "appearance", "layoutDirection", "tolerance",
            "reduceMotion", "deviceFrame", "variantsSheet",
        ] + PresetRegistry.sceneSettings.map(\.key) {
            #expect(scene.contains(key), "\(key)")
        }
        // Every key a scene takes, and no other: the schema's scene is what a config's top level
        // takes, less what only the top level holds.
        #expect(scene == ConfigRecognition.configKeys.subtracting(["scenes", "$schema", "fonts", "systemFonts"]))
        let variants = (Self.def("scene")["properties"] as? [String: Any])?["variants"] as? [String: Any] ?? [:]
        #expect(Self.properties(variants) == Set(Variants.axisKeys))
        #expect(Self.enumValues(Self.def("layoutDirection")) == Set(LayoutDirection.allCases.map(\.rawValue)))
        let properties = Self.def("scene")["properties"] as? [String: Any] ?? [:]
        let frame = Self.branches(properties["deviceFrame"] as? [String: Any] ?? [:]).flatMap { Self.enumValues($0) }
        #expect(Set(frame) == Set(DeviceFrame.Style.allCases.map(\.rawValue)))
        let sheet = Self.branches(properties["variantsSheet"] as? [String: Any] ?? [:]).first { $0["type"] as? String == "object" } ?? [:]
        #expect(Self.properties(sheet) == ["rows", "columns", "time", "width"])
        let rows = ((sheet["properties"] as? [String: Any])?["rows"] as? [String: Any])?["items"]
        #expect(Self.enumValues(rows) == Set(Variants.axisKeys))
    }

    @Test func textAlignmentWordsAgree() {
        let text = Self.branches(Self.def("view")).first { $0["title"] as? String == "text" } ?? [:]
        let alignment = (text["properties"] as? [String: Any])?["alignment"]
        #expect(Self.enumValues(alignment) == Set(TextReaders.alignmentWords))
    }
}
