/// Whether a `.json` file found in a folder of configs is a render-preview config: its top level
/// is an object naming `scenes`, `name`, `show`, `timeline` or `$schema`. Other JSON — an asset
/// catalog's `Contents.json`, a package manifest — is skipped. A file that cannot be read or
/// parsed counts as a config, so that its mistake is reported rather than passed over.
package enum ConfigRecognition {
    /// The top-level keys that make a JSON object a config.
    package static let markers: [String] = ["scenes", "name", "show", "timeline", "$schema"]

    package static func isConfig(path: String) -> Bool {
        guard let value = try? ConfigFile.read(path: path).value else { return true }
        guard case .object(let object) = value.kind else { return false }
        return object.members.contains { markers.contains($0.key) }
    }
}
