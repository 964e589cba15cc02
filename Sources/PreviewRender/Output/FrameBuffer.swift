import Foundation
import PreviewModel

/// A frame-sized byte buffer kept for a worker's whole run. Its memory comes zeroed from the
/// system and is only made resident where it is written, so a buffer used for a few rows of each
/// frame costs those rows, not the screen.
final class FrameBuffer {
    let count: Int
    let bytes: UnsafeMutableRawPointer

    init(count: Int) {
        self.count = count
        guard let memory = calloc(max(count, 1), 1) else { fatalError("out of memory for a \(count)-byte frame buffer") }
        bytes = memory
    }

    deinit { free(bytes) }
}
