import Foundation
import PNGCodec
import PresetImages
import PreviewModel
import Raster
import Synchronization

/// The image sets compiled into the program (`Sources/PresetImages`): a set is a name such as
/// `"Folder/name"` whose files are `name.png`, `name@2x.png` and `name@3x.png`, as an iOS
/// bundle holds them. Each set is decoded once per process, when first used.
package enum PresetImageSets {
    /// The set `name` as an image of its @1x size that a screen's scale picks a file from
    /// (`ImageContent.forScreen(scale:)`), tinted as a template image when `tint` is given; nil
    /// when no file of that name is compiled in.
    package static func image(named name: String, tint: Color? = nil) -> ImageContent? {
        let set = decodedSets.withLock { sets in
            if let known = sets[name] { return known }
            let made = decode(name)
            sets[name] = made
            return made
        }
        guard let first = set.first else { return nil }
        var image = ImageContent(source: first.source, scale: first.scale, tint: tint)
        image.otherScales = Array(set.dropFirst())
        return image
    }

    /// Every compiled-in file's name and bytes, in name order.
    package static var files: [(name: String, bytes: [UInt8])] {
        var count: UInt = 0
        guard let table = preset_image_files(&count) else { return [] }
        return (0..<Int(count)).map { (String(cString: table[$0].name), bytes(of: table[$0])) }
    }

    /// The bytes of the compiled-in file `name`, or nil when there is none.
    private static func bytes(named name: String) -> [UInt8]? {
        var count: UInt = 0
        guard let table = preset_image_files(&count) else { return nil }
        return (0..<Int(count)).first { String(cString: table[$0].name) == name }.map { bytes(of: table[$0]) }
    }

    private static func bytes(of file: preset_image_file) -> [UInt8] {
        Array(UnsafeBufferPointer(start: file.bytes, count: Int(file.count)))
    }

    private static let decodedSets = Mutex<[String: [ImageRepresentation]]>([:])

    /// The set's files decoded, lowest scale first; empty when it has none. A compiled-in file is
    /// part of the program, so one that does not decode is a build defect, not an input error.
    private static func decode(_ name: String) -> [ImageRepresentation] {
        [("", 1.0), ("@2x", 2.0), ("@3x", 3.0)].compactMap { suffix, scale in
            guard let bytes = bytes(named: name + suffix + ".png") else { return nil }
            guard let pixmap = try? PNGDecoder.decode(bytes) else {
                preconditionFailure("\(name)\(suffix).png: a compiled-in image does not decode")
            }
            return ImageRepresentation(source: DeferredImage(pixmap), scale: scale)
        }
    }
}
