/// How deep a view tree nests, and how deep render-preview lets it nest.
///
/// Layout, drawing, mirroring and comparing views recurse once per level, and a debug build
/// spends about 24 KB of stack a level: 350 levels overflow an 8 MiB thread stack. Configs can
/// nest views far deeper than JSON's own depth limit suggests (a `modifiers` list of 10 000
/// paddings is one JSON level), so every view read from a config is checked against
/// `maxDepth` — a few times deeper than any real interface (a preset card is under 30), and a
/// few times shallower than the stack allows.
extension View {
    /// The most levels a view read from a config may nest.
    package static let maxDepth = 100

    /// Levels from this view down to its deepest leaf: a leaf is 1, and each stack, modifier,
    /// background and overlay adds one. Counted without recursion, so any tree can be measured.
    package var nestingDepth: Int {
        var deepest = 0
        var pending: [(view: View, depth: Int)] = [(self, 1)]
        while let (view, depth) = pending.popLast() {
            deepest = max(deepest, depth)
            switch view {
            case .stack(let stack):
                for child in stack.children { pending.append((child, depth + 1)) }
            case .modified(let inner, let modifier):
                pending.append((inner, depth + 1))
                switch modifier {
                case .background(let v, _), .overlay(let v, _): pending.append((v, depth + 1))
                default: break
                }
            default:
                break
            }
        }
        return deepest
    }
}
