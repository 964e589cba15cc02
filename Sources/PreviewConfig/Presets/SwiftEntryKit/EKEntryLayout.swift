import PreviewModel
import Raster

/// Where a SwiftEntryKit entry sits and what it draws around its content (`EKContentView`'s
/// constraints, `EKEntryView`, `EKStyleView`, `EKBackgroundView`):
///
/// - Width: centred on the screen; `.offset(v)` leaves v on each side, `.ratio(r)` is r of the
///   screen's width, `.constant(c)` is c, `.intrinsic` the content's own; `maxSize` caps it the
///   same way. The left and right safe-area insets are not consulted.
/// - Height: the content's own (`.intrinsic`), or from the screen's height the same way.
/// - Place: a top entry's top at the safe area's top plus `verticalOffset` (0 with
///   `.overridden`), a bottom entry's bottom likewise above the safe area's bottom; a centred
///   entry's centre on the screen's centre, offset and safe area ignored.
/// - `.empty(fillSafeArea: true)` stretches the background (not the content) into the safe
///   area: up to the screen's top for a top entry, down by the bottom inset for bottom and
///   centred ones. Corners, border and shadow follow the stretched background.
/// - The content is clipped to the entry's rectangle; the background alone is rounded.
/// - The border is stroked on the rounded outline and the outer half is cut by the same mask,
///   so `width / 2` shows inside the edge.
/// - The shadow follows the composited entry's pixels; its offset defaults to zero.
struct EKEntryLayout {
    var attributes: EKAttributes
    var screen: ScreenGeometry
    var dark: Bool

    /// The entry's background extension above and below the entry's rectangle.
    var stretch: (top: Double, bottom: Double) {
        guard case .empty(true) = attributes.positionConstraints.safeArea else { return (0, 0) }
        switch attributes.position {
        case .top: return (screen.safeArea.top, 0)
        case .bottom, .center: return (0, screen.safeArea.bottom)
        }
    }

    /// The entry around `content`, with its background filled by `fill` (see `backgroundFill`).
    func view(_ content: View, fill: Fill?) -> View {
        let c = attributes.positionConstraints
        let w = screen.size.width, h = screen.size.height
        var entry = content
        let width = length(c.size.width, of: w), maxWidth = length(c.maxSize.width, of: w)
        if let width {
            entry = entry.frame(width: maxWidth.map { min($0, width) } ?? width)
        } else if let maxWidth {
            entry = entry.modifier(.hugWidth(maxWidth: maxWidth))
        } else {
            entry = entry.fixedSize(horizontal: true, vertical: false)
        }
        if let height = length(c.size.height, of: h) {
            entry = entry.frame(height: length(c.maxSize.height, of: h).map { min($0, height) } ?? height, alignment: .top)
        } else if let maxHeight = length(c.maxSize.height, of: h) {
            entry = entry.frame(FrameSpec(maxHeight: maxHeight, alignment: .top))
        }
        entry = entry.clipShape(.rectangle).named("content")
        let s = stretch
        if s.top > 0 || s.bottom > 0 { entry = entry.padding(EdgeInsets(top: s.top, left: 0, bottom: s.bottom, right: 0)) }
        let outline = backgroundShape
        var background: View? = fill.map { View.shape(ShapeContent(outline, fill: $0)) }
        if case .image(let image) = attributes.entryBackground {
            var content = image
            content.resizable = true
            content.contentMode = .fill
            background = View.image(content).clipShape(outline)
        }
        if let border = attributes.border, border.width > 0 {
            // Stroked on the outline, the outer half cut by the background's mask.
            let stroke = View.shape(ShapeContent(outline, stroke: .color(border.color.resolved(dark: dark)), strokeWidth: border.width))
                .clipShape(outline)
            background = background.map { $0.overlay(stroke) } ?? stroke
        }
        if let background { entry = entry.background(background.named("background")) }
        if let shadow = attributes.shadow {
            entry = entry.shadow(
                ShadowSpec(
                    color: shadow.color.resolved(dark: dark), opacity: shadow.opacity,
                    radius: shadow.radius, offset: shadow.offset))
        }
        if attributes.position == .center, s.bottom > 0 {
            // Keeps the entry's rectangle, not its stretched background, on the screen's centre.
            entry = entry.padding(EdgeInsets(top: s.bottom, left: 0, bottom: 0, right: 0))
        }
        return entry.named("entry")
    }

    /// The rounded outline of the background (a rectangle without rounding).
    var backgroundShape: ShapeKind {
        attributes.roundCorners.radii.map { .roundedRectangle($0, .uiBezierPath) } ?? .rectangle
    }

    /// Where the view goes: the whole screen, at its edge moved in by the safe area (unless
    /// overridden) and the offset, less the background's stretch.
    var placement: Placement {
        let c = attributes.positionConstraints
        let overridden = c.safeArea == .overridden
        let s = stretch
        switch attributes.position {
        case .top:
            return Placement(edge: .top, region: .screen, inset: (overridden ? 0 : screen.safeArea.top) + c.verticalOffset - s.top)
        case .bottom:
            return Placement(edge: .bottom, region: .screen, inset: (overridden ? 0 : screen.safeArea.bottom) + c.verticalOffset - s.bottom)
        case .center:
            return Placement(edge: .center, region: .screen)
        }
    }

    /// What the view's laid-out frame holds beyond the entry's rectangle: the stretch, and for
    /// a centred entry the padding that keeps its rectangle on the screen's centre.
    var entryInset: EdgeInsets {
        let s = stretch
        if attributes.position == .center { return EdgeInsets(top: 2 * s.bottom) }
        return EdgeInsets(top: s.top, bottom: s.bottom)
    }

    /// What the view's laid-out frame holds beyond the background's rectangle (the centring
    /// padding of a centred entry).
    var backgroundInset: EdgeInsets {
        EdgeInsets(top: attributes.position == .center ? stretch.bottom : 0)
    }

    /// Points a length constraint gives along an axis of `extent` points; nil for intrinsic.
    private func length(_ e: EKAttributes.Edge, of extent: Double) -> Double? {
        switch e {
        case .offset(let v): return max(0, extent - 2 * v)
        case .ratio(let r): return extent * r
        case .constant(let c): return c
        case .intrinsic: return nil
        }
    }

    /// The background's paint: a colour, or the gradient in the background's unit square as
    /// `CAGradientLayer` draws it (see `Fill.stretchedLinearGradient`).
    var backgroundFill: Fill? {
        switch attributes.entryBackground {
        case .color(let c): return .color(c.resolved(dark: dark))
        case .gradient(let colors, let start, let end):
            return .stretchedLinearGradient(stops: EKEntryLayout.evenStops(colors.map { $0.resolved(dark: dark) }), start: start, end: end)
        case .clear, .visualEffect, .image: return nil
        }
    }

    /// Colours evenly spaced from 0 to 1 (no `locations`).
    static func evenStops(_ colors: [Color]) -> [GradientStop] {
        guard colors.count > 1 else { return colors.map { GradientStop(0, $0) } + colors.map { GradientStop(1, $0) } }
        return colors.enumerated().map { GradientStop(Double($0.offset) / Double(colors.count - 1), $0.element) }
    }
}
