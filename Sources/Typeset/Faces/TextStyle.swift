/// UIKit's text styles (`UIFont.TextStyle`, SwiftUI `Font.TextStyle`) with their sizes for each
/// Dynamic Type setting, from Apple's Human Interface Guidelines (Typography, iOS tables).
public enum TextStyle: String, Sendable, Hashable, Codable, CaseIterable {
    case largeTitle, title1, title2, title3, headline, body, callout, subheadline, footnote, caption1, caption2

    /// The weight iOS uses for the style: semibold for headline, regular for the rest.
    public var weight: FontWeight { self == .headline ? .semibold : .regular }

    /// Point size at a Dynamic Type size.
    public func size(at dynamicType: DynamicTypeSize = .large) -> Double {
        let table: [Double]
        switch self {
        //                 xS  S   M   L   xL  xxL xxxL AX1 AX2 AX3 AX4 AX5
        case .largeTitle: table = [31, 32, 33, 34, 36, 38, 40, 44, 48, 52, 56, 60]
        case .title1: table = [25, 26, 27, 28, 30, 32, 34, 38, 43, 48, 53, 58]
        case .title2: table = [19, 20, 21, 22, 24, 26, 28, 34, 39, 44, 50, 56]
        case .title3: table = [17, 18, 19, 20, 22, 24, 26, 31, 37, 43, 49, 55]
        case .headline: table = [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53]
        case .body: table = [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53]
        case .callout: table = [13, 14, 15, 16, 18, 20, 22, 26, 32, 38, 44, 51]
        case .subheadline: table = [12, 13, 14, 15, 17, 19, 21, 25, 30, 36, 42, 49]
        case .footnote: table = [12, 12, 12, 13, 15, 17, 19, 23, 27, 33, 38, 44]
        case .caption1: table = [11, 11, 11, 12, 14, 16, 18, 22, 26, 32, 37, 43]
        case .caption2: table = [11, 11, 11, 11, 13, 15, 17, 20, 24, 29, 34, 41]
        }
        return table[DynamicTypeSize.allCases.firstIndex(of: dynamicType)!]
    }
}

/// The Dynamic Type (content size category) settings, smallest to largest; `.large` is the default.
public enum DynamicTypeSize: String, Sendable, Hashable, Codable, CaseIterable {
    case xSmall, small, medium, large, xLarge, xxLarge, xxxLarge
    case accessibility1, accessibility2, accessibility3, accessibility4, accessibility5
}
