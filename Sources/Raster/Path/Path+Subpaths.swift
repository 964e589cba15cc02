extension Path {
    /// The closed subpaths of the path, each as its own path.
    package var subpaths: [Path] {
        var result: [Path] = []
        var current: [Element] = []
        for e in elements {
            if case .move = e, !current.isEmpty {
                result.append(Path(elements: current))
                current = []
            }
            current.append(e)
        }
        if !current.isEmpty { result.append(Path(elements: current)) }
        return result
    }

    /// The path traced backwards (each subpath from its end to its start, same shape).
    package var reversed: Path {
        var out = Path()
        for sub in subpaths {
            // Segments as (start, element) pairs.
            var segments: [(start: Point, element: Element)] = []
            var current = Point.zero, start = Point.zero
            var closed = false
            for e in sub.elements {
                switch e {
                case .move(let p): current = p; start = p
                case .line(let p): segments.append((current, e)); current = p
                case .quad(_, let p): segments.append((current, e)); current = p
                case .cubic(_, _, let p): segments.append((current, e)); current = p
                case .close:
                    closed = true
                    if (current - start).length > 1e-12 { segments.append((current, .line(start))) }
                    current = start
                }
            }
            out.move(to: current)
            for (s, e) in segments.reversed() {
                switch e {
                case .line: out.line(to: s)
                case .quad(let c, _): out.quad(to: s, control: c)
                case .cubic(let c1, let c2, _): out.cubic(to: s, control1: c2, control2: c1)
                case .move, .close: break
                }
            }
            if closed { out.close() }
        }
        return out
    }
}
