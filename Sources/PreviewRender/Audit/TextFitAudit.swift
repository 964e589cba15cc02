import PreviewModel
import Raster
import Typeset

/// Whether every text of a still scene's presentations fits, as laid out: a text cut short (fewer
/// lines than it needs, or an ellipsis), one that leaves the screen, and two that overlap. Run
/// at every Dynamic Type size (`SceneOverrides.dynamicType`), it says which size first breaks a
/// text. Layout alone answers: nothing is drawn.
public enum TextFitAudit {
    /// What is wrong with a text.
    public enum Kind: Sendable, Hashable {
        case truncated
        case leavesScreen
        /// Overlaps the text quoted.
        case overlaps(String)

        /// In words: "is truncated", "leaves the screen", "overlaps “Title”".
        public var words: String {
            switch self {
            case .truncated: return "is truncated"
            case .leavesScreen: return "leaves the screen"
            case .overlaps(let other): return "overlaps “\(other)”"
            }
        }
    }

    /// A text that does not fit.
    public struct Problem: Sendable, Hashable {
        public let element: String
        public let text: String
        public let kind: Kind
    }

    /// The problems of a still scene, in drawing order; nil for an animation.
    public static func problems(scene: Scene) -> [Problem]? {
        guard scene.animation == nil else { return nil }
        let texts = AuditedTexts.of(scene).filter { !$0.text.isEmpty }
        let screen = scene.bounds
        // Half a point of slack: frames are snapped to pixels.
        let slack = 0.5
        var out: [Problem] = []
        for (i, t) in texts.enumerated() {
            if t.isTruncated { out.append(Problem(element: t.element, text: t.text, kind: .truncated)) }
            let f = t.frame
            if f.minX < screen.minX - slack || f.minY < screen.minY - slack || f.maxX > screen.maxX + slack || f.maxY > screen.maxY + slack {
                out.append(Problem(element: t.element, text: t.text, kind: .leavesScreen))
            }
            for other in texts[..<i] {
                let o = other.frame
                let w = min(f.maxX, o.maxX) - max(f.minX, o.minX), h = min(f.maxY, o.maxY) - max(f.minY, o.minY)
                if w > slack, h > slack { out.append(Problem(element: t.element, text: t.text, kind: .overlaps(other.text))) }
            }
        }
        return out
    }
}
