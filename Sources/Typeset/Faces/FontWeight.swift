/// The nine weights of `UIFont.Weight` / SwiftUI `Font.Weight`, with the OS/2 weight class of
/// the bundled Inter cut that stands in for each.
public enum FontWeight: String, Sendable, Hashable, Codable, CaseIterable {
    case ultraLight, thin, light, regular, medium, semibold, bold, heavy, black

    /// OS/2 weight class: ultraLight 100 (Inter Thin) … black 900 (Inter Black), as CSS maps them.
    public var weightClass: Int {
        switch self {
        case .ultraLight: return 100
        case .thin: return 200
        case .light: return 300
        case .regular: return 400
        case .medium: return 500
        case .semibold: return 600
        case .bold: return 700
        case .heavy: return 800
        case .black: return 900
        }
    }
}
