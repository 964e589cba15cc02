import PreviewModel
import Raster
import Typeset

/// SwiftEntryKit's views that end in a button bar: `EKAlertMessageView`, `EKRatingMessageView`
/// and `EKButtonBarView` (`Source/MessageViews/EKAlertMessageView.swift`,
/// `EKRatingMessageView.swift`, `MessagesUtils/EKButtonBarView.swift`).
///
/// The bar is the last child and takes whatever height its entry is laid out with beyond the
/// message above it, so an entry laid out shorter shows it partly open: that is how its spring
/// open is animated (a frame animation of the entry, `SwiftEntryKitPreset`).
extension EKMessageViews {
    /// `EKAlertMessageView`. Image on top: the image 20 pt from the top, centred, then the
    /// message block with 16 pt margins and 5 pt between its labels, then the bar. Image on the
    /// left: the image at (16, 16), the block 12 pt right of it and 2 pt lower, the bar 10 pt
    /// below the block.
    func alert(_ a: EKContent.Alert, cornerRadius: Double) -> View {
        let texts = View.stack(
            StackContent(
                .vertical, alignment: .leading, spacing: 5,
                children: [
                    label(a.title, name: "title"), label(a.description, name: "description"),
                ]))
        var message: View
        if a.imageOnLeft {
            let imageWidth = a.image.map { $0.shownSize.width + 12 } ?? 0
            message = texts.padding(EdgeInsets(top: 16 + (a.image == nil ? 0 : 2), left: 16 + imageWidth, bottom: 10, right: 16))
            if let i = a.image {
                message = message.overlay(
                    image(i, name: "image").padding(EdgeInsets(top: 16, left: 16, bottom: 0, right: 0)),
                    alignment: .topLeading)
            }
        } else {
            let block = texts.padding(16)
            if let i = a.image {
                message = View.stack(
                    StackContent(
                        .vertical, alignment: .center, spacing: 0,
                        children: [
                            image(i, name: "image").padding(EdgeInsets(top: 20, left: 0, bottom: 0, right: 0)), block,
                        ]))
            } else {
                message = block
            }
        }
        return withBar(message, a.buttonBar, cornerRadius: cornerRadius)
    }

    /// `EKRatingMessageView`: the title and description (20 pt margins top and bottom, 30 at the
    /// sides, 8 apart, 10 pt from the top), the symbols 10 pt below in 50 pt cells edge to edge
    /// with the image at 70 %, then the bar 30 pt below, closed until a star is chosen.
    func rating(_ r: EKContent.Rating, cornerRadius: Double) -> View {
        let chosen = r.selectedIndex.flatMap { r.items.indices.contains($0) ? r.items[$0] : nil }
        let texts = View.stack(
            StackContent(
                .vertical, alignment: .leading, spacing: 8,
                children: [
                    label(chosen?.title ?? r.initialTitle, name: "title"),
                    label(chosen?.description ?? r.initialDescription, name: "description"),
                ])
        ).padding(EdgeInsets(top: 20, left: 30, bottom: 20, right: 30))
        let cells = r.items.enumerated().map { index, item -> View in
            let selected = (r.selectedIndex ?? -1) >= index
            var symbol = selected ? item.selectedImage : item.unselectedImage
            symbol.size = Size(35, 35)
            return image(symbol, name: "star\(index + 1)").frame(width: 50, height: 50)
        }
        let symbols = View.stack(StackContent(.horizontal, alignment: .center, spacing: 0, children: cells)).named("symbols")
        let message = View.stack(
            StackContent(
                .vertical, alignment: .center, spacing: 0,
                children: [
                    texts.padding(EdgeInsets(top: 10, left: 0, bottom: 0, right: 0)),
                    symbols.padding(EdgeInsets(top: 10, left: 0, bottom: 30, right: 0)),
                ]))
        if r.selectedIndex == nil {
            // Closed: 1 pt, invisible.
            return View.stack(
                StackContent(
                    .vertical, alignment: .center, spacing: 0,
                    children: [
                        message, View.empty.frame(height: 1),
                    ]))
        }
        return withBar(message, r.buttonBar, cornerRadius: cornerRadius)
    }

    /// The message over its bar, the bar taking the height left below the message.
    private func withBar(_ message: View, _ bar: EKContent.ButtonBar, cornerRadius: Double) -> View {
        View.stack(
            StackContent(
                .vertical, alignment: .center, spacing: 0,
                children: [
                    // The message keeps its height while the entry is laid out shorter; the bar gives way.
                    message.fixedSize(horizontal: false, vertical: true),
                    buttonBar(bar, cornerRadius: cornerRadius)
                        .frame(FrameSpec(minHeight: 1, maxHeight: buttonBarHeight(bar), alignment: .top))
                        .clipShape(
                            .roundedRectangle(
                                CornerRadii(topLeft: 0, topRight: 0, bottomRight: cornerRadius, bottomLeft: cornerRadius), .uiBezierPath)),
                ]))
    }

    /// The bar's open height: one row up to `horizontalDistributionThreshold` buttons, else one
    /// button per row; 1 pt without buttons.
    func buttonBarHeight(_ bar: EKContent.ButtonBar) -> Double {
        if bar.buttons.isEmpty { return 1 }
        return bar.buttons.count <= bar.horizontalDistributionThreshold ? bar.buttonHeight : bar.buttonHeight * Double(bar.buttons.count)
    }

    /// `EKButtonBarView`: equal buttons in a row (or a column), a 1 pt separator across the top
    /// and 1 pt separators centred on the edges between buttons.
    func buttonBar(_ bar: EKContent.ButtonBar, cornerRadius: Double) -> View {
        let separator = bar.separatorColor.resolved(dark: dark)
        let inRow = bar.buttons.count <= bar.horizontalDistributionThreshold
        let buttons = bar.buttons.enumerated().map { index, b -> View in
            var title = b.label
            title.alignment = .center
            var button = text(title)
                .named("buttonTitle")
                .padding(b.contentEdgeInset)
                .frame(maxWidth: .infinity)
                .frame(height: bar.buttonHeight)
                .background(.shape(ShapeContent(.rectangle, fill: .color(b.backgroundColor.resolved(dark: dark)))))
            if index < bar.buttons.count - 1 {
                // The separator straddles the edge shared with the next button.
                let line = View.shape(ShapeContent(.rectangle, fill: .color(separator)))
                button =
                    inRow
                    ? button.overlay(line.frame(width: 1).offset(x: 0.5), alignment: .trailing)
                    : button.overlay(line.frame(height: 1).offset(y: 0.5), alignment: .bottom)
            }
            return button.named("button\(index + 1)")
        }
        let stack = View.stack(StackContent(inRow ? .horizontal : .vertical, alignment: .center, spacing: 0, children: buttons))
        return
            stack
            .overlay(View.shape(ShapeContent(.rectangle, fill: .color(separator))).frame(height: 1), alignment: .top)
            .named("buttonBar")
    }
}
