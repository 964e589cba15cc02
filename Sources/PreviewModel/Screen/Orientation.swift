/// How a device is held. Landscape is the device turned a quarter turn with its sensor housing
/// on the left (the insets are symmetric, so which way it turned changes nothing else).
public enum Orientation: String, Sendable, Hashable, Codable, CaseIterable {
    case portrait
    case landscape
}
