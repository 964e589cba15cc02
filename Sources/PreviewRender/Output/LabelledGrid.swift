import PreviewModel
import Raster
import Typeset

/// Images in a grid with a title, a label over each column and one beside each row, on a light
/// grey sheet: what comparison sheets are made of (a variants matrix, before and after).
/// Columns are as wide as their widest image and rows as tall as their tallest, images at their
/// own size, top-left in their cell, so that images made at one scale compare size for size.
package struct LabelledGrid {
    package var title: String
    /// A second line under the title (what the rows and columns are), if any.
    package var subtitle: String?
    package var columns: [String]
    package var rows: [String]
    /// `cells[row][column]`; nil leaves the cell empty.
    package var cells: [[Pixmap?]]

    package init(title: String, subtitle: String? = nil, columns: [String], rows: [String], cells: [[Pixmap?]]) {
        self.title = title
        self.subtitle = subtitle
        self.columns = columns
        self.rows = rows
        self.cells = cells
    }

    static let margin = 24.0, gap = 16.0, labelGap = 8.0
    /// The tallest a cell's image is made (`fitted`): a very tall screen gets a narrower image.
    package static let maxCellHeight = 2_048

    /// `image` scaled to `width` pixels wide, or narrower if it would be taller than
    /// `maxCellHeight`: what a sheet's cell holds.
    package static func fitted(_ image: Pixmap, width: Int) -> Pixmap {
        let size = AnimationPreviews.previewSize(of: image.width, image.height, previewWidth: width, maxHeight: maxCellHeight)
        return AnimationPreviews.resized(image, width: size.width, height: size.height)
    }

    /// A sheet that would be larger than any frame render-preview draws.
    package struct TooLarge: Error, CustomStringConvertible {
        /// What is too large, in pixels, and the limit.
        package let description: String
    }
    static let sheet = Color(hex: "#F2F2F7")!, ink = Color(hex: "#1C1C1E")!, secondary = Color(hex: "#6C6C70")!
    static let border = Color(hex: "#C7C7CC")!

    /// The sheet as one image (1 pixel per point of its own layout); `TooLarge` past the limits
    /// of a frame (`ScreenLimits`).
    package func image(fonts: FontCatalog) throws -> Pixmap {
        let titleText = Typesetter.layout(title, font: fonts.systemFont(size: 20, weight: .bold))
        let subtitleText = subtitle.map { Typesetter.layout($0, font: fonts.systemFont(size: 14)) }
        let labelFont = fonts.systemFont(size: 15, weight: .semibold)
        let columnTexts = columns.map { Typesetter.layout($0, font: labelFont) }
        let rowTexts = rows.map { Typesetter.layout($0, font: labelFont) }

        let widths = columns.indices.map { c in
            max(columnTexts[c].size.width, rows.indices.map { r in Double(cell(r, c)?.width ?? 0) }.max() ?? 0)
        }
        let heights = rows.indices.map { r in columns.indices.map { c in Double(cell(r, c)?.height ?? 0) }.max() ?? 0 }
        let rowLabelWidth = (rowTexts.map(\.size.width).max() ?? 0)
        let left = Self.margin + (rowLabelWidth > 0 ? rowLabelWidth + Self.gap : 0)
        var top = Self.margin + titleText.size.height + Self.labelGap
        if let s = subtitleText { top += s.size.height + Self.labelGap }
        let headerHeight = columnTexts.map(\.size.height).max() ?? 0
        let gridTop = top + 8 + headerHeight + Self.labelGap
        let width = max(
            left + widths.reduce(0, +) + Self.gap * Double(max(0, columns.count - 1)) + Self.margin,
            2 * Self.margin + max(titleText.size.width, subtitleText?.size.width ?? 0))
        let height = gridTop + heights.reduce(0, +) + Self.gap * Double(max(0, rows.count - 1)) + Self.margin

        let (w, h) = (Int(pixel: width.rounded(.up)), Int(pixel: height.rounded(.up)))
        if max(w, h) > ScreenLimits.maxSide || w * h > ScreenLimits.maxPixels {  // sides first: no overflow
            throw TooLarge(
                description: "the sheet would be \(w)×\(h) pixels; a sheet is at most \(ScreenLimits.maxSide) a side "
                    + "and 64 Mi pixels in all, as a frame")
        }
        var canvas = Canvas(width: w, height: h)!
        canvas.fill(Path(rect: Rect(x: 0, y: 0, width: width, height: height)), color: Self.sheet)
        TextRenderer.draw(titleText, at: Point(Self.margin, Self.margin), color: Self.ink, on: &canvas)
        if let s = subtitleText {
            TextRenderer.draw(s, at: Point(Self.margin, Self.margin + titleText.size.height + Self.labelGap), color: Self.secondary, on: &canvas)
        }
        var x = left
        for c in columns.indices {
            TextRenderer.draw(columnTexts[c], at: Point(x, top + 8), color: Self.ink, on: &canvas)
            x += widths[c] + Self.gap
        }
        var y = gridTop
        for r in rows.indices {
            TextRenderer.draw(rowTexts[r], at: Point(Self.margin, y), color: Self.ink, on: &canvas)
            x = left
            for c in columns.indices {
                if let image = cell(r, c) { Self.place(image, at: Point(x, y), on: &canvas) }
                x += widths[c] + Self.gap
            }
            y += heights[r] + Self.gap
        }
        return canvas.pixmap
    }

    private func cell(_ r: Int, _ c: Int) -> Pixmap? {
        r < cells.count && c < cells[r].count ? cells[r][c] : nil
    }

    /// Draws an image with a hairline around it, unless it has transparent corners (a device
    /// frame), whose own outline is its edge.
    private static func place(_ image: Pixmap, at p: Point, on canvas: inout Canvas) {
        let rect = Rect(x: p.x.rounded(), y: p.y.rounded(), width: Double(image.width), height: Double(image.height))
        if !AnimationPreviews.drawsOwnOutline(image) {
            canvas.fill(Path(rect: rect.insetBy(-1)), color: border)
        }
        canvas.fill(Path(rect: rect), paint: .image(ImagePaint(image: image, rect: rect, filter: .nearest)))
    }
}
