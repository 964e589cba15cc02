import FileAccess
import Foundation
import Raster
import PNGCodec
import PreviewKit

/// The images that show a failing frame: `<scene>/<frame>-expected.png`, `-actual.png`,
/// `-diff.png` (see `DiffImage`) and `-zoom.png` (the changed box close up, see `ZoomImage`)
/// inside the artifacts folder, which holds one run's artifacts only.
public enum CheckArtifacts {
    /// The file that marks a folder as render-preview's artifacts folder, so a later run may clear it.
    public static let marker = ".render-preview-check"

    /// Makes `folder` ready for a new run: a previous run's artifacts are removed (the folder
    /// goes), so a report never shows an old run's images. A folder render-preview did not
    /// write (no marker, no report) is never touched: unless it is empty, that is an error.
    public static func clear(_ folder: String) throws {
        guard WholeFile.entry(at: folder) != .missing else { return }
        let entries = try FileManager.default.contentsOfDirectory(atPath: folder)
        guard !entries.isEmpty else { return }
        guard entries.contains(marker) || entries.contains(HTMLReport.fileName) || holdsOnlyArtifacts(folder) else {
            throw FileError.folderUnreplaceable(
                path: folder, reason: "it holds files render-preview check did not write; choose another --artifacts folder or empty it")
        }
        do {
            try FileManager.default.removeItem(atPath: folder)
        } catch  where WholeFile.entry(at: folder) == .missing {
            // Already gone: another run cleared it.
        }
    }

    /// Whether every file under `folder` is named as a check's images are (a run that wrote no
    /// report, or one from before the marker existed).
    static func holdsOnlyArtifacts(_ folder: String) -> Bool {
        guard let files = FileManager.default.enumerator(atPath: folder)?.compactMap({ $0 as? String }) else { return false }
        let suffixes = ["-expected.png", "-actual.png", "-diff.png", "-zoom.png"]
        return files.allSatisfy { path in
            var isFolder: ObjCBool = false
            _ = FileManager.default.fileExists(atPath: FilePath.joined(folder, path), isDirectory: &isFolder)
            return isFolder.boolValue || FilePath.lastComponent(of: path) == "filmstrip.png" || suffixes.contains { path.hasSuffix($0) }
        }
    }

    /// Marks `folder` as this run's artifacts, once something was written into it.
    public static func mark(_ folder: String) {
        guard WholeFile.entry(at: folder) != .missing else { return }
        try? AtomicFile.write(Array("render-preview check writes this folder anew on every run\n".utf8), to: FilePath.joined(folder, marker))
    }

    /// Writes the four images; returns their paths relative to `folder` (expected, actual, diff, zoom).
    static func write(
        expected: [UInt8], actual: [UInt8], width: Int, height: Int, channel: Int, box: PixelRect,
        scene: String, file: String, into folder: String
    ) throws -> [String] {
        let stem = file.hasSuffix(".png") ? String(file.dropLast(4)) : file
        try OutputDirectory.create(FilePath.joined(folder, scene))
        let options = PNGEncodingOptions(compressionLevel: 6, filter: .none)
        var written: [String] = []
        let diff = DiffImage.make(expected: expected, actual: actual, width: width, height: height, channel: channel)
        let zoom = ZoomImage.make(expected: expected, actual: actual, diff: diff, width: width, height: height, box: box)
        for (suffix, bytes, w, h) in [
            ("expected", expected, width, height), ("actual", actual, width, height),
            ("diff", diff, width, height), ("zoom", zoom.bytes, zoom.width, zoom.height),
        ] {
            let relative = FilePath.joined(scene, stem + "-" + suffix + ".png")
            try PNGFile.write(straightRGBA: bytes, width: w, height: h, to: FilePath.joined(folder, relative), options: options)
            written.append(relative)
        }
        return written
    }
}
