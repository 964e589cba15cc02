/// The interface style a scene is drawn in (`UIUserInterfaceStyle`, SwiftUI `ColorScheme`).
///
/// It picks the variant of every dynamic colour (`SystemColor`), the status bar's and home
/// indicator's colour, and nothing else: a preset that looks the same in both styles simply
/// uses fixed colours.
public enum Appearance: String, Sendable, Hashable, Codable, CaseIterable {
    case light
    case dark

    /// The other style.
    public var inverted: Appearance { self == .light ? .dark : .light }
}
