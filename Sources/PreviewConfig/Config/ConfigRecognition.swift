import PreviewModel

/// Whether a `.json` file found in a folder of configs is a render-preview config: its top level
/// is an object naming at least one key a config's top level takes (`scenes`, `$schema`, `fonts`
/// or a scene key: `name`, `device`, `show`, `timeline` …) and none that marks another format —
/// `info` (an Xcode asset catalog's `Contents.json`), `version`, `dependencies`, `scripts`
/// (package manifests). Other JSON is skipped. A file that cannot be read or parsed counts as a
/// config, so that its mistake is reported rather than passed over.
package enum ConfigRecognition {
    /// The keys a config's top level takes (`SchemaAgreementTests` holds this list to the schema).
    package static let configKeys: Set<String> = Set([
        "scenes", "$schema", "fonts", "systemFonts",
        "animatedPreview", "appearance", "background", "contactSheet", "device", "deviceFrame", "duration", "dynamicType",
        "fps", "frames", "gif", "homeIndicator", "host", "layoutDirection", "name", "orientation", "reduceMotion",
        "scale", "show", "statusBar", "tail", "timeline", "tolerance", "variants", "variantsSheet", "webp",
    ]).union(PresetRegistry.sceneSettings.map(\.key))
    /// Top-level keys of other JSON formats that no config takes.
    package static let foreignKeys: Set<String> = ["info", "version", "dependencies", "devDependencies", "scripts"]

    /// How the rule reads in a message.
    package static let rule =
        "a config's top level names scenes, name, device, show, timeline or another config key, and not info, version, dependencies or scripts"

    package static func isConfig(path: String) -> Bool {
        guard let value = try? ConfigFile.read(path: path).value else { return true }
        guard case .object(let object) = value.kind else { return false }
        let keys = object.members.map(\.key)
        return keys.contains(where: configKeys.contains) && !keys.contains(where: foreignKeys.contains)
    }
}
