import Foundation
import Testing

/// No source calls the C library's transcendental functions (sin, cos, atan2, exp, pow …): their
/// last bits differ between C libraries and versions, and goldens hold what they feed (frames,
/// structure numbers). The project's own `AngleMath` and `MotionMath` give the same bits
/// everywhere; only their own files (which define functions of those names) may use the names.
/// Nor does any source fuse a multiply and an add (`fma`, `addingProduct`): one rounding instead
/// of two, done by the CPU on aarch64 and in software elsewhere, is a last bit that could differ.
/// (Swift never fuses `a * b + c` by itself; the C shims do no floating point.)
@Suite struct NoLibmTests {
    static let functions = [
        "sin", "cos", "tan", "asin", "acos", "atan", "atan2", "sinh", "cosh", "tanh", "exp", "exp2", "expm1",
        "log", "log2", "log10", "log1p", "pow", "cbrt", "hypot", "fma",
    ]

    @Test func noSourceCallsALibmTranscendental() throws {
        let sources = URL(fileURLWithPath: PresetFixtures.repositoryRoot).appendingPathComponent("Sources")
        // A bare or C-library-qualified call (`exp(`, `Foundation.exp(`), not a method of another
        // type (`AngleMath.atan2(`) nor a definition (`func exp(`).
        let names = Self.functions.joined(separator: "|")
        let pattern = try NSRegularExpression(
            pattern: "(?:(?<![A-Za-z0-9_.])|(?<=Foundation\\.)|(?<=Glibc\\.))(?<!func )(\(names))\\s*\\(|\\.(formA|a)ddingProduct\\s*\\(")
        var calls: [String] = []
        let files = FileManager.default.enumerator(atPath: sources.path)?.compactMap { $0 as? String } ?? []
        #expect(files.count > 100)
        for file in files where file.hasSuffix(".swift") && !file.hasSuffix("AngleMath.swift") && !file.hasSuffix("MotionMath.swift") {
            let text = try String(contentsOf: sources.appendingPathComponent(file), encoding: .utf8)
            for (n, line) in text.components(separatedBy: "\n").enumerated() {
                let code = line.components(separatedBy: "//")[0]  // comments may name them
                let range = NSRange(code.startIndex..., in: code)
                if pattern.firstMatch(in: code, range: range) != nil { calls.append("Sources/\(file):\(n + 1): \(line)") }
            }
        }
        #expect(calls.isEmpty, "libm calls:\n\(calls.joined(separator: "\n"))")
    }
}
