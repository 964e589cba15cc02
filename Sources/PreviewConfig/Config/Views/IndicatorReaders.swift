import PreviewModel
import Raster
import Typeset

/// `activityIndicator` and `progress`.
enum IndicatorReaders {
    static let entries: [ViewKindReader] = [
        ViewKindReader("activityIndicator", read: activityIndicator), ViewKindReader("progress", read: progress),
    ]

    static func activityIndicator(_ o: ObjectReader, _ ctx: ResolveContext) -> View? {
        o.required("activityIndicator") { n in
            n.oneOf(
                .bool {
                    $0.bool().map {
                        $0 ? ActivityIndicator.view(color: SystemColor.secondaryLabel.resolved(for: ctx.appearance), large: false) : .empty
                    }
                },
                .object { a in
                    let color = a.optional("color") { $0.color(ctx) } ?? SystemColor.secondaryLabel.resolved(for: ctx.appearance)
                    let large = a.optional("large", as: Bool.self) ?? false
                    return ActivityIndicator.view(color: color, large: large)
                })
        }
    }

    /// `{"progress": 0.4, "id": "upload", "color": "systemBlue", "trackColor": "systemGray5", "height": 4}`.
    static func progress(_ o: ObjectReader, _ ctx: ResolveContext) -> View? {
        let fraction = o.required("progress", in: 0.0...1)
        let id: String? = o.optional("id") { $0.identifier() }
        let tint = o.optional("color") { $0.color(ctx) } ?? SystemColor.systemBlue.resolved(for: ctx.appearance)
        let track = o.optional("trackColor") { $0.color(ctx) } ?? SystemColor.systemGray5.resolved(for: ctx.appearance)
        let height = o.optional("height", in: 0.5...100) ?? 4
        guard let fraction else { return nil }
        let bar = View.progress(ProgressContent(fraction: fraction, tint: tint, track: track, height: height))
        return id.map(bar.named) ?? bar
    }
}
