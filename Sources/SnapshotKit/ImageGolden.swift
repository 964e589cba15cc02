import FileAccess
import PNGCodec
import Raster

/// One image kept as a golden PNG file, checked and recorded under a `RecordMode`: the
/// project's own raster and text goldens (`golden/raster/`, `golden/text/`) use it, so they
/// record exactly as `check --record` and `PreviewTesting` do, and say how a difference looks.
public enum ImageGolden {
    /// What a comparison found, or what a recording did.
    public enum Outcome: Sendable, Equatable {
        case matches
        case missing
        case sizeDiffers(golden: [Int], rendered: [Int])
        case differs(FrameDifference)
        /// The golden was written (`added` when there was none).
        case recorded(added: Bool)

        /// Whether a test passes on it: only a match does — a recording fails the run.
        public var passed: Bool { self == .matches }

        /// What happened, naming the golden: "golden/text/latin.png: geometry: 12 pixels differ …".
        public func message(_ path: String) -> String {
            switch self {
            case .matches: return "\(path): matches"
            case .missing: return "\(path): no golden; record it with \(RecordMode.variable)=missing, then look at it"
            case .sizeDiffers(let g, let n): return "\(path): golden is \(g[0])×\(g[1]), image is \(n[0])×\(n[1])"
            case .differs(let d): return "\(path): \(d.summary)"
            case .recorded(let added):
                return
                    "\(path): \(added ? "recorded" : "re-recorded") because \(RecordMode.variable) is set; look at it, then run the tests again without it"
            }
        }
    }

    /// Compares `pixmap` (premultiplied) with the PNG at `path`, recording it first when `mode` says so.
    public static func verify(_ pixmap: Pixmap, golden path: String, mode: RecordMode) throws -> Outcome {
        let straight = Premultiply.unpremultiplied(pixmap.bytes)
        var outcome = Outcome.missing
        if WholeFile.entry(at: path) == .file {
            let expected = try PNGDecoder.decodeStraightRGBA(WholeFile.read(path))
            if expected.width != pixmap.width || expected.height != pixmap.height {
                outcome = .sizeDiffers(golden: [expected.width, expected.height], rendered: [pixmap.width, pixmap.height])
            } else if let d = FrameDifference.between(expected: expected.bytes, actual: straight, width: pixmap.width, height: pixmap.height) {
                outcome = .differs(d)
            } else {
                outcome = .matches
            }
        }
        guard mode.records(hasGoldens: outcome != .missing, passed: outcome == .matches) else { return outcome }
        try OutputDirectory.create(FilePath.parent(of: path))
        try PNGFile.write(
            straightRGBA: straight, width: pixmap.width, height: pixmap.height, to: path,
            options: PNGEncodingOptions(compressionLevel: 9, filter: .none))
        return .recorded(added: outcome == .missing)
    }
}
