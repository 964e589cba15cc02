/// Which way the interface reads: the direction `leading` and `trailing` stand for, as UIKit's
/// `effectiveUserInterfaceLayoutDirection` and SwiftUI's `layoutDirection` environment value.
///
/// Right to left mirrors the layout the way iOS mirrors an app running in Arabic or Hebrew:
/// stacks run from the right, `leading` alignment and padding sit on the right, text whose
/// alignment is natural lines up on the right (see `LayoutEngine`). Drawing does not mirror:
/// text keeps its glyphs, images and icons face the way they were drawn (except views marked
/// `flipsForRightToLeft`, as SwiftUI's `flipsForRightToLeftLayoutDirection(true)`), and shadow
/// offsets stay as given (`CALayer.shadowOffset` knows nothing of direction).
public enum LayoutDirection: String, Sendable, Hashable, Codable, CaseIterable {
    case leftToRight, rightToLeft

    /// The short name a `variants` axis adds to scene names: `ltr` or `rtl`.
    public var slug: String { self == .leftToRight ? "ltr" : "rtl" }
}
