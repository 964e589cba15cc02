// How two PNG snapshots are compared: decoded to straight RGBA and measured with SnapshotKit's
// FrameDifference, so a failure says in render-preview's words what changed and where.
#if SnapshotTesting
import Foundation
import PNGCodec
import PreviewTesting
import SnapshotTesting

extension Diffing where Value == Data {
    /// Compares two PNGs by their pixels (not their bytes): equal within `tolerance` passes;
    /// otherwise the message is `FrameDifference.summary` — the kind of change first, then how
    /// many pixels, where, and by how much ("geometry: 12 pixels differ (<0.01%) in x 40..<52, y
    /// 700..<701, by up to 255 levels"). Nothing is attached: the failing image is written by
    /// swift-snapshot-testing itself (to `SNAPSHOT_ARTIFACTS` or the temporary folder).
    public static func renderPreviewPNG(tolerance: Tolerance = .exact) -> Diffing {
        .diff(toData: { $0 }, fromData: { $0 }) { reference, actual in
            PNGComparison.failure(reference: reference, actual: actual, tolerance: tolerance).map { ($0, []) }
        }
    }
}

/// The comparison behind `Diffing<Data>.renderPreviewPNG`.
enum PNGComparison {
    /// Nil when the two PNGs match within `tolerance`; otherwise why not.
    static func failure(reference: Data, actual: Data, tolerance: Tolerance) -> String? {
        if let problem = RenderProblem(marker: actual) { return problem.text }
        if reference == actual { return nil }
        if let problem = RenderProblem(marker: reference) {
            return "the reference holds no image but a render-preview error (\(problem.text)); record it again"
        }
        let expected: StraightRGBAImage, rendered: StraightRGBAImage
        do {
            expected = try PNGDecoder.decodeStraightRGBA([UInt8](reference))
        } catch {
            return "the reference is not a PNG render-preview can read (\(error)); record it again"
        }
        do {
            rendered = try PNGDecoder.decodeStraightRGBA([UInt8](actual))
        } catch {
            return "the rendered PNG cannot be read back (\(error))"
        }
        guard expected.width == rendered.width, expected.height == rendered.height else {
            return
                "size: the reference is \(expected.width)×\(expected.height) px, the scene now renders \(rendered.width)×\(rendered.height) px (another device, orientation or scale?)"
        }
        guard
            var difference = FrameDifference.between(
                expected: expected.bytes, actual: rendered.bytes,
                width: expected.width, height: expected.height,
                channel: tolerance.channel),
            !difference.isTolerated(by: tolerance)
        else { return nil }
        difference.failedGate = difference.gateFailure(under: tolerance)
        return difference.summary + (tolerance.isExact && tolerance.maxRegion == nil ? "" : " (tolerance: \(tolerance))")
    }
}
#endif
