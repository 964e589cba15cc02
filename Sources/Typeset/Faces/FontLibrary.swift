import FileAccess
import BundledFonts
import Foundation

/// The fonts render-preview can draw with: the bundled ones (Inter, Inter Display, DejaVu Sans,
/// Noto Color Emoji, Droid Sans Fallback) and any the user registers or supplies as the system
/// font (`SystemFonts`). Never the machine's installed fonts, so the same config and fonts give
/// the same pixels on every machine.
///
/// Faces are loaded once and shared. Resolving iOS names (system font weights, text styles,
/// family names used by the seed libraries) is `FontCatalog`'s job.
public final class FontLibrary: @unchecked Sendable {
    private let freeType = FreeTypeLibrary()
    private let lock = NSLock()
    private var byName: [String: FontFace] = [:]
    private var order: [String] = []

    /// The bundled fonts, mapped (`FontFace`); loading them costs a few milliseconds; do it once.
    public static let bundled: Result<FontLibrary, FontError> = {
        do {
            let library = FontLibrary()
            try library.registerBundledFonts()
            return .success(library)
        } catch let e as FontError {
            return .failure(e)
        } catch {
            return .failure(.bundledFontsMissing(searched: "\(error)"))
        }
    }()

    /// An empty library; add faces with `register(fileAt:)`.
    public init() {}

    /// A new library holding the bundled fonts, to which a config can add its own files without
    /// touching any other library. The bundled faces are shared with `bundled` (a face is
    /// immutable and safe to use from many threads), so this costs no file reads.
    public static func withBundledFonts() throws -> FontLibrary {
        let shared = try bundled.get()
        let library = FontLibrary()
        shared.lock.withLock {
            library.byName = shared.byName
            library.order = shared.order
        }
        return library
    }

    /// Where the bundled font files are.
    public static var bundledFontsDirectory: String? {
        BundledFonts.directory
    }

    private func registerBundledFonts() throws {
        guard let dir = Self.bundledFontsDirectory,
            let files = try? FileManager.default.contentsOfDirectory(atPath: dir)
        else {
            throw FontError.bundledFontsMissing(searched: BundledFonts.searchedFolders.joined(separator: ", "))
        }
        for file in files.sorted() where file.hasSuffix(".otf") || file.hasSuffix(".ttf") {
            _ = try register(fileAt: FilePath.joined(dir, file), mapped: true)
        }
        guard face(named: "Inter-Regular") != nil else {
            throw FontError.bundledFontsMissing(searched: dir)
        }
    }

    /// Loads a font file (e.g. a user's brand font) and makes it available under its PostScript
    /// name and its file name without extension. Returns the face.
    @discardableResult
    public func register(fileAt path: String) throws -> FontFace {
        try register(fileAt: path, mapped: false)
    }

    /// `register(fileAt:)`, mapping the file instead of reading it when `mapped` (a bundled font).
    private func register(fileAt path: String, mapped: Bool) throws -> FontFace {
        let face = try FontFace(path: path, library: freeType, mapped: mapped)
        add(face)
        return face
    }

    /// Makes a face loaded elsewhere (a system font) available under its PostScript name and its
    /// file name without extension, unless a face already has that name.
    public func add(_ face: FontFace) {
        let stem = ((face.path as NSString).lastPathComponent as NSString).deletingPathExtension
        lock.withLock {
            for name in [face.postScriptName, stem] where byName[name] == nil {
                byName[name] = face
                order.append(name)
            }
        }
    }

    /// A face by PostScript name or file name, or nil.
    public func face(named name: String) -> FontFace? {
        lock.withLock { byName[name] }
    }

    /// Every name `face(named:)` accepts, in registration order.
    public var names: [String] {
        lock.withLock { order }
    }
}
