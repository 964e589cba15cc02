import Raster

/// A laid-out tree turned right to left. SwiftUI describes its right-to-left layout as flipping
/// "the x position of each view within its parent"; flipping every view within its parent, all
/// the way down, is one reflection of the whole tree about the centre line of the rectangle it
/// was laid out in. So the engine lays out left to right and reflects the frames: stacks then run
/// from the right, and leading alignment, padding and placement land on the right, each exactly
/// where a mirrored layout puts them.
///
/// Only positions move. What a node draws inside its frame stays as it is, except:
/// - a progress bar fills from the right (UIKit's controls mirror);
/// - a `flipsForRightToLeft` view is drawn reflected in its frame (its subtree keeps the
///   left-to-right layout, reflected as a picture, as SwiftUI's modifier does).
/// Text alignment and the config's own mirrored values (offsets, gradient points) are settled
/// before this: see `LayoutEngine.textLayout` and the config readers.
extension LayoutNode {
    /// The tree reflected about the vertical line `x = axis`, frames snapped again by `snap`.
    func mirrored(about axis: Double, snap: (Rect) -> Rect) -> LayoutNode {
        var node = self
        node.frame = snap(Rect(x: axis - frame.maxX, y: frame.y, width: frame.width, height: frame.height))
        switch content {
        case .progress(var bar):
            bar.fillsFromRight.toggle()
            node.content = .progress(bar)
        case .modifier(.flipsForRightToLeft):
            let dx = node.frame.x - frame.x
            node.content = .reflected
            node.children = children.map { $0.moved(by: dx) }
            return node
        default:
            break
        }
        node.children = children.map { $0.mirrored(about: axis, snap: snap) }
        return node
    }

    /// The tree moved `dx` points to the right.
    func moved(by dx: Double) -> LayoutNode {
        var node = self
        node.frame.x += dx
        node.children = children.map { $0.moved(by: dx) }
        return node
    }
}
