/// What `update` events change in a shown view: the strings of named texts and the fractions of
/// named progress bars. Applied to the resolved view tree, so an update never goes back to the
/// config (and works the same for a preset's views as for a `custom` tree).
public struct ContentUpdates: Sendable, Hashable {
    /// New strings by the name of the text (`"id"` in a custom view; `title`, `body`… in presets).
    public var texts: [String: String] = [:]
    /// New fractions (0…1) by the name of the progress bar.
    public var progress: [String: Double] = [:]

    public init(texts: [String: String] = [:], progress: [String: Double] = [:]) {
        self.texts = texts
        self.progress = progress
    }

    public var isEmpty: Bool { texts.isEmpty && progress.isEmpty }

    /// These updates followed by `later` (later values win).
    public func merged(with later: ContentUpdates) -> ContentUpdates {
        ContentUpdates(texts: texts.merging(later.texts) { $1 }, progress: progress.merging(later.progress) { $1 })
    }
}

extension View {
    /// The view with the updates applied to its named texts and progress bars.
    public func applying(_ updates: ContentUpdates) -> View {
        guard !updates.isEmpty else { return self }
        switch self {
        case .modified(let child, .named(let name)):
            var updated = child.applying(updates)
            if let s = updates.texts[name] { updated = updated.replacingFirstText(with: s) }
            if let f = updates.progress[name] { updated = updated.replacingFirstProgress(with: f) }
            return .modified(updated, .named(name))
        case .modified(let child, let m):
            return .modified(child.applying(updates), m.applying(updates))
        case .stack(var s):
            s.children = s.children.map { $0.applying(updates) }
            return .stack(s)
        default:
            return self
        }
    }

    /// Names of the texts and of the progress bars in the tree, in order (each once): a name
    /// counts for the first text (or progress bar) inside the view it names.
    public var updatableNames: (texts: [String], progress: [String]) {
        var texts: [String] = [], progress: [String] = []
        func walk(_ v: View) {
            switch v {
            case .modified(let child, let m):
                if case .named(let name) = m {
                    if child.firstText != nil, !texts.contains(name) { texts.append(name) }
                    if child.firstProgress != nil, !progress.contains(name) { progress.append(name) }
                }
                walk(child)
                switch m {
                case .background(let s, _), .overlay(let s, _): walk(s)
                default: break
                }
            case .stack(let s): s.children.forEach(walk)
            default: break
            }
        }
        walk(self)
        return (texts, progress)
    }

    /// The first text under this view through its modifiers (not into stacks or backgrounds).
    var firstText: TextContent? {
        switch self {
        case .text(let t): return t
        case .modified(let child, _): return child.firstText
        default: return nil
        }
    }

    var firstProgress: ProgressContent? {
        switch self {
        case .progress(let p): return p
        case .modified(let child, _): return child.firstProgress
        default: return nil
        }
    }

    private func replacingFirstText(with s: String) -> View {
        switch self {
        case .text(var t): t.string = s; return .text(t)
        case .modified(let child, let m): return .modified(child.replacingFirstText(with: s), m)
        default: return self
        }
    }

    private func replacingFirstProgress(with f: Double) -> View {
        switch self {
        case .progress(var p): p.fraction = f; return .progress(p)
        case .modified(let child, let m): return .modified(child.replacingFirstProgress(with: f), m)
        default: return self
        }
    }
}

extension ViewModifier {
    func applying(_ updates: ContentUpdates) -> ViewModifier {
        switch self {
        case .background(let v, let a): return .background(v.applying(updates), a)
        case .overlay(let v, let a): return .overlay(v.applying(updates), a)
        default: return self
        }
    }
}
