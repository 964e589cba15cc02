import PreviewKit
import Raster
import Typeset

/// One image putting a scene's frames before and after a change side by side — from two configs
/// or goldens — in two rows, with a third row marking every pixel that differs (`DiffImage`:
/// magenta on a washed-out copy). A column per moment compared.
package struct BeforeAfterSheet {
    /// One moment: its label (`t = 0.250 s`, or `still`) and the two frames, full size.
    package struct Row {
        package var label: String
        package var before: Pixmap?
        package var after: Pixmap?

        package init(label: String, before: Pixmap?, after: Pixmap?) {
            self.label = label
            self.before = before
            self.after = after
        }

        /// Pixels that differ (any channel), or nil when a frame is missing or the sizes differ.
        package var differingPixels: Int? {
            guard let b = before, let a = after, b.width == a.width, b.height == a.height else { return nil }
            var n = 0
            for y in 0..<b.height {
                for x in 0..<b.width where b[x, y] != a[x, y] { n += 1 }
            }
            return n
        }
    }

    package var title: String
    package var beforeLabel: String
    package var afterLabel: String
    package var rows: [Row]
    /// Width of each frame on the sheet, in pixels.
    package var width: Int

    package init(title: String, beforeLabel: String, afterLabel: String, rows: [Row], width: Int) {
        self.title = title
        self.beforeLabel = beforeLabel
        self.afterLabel = afterLabel
        self.rows = rows
        self.width = width
    }

    /// The sheet, and per row how many pixels differ (nil: not comparable); `LabelledGrid.TooLarge`
    /// when it would be larger than a frame may be.
    package func image(fonts: FontCatalog) throws -> (image: Pixmap, differing: [Int?]) {
        var cells: [[Pixmap?]] = []
        var labels: [String] = [], differing: [Int?] = []
        for row in rows {
            let count = row.differingPixels
            differing.append(count)
            let note: String
            switch count {
            case nil: note = row.before == nil ? "only after" : row.after == nil ? "only before" : "sizes differ"
            case 0?: note = "identical"
            case let n?: note = "\(n) px differ"
            }
            labels.append(row.label + "\n" + note)
            var diff: Pixmap?
            if let b = row.before, let a = row.after, count != nil {
                let e = Premultiply.unpremultiplied(b.bytes), c = Premultiply.unpremultiplied(a.bytes)
                var bytes = DiffImage.make(expected: e, actual: c, width: b.width, height: b.height)
                Premultiply.premultiplyInPlace(&bytes)
                diff = Pixmap(width: b.width, height: b.height, premultipliedBytes: bytes)
            }
            cells.append([row.before, row.after, diff].map { $0.map { LabelledGrid.fitted($0, width: width) } })
        }
        // Moments across, before / after / difference down: an animation reads as three filmstrips.
        let grid = LabelledGrid(
            title: title, subtitle: "before: \(beforeLabel)   after: \(afterLabel)",
            columns: labels, rows: ["before", "after", "difference"],
            cells: (0..<3).map { r in cells.map { $0[r] } })
        return (try grid.image(fonts: fonts), differing)
    }

}
