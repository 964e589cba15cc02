import FileAccess
import Foundation
import PreviewModel

/// `out/manifest.json`: what a render wrote — every scene with its device and scale, every
/// frame with its time, file (relative to the output folder) and the SHA-256 of its pixels, and
/// the comparison sheets.
/// Keys are sorted and the layout fixed, so the same render gives the same bytes.
public struct Manifest: Codable, Sendable, Equatable {
    /// One rendered scene.
    public struct Scene: Codable, Sendable, Equatable {
        public var name: String
        public var device: String
        public var appearance: String
        public var scale: Double
        public var width: Int
        public var height: Int
        public var frames: [Frame]
        /// Frames per second of an animated scene (nil for a still).
        public var fps: Int?
        /// Preview files made from the frames (`animation.png`, `contact-sheet.png`).
        public var previews: [String]?
        /// The system font a team supplied that drew the scene (`SystemFonts.identity`); absent
        /// for the bundled Inter, as in goldens.
        public var systemFont: String?

        public init(name: String, device: String, appearance: String, scale: Double, width: Int, height: Int, frames: [Frame]) {
            self.name = name
            self.device = device
            self.appearance = appearance
            self.scale = scale
            self.width = width
            self.height = height
            self.frames = frames
        }
    }

    /// One frame file.
    public struct Frame: Codable, Sendable, Equatable {
        public var index: Int
        /// Seconds from the start of the scene.
        public var time: Double
        public var file: String
        public var sha256: String

        public init(index: Int, time: Double, file: String, sha256: String) {
            self.index = index
            self.time = time
            self.file = file
            self.sha256 = sha256
        }
    }

    /// The manifest's file name in the output folder.
    public static let fileName = OutputNames.manifest

    /// Format version of this file.
    public var version = 1
    /// The program and the C libraries that drew the frames (`render-preview 0.1.0 (libpng …,
    /// FreeType …, HarfBuzz …)`): when hashes change between machines, compare this first.
    public var generator: String?
    public var scenes: [Scene]
    /// Comparison sheets written beside the scenes' folders (`<name>-variants.png`), relative to
    /// the output folder; nil when there are none.
    public var sheets: [String]?

    public init(scenes: [Scene], generator: String? = nil) {
        self.scenes = scenes
        self.generator = generator
    }

    /// This run's manifest followed by the scenes and sheets the manifest already in `directory`
    /// lists that this run did not write and whose folder or file is still there: two renders
    /// into one folder leave a manifest naming both. An unreadable old manifest is replaced.
    public func keepingEarlier(in directory: String) -> Manifest {
        let path = FilePath.joined(directory, Self.fileName)
        guard WholeFile.entry(at: path) == .file, let bytes = try? WholeFile.read(path, limit: 64 << 20),
            let earlier = try? JSONDecoder().decode(Manifest.self, from: Data(bytes))
        else { return self }
        var merged = self
        let names = Set(scenes.map(\.name))
        merged.scenes += earlier.scenes.filter { scene in
            !names.contains(scene.name) && WholeFile.entry(at: FilePath.joined(directory, scene.name)) == .folder
        }
        let sheets = Set(self.sheets ?? [])
        let kept = (earlier.sheets ?? []).filter { !sheets.contains($0) && WholeFile.entry(at: FilePath.joined(directory, $0)) == .file }
        if !kept.isEmpty { merged.sheets = (self.sheets ?? []) + kept }
        return merged
    }

    /// The manifest as pretty-printed JSON with sorted keys.
    public func encoded() throws -> [UInt8] {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        return Array(try encoder.encode(self)) + [0x0A]
    }

    /// Writes `<directory>/manifest.json` atomically.
    public func write(into directory: String) throws {
        try AtomicFile.write(try encoded(), to: FilePath.joined(directory, Self.fileName))
    }
}
