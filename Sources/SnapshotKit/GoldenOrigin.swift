import PNGCodec
import Typeset

/// Where a scene's goldens were recorded: the machine's architecture, the Swift compiler, and
/// the C libraries whose work goldens hold (FreeType's outlines and HarfBuzz's shaping in the
/// pixels, zlib's deflate in the PNGs' bytes). Goldens are meant to be the same on every machine;
/// when a frame differs and its goldens came from another kind of machine, a check says so first
/// — that is where to look before any pixel.
package struct GoldenOrigin: Codable, Sendable, Equatable {
    /// "x86_64" or "aarch64" (as `uname -m` says it).
    package var architecture: String
    /// The compiler's language version, e.g. "6.3".
    package var swift: String
    package var freeType: String
    package var harfBuzz: String
    package var zlib: String

    package init(architecture: String, swift: String, freeType: String, harfBuzz: String, zlib: String) {
        self.architecture = architecture
        self.swift = swift
        self.freeType = freeType
        self.harfBuzz = harfBuzz
        self.zlib = zlib
    }

    /// This build on this machine.
    package static let current = GoldenOrigin(
        architecture: currentArchitecture, swift: currentSwift,
        freeType: TextLibraryVersions.freeType, harfBuzz: TextLibraryVersions.harfBuzz, zlib: PNGLibraryVersion.zlib)

    /// "recorded on aarch64 with FreeType 2.14.1; this is x86_64 with FreeType 2.12.1", naming only
    /// what differs; nil when nothing does.
    package func contrast(with running: GoldenOrigin) -> String? {
        let parts: [(String, String, String)] = [
            ("Swift", swift, running.swift), ("FreeType", freeType, running.freeType),
            ("HarfBuzz", harfBuzz, running.harfBuzz), ("zlib", zlib, running.zlib),
        ]
        let differing = parts.filter { $0.1 != $0.2 }
        let then = differing.map { "\($0.0) \($0.1)" }.joined(separator: ", ")
        let now = differing.map { "\($0.0) \($0.2)" }.joined(separator: ", ")
        if architecture != running.architecture {
            return "the goldens were recorded on \(architecture)\(then.isEmpty ? "" : " with \(then)"); "
                + "this is \(running.architecture)\(now.isEmpty ? "" : " with \(now)")"
        }
        return differing.isEmpty ? nil : "the goldens were recorded with \(then); this machine has \(now)"
    }

    private static var currentArchitecture: String {
        #if arch(x86_64)
        "x86_64"
        #elseif arch(arm64)
        "aarch64"
        #elseif arch(i386)
        "i386"
        #elseif arch(arm)
        "arm"
        #elseif arch(riscv64)
        "riscv64"
        #elseif arch(powerpc64le)
        "ppc64le"
        #elseif arch(s390x)
        "s390x"
        #else
        "unknown"
        #endif
    }

    private static var currentSwift: String {
        #if compiler(>=6.5)
        "6.5 or later"
        #elseif compiler(>=6.4)
        "6.4"
        #elseif compiler(>=6.3)
        "6.3"
        #elseif compiler(>=6.2)
        "6.2"
        #elseif compiler(>=6.1)
        "6.1"
        #else
        "6.0"
        #endif
    }
}
