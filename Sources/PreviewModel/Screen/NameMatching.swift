/// Forgiving name comparison for the lookups in this folder (devices, system colours): case,
/// spaces and punctuation do not count, so `"iphone-15 PRO"`, `"iPhone 15 Pro"` and
/// `"iPhone15Pro"` are one name.
enum NameMatching {
    /// `name` lower-cased, with only its letters and digits kept.
    static func key(_ name: String) -> String {
        String(name.lowercased().filter { $0.isLetter || $0.isNumber })
    }
}
