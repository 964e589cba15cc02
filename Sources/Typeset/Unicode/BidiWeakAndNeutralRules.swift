/// The weak-type (W1–W7) and neutral-type (N1–N2) rules of UAX #9 applied to one isolating
/// run sequence that spans the whole paragraph at a single embedding level, so that `sos` and
/// `eos` are both the embedding direction. Boundary neutrals must already be removed (X9).
enum BidiWeakAndNeutralRules {
    /// Resolves `types` to L, R, EN or AN (EN and AN only where numbers remain numbers).
    static func resolve(_ types: [BidiClass], embeddingLevel: UInt8) -> [BidiClass] {
        let embeddingDirection: BidiClass = embeddingLevel & 1 == 0 ? .L : .R
        var t = types
        resolveWeakTypes(&t, sos: embeddingDirection)
        resolveNeutralTypes(&t, sos: embeddingDirection, eos: embeddingDirection)
        return t
    }

    /// W1–W7.
    static func resolveWeakTypes(_ t: inout [BidiClass], sos: BidiClass) {
        // W1: NSM takes the type of the previous character (sos at the start, ON after an isolate control).
        for i in t.indices where t[i] == .NSM {
            t[i] = i == 0 ? sos : (t[i - 1] == .isolate ? .ON : t[i - 1])
        }
        // W2: EN preceded (through weak types) by AL becomes AN.
        var lastStrong = sos
        for i in t.indices {
            if t[i].isStrong {
                lastStrong = t[i]
            } else if t[i] == .EN, lastStrong == .AL {
                t[i] = .AN
            }
        }
        // W3: AL becomes R.
        for i in t.indices where t[i] == .AL { t[i] = .R }
        // W4: a single ES between ENs, a single CS between numbers of one type.
        if t.count >= 3 {
            for i in 1..<(t.count - 1) {
                let before = t[i - 1], after = t[i + 1]
                if t[i] == .ES, before == .EN, after == .EN {
                    t[i] = .EN
                } else if t[i] == .CS, before == after, before == .EN || before == .AN {
                    t[i] = before
                }
            }
        }
        // W5: a sequence of ETs next to an EN becomes EN.
        var start = 0
        while start < t.count {
            guard t[start] == .ET else {
                start += 1
                continue
            }
            var end = start
            while end < t.count, t[end] == .ET { end += 1 }
            if (start > 0 && t[start - 1] == .EN) || (end < t.count && t[end] == .EN) {
                for i in start..<end { t[i] = .EN }
            }
            start = end
        }
        // W6: remaining separators and terminators become ON.
        for i in t.indices where t[i] == .ES || t[i] == .ET || t[i] == .CS { t[i] = .ON }
        // W7: EN preceded (through weak types) by L, or by sos = L, becomes L.
        lastStrong = sos
        for i in t.indices {
            if t[i] == .L || t[i] == .R {
                lastStrong = t[i]
            } else if t[i] == .EN, lastStrong == .L {
                t[i] = .L
            }
        }
    }

    /// N1–N2. After the weak rules the strong side of a neutral is L, R, EN or AN.
    static func resolveNeutralTypes(_ t: inout [BidiClass], sos: BidiClass, eos: BidiClass) {
        let embeddingDirection = sos
        var start = 0
        while start < t.count {
            guard isNeutral(t[start]) else {
                start += 1
                continue
            }
            var end = start
            while end < t.count, isNeutral(t[end]) { end += 1 }
            let before = start == 0 ? sos : strongDirection(t[start - 1])
            let after = end == t.count ? eos : strongDirection(t[end])
            let direction = before == after ? before : embeddingDirection  // N1, else N2
            for i in start..<end { t[i] = direction }
            start = end
        }
    }

    /// Neutral and isolate-formatting types (NI in UAX #9).
    private static func isNeutral(_ type: BidiClass) -> Bool {
        switch type {
        case .B, .S, .WS, .ON, .isolate: return true
        default: return false
        }
    }

    /// The direction a resolved type gives its neighbouring neutrals: numbers count as R (N1).
    private static func strongDirection(_ type: BidiClass) -> BidiClass {
        type == .L ? .L : .R
    }
}
