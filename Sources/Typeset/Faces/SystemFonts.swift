import FileAccess
import Foundation
import Synchronization

/// The system font a team supplies — SF Pro, which render-preview may not ship — read from a
/// folder of font files, and drawn as Core Text draws it:
///
/// - A variable font of the family (SF-Pro.ttf, SF-Pro-Italic.ttf) is preferred, as iOS's own
///   system font is one: each weight is its named instance (`Semibold` …) or, without one, the
///   `wght` value of the weight's class (600); the optical size axis `opsz` follows the point
///   size, as Core Text sets it by default.
/// - Otherwise the static `<family> Text` faces draw below 20 pt and `<family> Display` faces from
///   20 pt (SF Pro Text and SF Pro Display), the nearest weight of each.
/// - Every face's `trak` table is applied by the shaper (`TrackingTable`).
///
/// The family is SF Pro when the folder has it, else the only family there that has a variable
/// font or Text/Display faces. Every face in the folder can also be named in a config
/// (`SFProRounded-Semibold`, `SFCompactText-Regular` …). A folder is read once per process.
public final class SystemFonts: @unchecked Sendable {
    /// The folder, as given.
    public let folder: String
    /// The family drawn as the system font, e.g. `SF Pro`.
    public let family: String
    /// What a golden records of these fonts: family, version and kind, no path — e.g.
    /// `SF Pro, Version 21.0d5e1 (variable)`. Two machines with the same fonts agree on it.
    public let identity: String
    /// Every face in the folder, in file-name order.
    public let faces: [FontFace]

    private enum Drawing {
        case variable(upright: FontFace, italic: FontFace?, named: [String: [String: Double]])
        case opticalSizes(text: [FontFace], display: [FontFace])
    }
    private let drawing: Drawing
    private let lock = NSLock()
    private var instances: [InstanceKey: FontFace] = [:]

    private struct InstanceKey: Hashable {
        let italic: Bool
        let weight: FontWeight
        let size: Double
    }

    /// At most this many variable-font instances are kept; then the kept ones are let go of
    /// (each is made again, the same, when next asked for), so memory does not grow with the
    /// number of sizes a run draws.
    static let maxInstances = 512

    /// The system fonts in `folder`, read once per process (by the folder's absolute path).
    public static func load(folder: String) throws -> SystemFonts {
        let key = URL(fileURLWithPath: folder).standardizedFileURL.path
        if let known = cache.withLock({ $0[key] }) { return known }
        let fonts = try SystemFonts(folder: folder)
        return cache.withLock { table in
            if let known = table[key] { return known }
            table[key] = fonts
            return fonts
        }
    }

    private static let cache = Mutex<[String: SystemFonts]>([:])

    private init(folder: String) throws {
        self.folder = folder
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: folder, isDirectory: &isDirectory), isDirectory.boolValue else {
            throw FontError.systemFonts(folder: folder, problem: "no such folder")
        }
        let files = ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? [])
            .filter { ["otf", "ttf", "ttc"].contains(($0 as NSString).pathExtension.lowercased()) }
            .sorted()
        let library = FreeTypeLibrary()
        var faces: [FontFace] = []
        for file in files {
            faces.append(try FontFace(path: FilePath.joined(folder, file), library: library))
        }
        guard !faces.isEmpty else {
            throw FontError.systemFonts(folder: folder, problem: "holds no .otf, .ttf or .ttc font files")
        }
        self.faces = faces
        let families = Self.families(faces)
        let chosen: String
        if families["SF Pro"] != nil {
            chosen = "SF Pro"
        } else if families.count == 1, let only = families.keys.first {
            chosen = only
        } else {
            let found = Set(faces.map { $0.names.typographicFamily ?? $0.familyName }).sorted()
            throw FontError.systemFonts(
                folder: folder,
                problem: families.isEmpty
                    ? "has no system font family: expected a variable font (SF-Pro.ttf) or `… Text` and `… Display` faces (SF Pro Text, SF Pro Display); found \(found.joined(separator: ", "))"
                    : "has several font families that could be the system font (\(families.keys.sorted().joined(separator: ", "))) and none is SF Pro; keep one in the folder"
            )
        }
        family = chosen
        let members = families[chosen]!
        if let upright = members.variable.first(where: { !$0.isItalic }) ?? members.variable.first {
            let italic = members.variable.first { $0.isItalic && $0 !== upright }
            var named: [String: [String: Double]] = [:]
            for instance in upright.namedInstances where named[Self.key(instance.name)] == nil {
                named[Self.key(instance.name)] = instance.values
            }
            drawing = .variable(upright: upright, italic: italic, named: named)
            identity = "\(chosen), \(upright.names.string(id: 5) ?? "no version") (variable)"
        } else {
            drawing = .opticalSizes(text: members.text, display: members.display)
            let first = (members.text + members.display).min { $0.weightDistance(to: .regular) < $1.weightDistance(to: .regular) }!
            identity = "\(chosen), \(first.names.string(id: 5) ?? "no version") (Text and Display)"
        }
    }

    /// The face that draws the system font at a weight, slant and size.
    public func face(weight: FontWeight, italic: Bool, size: Double) -> FontFace {
        switch drawing {
        case .opticalSizes(let text, let display):
            let pool = (size >= FontCatalog.displaySizeThreshold ? display : text).nonEmpty ?? text.nonEmpty ?? display
            let slanted = pool.filter { $0.isItalic == italic }.nonEmpty ?? pool
            return slanted.min { ($0.weightDistance(to: weight), $0.path) < ($1.weightDistance(to: weight), $1.path) }!
        case .variable(let upright, let italicFace, let named):
            let base = italic ? (italicFace ?? upright) : upright
            let key = InstanceKey(italic: italic && italicFace != nil, weight: weight, size: size)
            if let made = lock.withLock({ instances[key] }) { return made }
            var values: [String: Double] = [:]
            if base.variationAxes.contains(where: { $0.tag == "wght" }) {
                values["wght"] = Self.weightNames[weight]!.lazy.compactMap { named[Self.key($0)]?["wght"] }.first ?? Double(weight.weightClass)
            }
            if base.variationAxes.contains(where: { $0.tag == "opsz" }) { values["opsz"] = size }
            let face = (try? base.instance(values)) ?? base
            return lock.withLock {
                if instances.count >= Self.maxInstances { instances.removeAll() }
                if let made = instances[key] { return made }
                instances[key] = face
                return face
            }
        }
    }

    /// The names Apple's fonts give each weight's instance (UIFont.Weight's own names).
    static let weightNames: [FontWeight: [String]] = [
        .ultraLight: ["Ultralight"], .thin: ["Thin"], .light: ["Light"], .regular: ["Regular"], .medium: ["Medium"],
        .semibold: ["Semibold"], .bold: ["Bold"], .heavy: ["Heavy"], .black: ["Black"],
    ]

    private static func key(_ name: String) -> String { name.lowercased().filter { $0 != " " && $0 != "-" } }

    /// The candidate system families: the variable faces of a family, and its Text and Display faces.
    private static func families(_ faces: [FontFace]) -> [String: (variable: [FontFace], text: [FontFace], display: [FontFace])] {
        var result: [String: (variable: [FontFace], text: [FontFace], display: [FontFace])] = [:]
        for face in faces {
            let name = face.names.typographicFamily ?? face.familyName
            if face.variationAxes.contains(where: { $0.tag == "wght" || $0.tag == "opsz" }) {
                result[name, default: ([], [], [])].variable.append(face)
            } else if name.hasSuffix(" Text") {
                result[String(name.dropLast(5)), default: ([], [], [])].text.append(face)
            } else if name.hasSuffix(" Display") {
                result[String(name.dropLast(8)), default: ([], [], [])].display.append(face)
            }
        }
        return result
    }
}

extension FontFace {
    /// How far the face's weight class is from a weight's.
    func weightDistance(to weight: FontWeight) -> Int { abs(weightClass - weight.weightClass) }
}

extension Array {
    fileprivate var nonEmpty: [Element]? { isEmpty ? nil : self }
}
