import FileAccess
import PNGCodec
import PreviewKit

/// The images that show a failing frame: `<scene>/<frame>-expected.png`, `-actual.png` and
/// `-diff.png` (see `DiffImage`) inside the artifacts folder.
public enum CheckArtifacts {
    /// Writes the three images; returns their paths relative to `folder`.
    static func write(expected: [UInt8], actual: [UInt8], width: Int, height: Int, channel: Int,
                      scene: String, file: String, into folder: String) throws -> [String] {
        let stem = file.hasSuffix(".png") ? String(file.dropLast(4)) : file
        try OutputDirectory.create(FilePath.joined(folder, scene))
        let options = PNGEncodingOptions(compressionLevel: 6, filter: .none)
        var written: [String] = []
        for (suffix, bytes) in [("expected", expected), ("actual", actual),
                                ("diff", DiffImage.make(expected: expected, actual: actual, width: width, height: height, channel: channel))] {
            let relative = FilePath.joined(scene, stem + "-" + suffix + ".png")
            try PNGFile.write(straightRGBA: bytes, width: width, height: height, to: FilePath.joined(folder, relative), options: options)
            written.append(relative)
        }
        return written
    }
}
