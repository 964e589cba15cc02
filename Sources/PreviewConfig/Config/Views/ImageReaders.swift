import PNGCodec
import PreviewModel
import Raster
import Typeset

/// `image` (a PNG beside the config) and `icon` (one of the bundled vector icons).
enum ImageReaders {
    static let entries: [ViewKindReader] = [ViewKindReader("image", read: image), ViewKindReader("icon", read: icon)]

    static func image(_ o: ObjectReader, _ ctx: ResolveContext) -> View? {
        let path = o.requiredFile("image")
        let resizable = o.optional("resizable", as: Bool.self) ?? false
        let mode = o.optional("contentMode", as: ContentMode.self) ?? .fit
        let scale = o.optional("scale", in: 0.1...10) ?? 1
        let tint = o.optional("tint") { $0.color(ctx) }
        guard let path, var image = o["image"]?.imageAsset(at: path, scale: scale) else { return nil }
        image.resizable = resizable
        image.contentMode = mode
        image.tint = tint
        return .image(image)
    }

    static func icon(_ o: ObjectReader, _ ctx: ResolveContext) -> View? {
        let icon = o.required("icon", as: Icon.self)
        let style = o.optional("style", as: IconStyle.self) ?? .filled
        let color = o.optional("color") { $0.color(ctx) } ?? SystemColor.label.resolved(for: ctx.appearance)
        let size = o.optional("size", in: 1.0...1_000) ?? 24
        guard let icon else { return nil }
        let unit = icon.designPath(style: style).applying(.scale(1 / Icon.designSize, 1 / Icon.designSize))
        let view = View.shape(ShapeContent(.path(unit, Icon.fillRule), fill: .color(color), name: style.label(of: icon)))
            .frame(width: size, height: size)
        return icon.isDirectional ? view.modifier(.flipsForRightToLeft) : view
    }
}

extension Icon: ConfigEnum {}
extension IconStyle: ConfigEnum {}
