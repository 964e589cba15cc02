import BundledFonts

/// What can go wrong finding or loading a font.
public enum FontError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The file does not exist or cannot be read; `reason` says why.
    case unreadableFile(path: String, reason: String)
    /// The file is not a font FreeType can open.
    case notAFont(path: String)
    /// No font has this name; `available` lists the names that would work.
    case unknownName(String, available: [String])
    /// The folder of system fonts given (SF Pro) cannot be used; `problem` says why.
    case systemFonts(folder: String, problem: String)
    /// The bundled fonts are missing from the build (a packaging problem).
    case bundledFontsMissing(searched: String)

    public var description: String {
        switch self {
        case .unreadableFile(let path, let reason): return "\(path): cannot read the font file (\(reason))"
        case .notAFont(let path): return "\(path): not a font file FreeType can open (expected .ttf, .otf or .ttc)"
        case .unknownName(let name, let available):
            return "unknown font `\(name)`. Available: \(available.joined(separator: ", "))"
        case .systemFonts(let folder, let problem): return "system fonts folder \(folder) \(problem)"
        case .bundledFontsMissing(let searched):
            return
                "the bundled fonts are missing (looked in \(searched)); keep \(BundledFonts.bundleName) beside the binary, install with `make install`, or set \(BundledFonts.environmentVariable) to the fonts' faces folder"
        }
    }
}
