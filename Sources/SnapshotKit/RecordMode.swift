import Foundation

/// When goldens are written, the same everywhere: `render-preview check --record`, the
/// `RENDER_PREVIEW_RECORD` environment variable read by `PreviewTesting` and by `check`, and the
/// project's own raster and text golden tests. Whatever records something fails the run that
/// did it — the command exits 1, the test fails — so a recording never passes unnoticed.
public enum RecordMode: String, Sendable, Hashable, CaseIterable, ExpressibleByBooleanLiteral {
    /// Only compare (the default, and what CI gets).
    case never
    /// Record what has no golden yet; compare the rest.
    case missing
    /// Record what has no golden or does not match it; leave matching goldens alone.
    case failed
    /// Record everything again.
    case all

    /// The environment variable: `never`, `missing`, `failed` or `all` (`1` is read as `all`,
    /// `0` or empty as `never`).
    public static let variable = "RENDER_PREVIEW_RECORD"

    /// `record: true` is `.all`, `record: false` is `.never`.
    public init(booleanLiteral value: Bool) { self = value ? .all : .never }

    /// Reads a mode as the environment variable or `--record` writes it; nil when it is none.
    public init?(parsing text: String) {
        switch text.lowercased() {
        case "", "0": self = .never
        case "1": self = .all
        default:
            guard let mode = RecordMode(rawValue: text.lowercased()) else { return nil }
            self = mode
        }
    }

    /// The mode the environment asks for; `.never` when the variable is unset.
    /// Throws `Invalid` when it holds something else than a mode.
    public static func fromEnvironment(_ environment: [String: String] = ProcessInfo.processInfo.environment) throws -> RecordMode {
        guard let value = environment[variable] else { return .never }
        guard let mode = RecordMode(parsing: value) else { throw Invalid(value: value) }
        return mode
    }

    /// The environment's mode, or `.never` when the variable holds no mode (a test then fails on
    /// `Invalid`'s message through `fromEnvironment`).
    public static var environment: RecordMode { (try? fromEnvironment()) ?? .never }

    /// A `RENDER_PREVIEW_RECORD` value that is not a mode.
    public struct Invalid: Error, CustomStringConvertible, Sendable {
        public let value: String
        public var description: String {
            "\(RecordMode.variable)=\(value) is not a record mode; use never, missing, failed or all"
        }
    }

    /// The scenes of a check's results this mode records.
    public func picks(_ results: [SceneResult]) -> Set<String> {
        Set(results.filter { records(hasGoldens: $0.problem != .noGoldens, passed: $0.passed) }.map(\.name))
    }

    /// Whether a scene is recorded under this mode, given whether it has goldens and passed.
    public func records(hasGoldens: Bool, passed: Bool) -> Bool {
        switch self {
        case .never: return false
        case .missing: return !hasGoldens
        case .failed: return !passed
        case .all: return true
        }
    }
}
