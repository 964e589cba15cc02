import Foundation
import PNGCodec
import PreviewModel
import Raster

extension ConfigNode {
    /// A PNG asset at `path` (already resolved against the config's folder), read as an image
    /// whose scale is `scale`, else the file name's (`@3x` 3, `@2x` 2, otherwise 1), as UIKit
    /// reads an asset catalogue's files. A file that cannot be read is reported on this node.
    func imageAsset(at path: String, scale: Double? = nil) -> ImageContent? {
        do {
            let image = try decoder.deferredImage(at: path)
            let name = (path as NSString).lastPathComponent
            let inferred: Double = name.contains("@3x") ? 3 : name.contains("@2x") ? 2 : 1
            return ImageContent(source: image, scale: scale ?? inferred)
        } catch {
            report("cannot read the image: \(error)", kind: .missingFile)
            return nil
        }
    }

    /// The PNG this node names (a path beside the config), read as `imageAsset(at:scale:)` does:
    /// every image a config names is read here, so they all fail alike.
    func imageFile(scale: Double? = nil) -> ImageContent? {
        filePath().flatMap { imageAsset(at: $0, scale: scale) }
    }
}
