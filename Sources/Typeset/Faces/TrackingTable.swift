import CFreeType

/// A font's size-specific tracking: the normal track (track value 0) of an AAT `trak` table's
/// horizontal data, as per-size values in font units. Apple's system fonts carry one (SF Pro
/// Text loosens small sizes and tightens large ones) and Core Text applies it to every glyph's
/// advance automatically; render-preview does the same, for every face that has one.
///
/// Read here rather than left to HarfBuzz: HarfBuzz's own `trak` handling has changed between
/// releases (when it applies, at which size when none is given, on which side of a glyph), and a
/// font's text must set the same on every machine. `FontFace` hides the table from HarfBuzz.
public struct TrackingTable: Sendable, Equatable {
    /// Point sizes, ascending, and the tracking at each, in font units.
    public let sizes: [Double]
    public let values: [Double]

    public init?(sizes: [Double], values: [Double]) {
        guard !sizes.isEmpty, sizes.count == values.count else { return nil }
        self.sizes = sizes
        self.values = values
    }

    /// The tracking at `size` points, in font units: linear between the two table sizes around
    /// it, continued along the nearest two beyond the table's ends. (The rule HarfBuzz settled
    /// on after comparing its output with Core Text's, issue #1263; not rounded to whole units.)
    public func value(atPointSize size: Double) -> Double {
        guard sizes.count > 1 else { return values[0] }
        var i = 0
        while i < sizes.count - 1, sizes[i] < size { i += 1 }
        let lower = max(i - 1, 0)
        let (s0, s1) = (sizes[lower], sizes[lower + 1])
        let t = s0 == s1 ? 0 : (size - s0) / (s1 - s0)
        return values[lower] + t * (values[lower + 1] - values[lower])
    }

    /// The face's `trak` table, or nil when it has none (or one without a normal track).
    init?(face: FT_Face) {
        let tag = FT_ULong(0x7472_616B)  // 'trak'
        var length: FT_ULong = 0
        guard FT_Load_Sfnt_Table(face, tag, 0, nil, &length) == 0, length >= 12, length < 1 << 20 else { return nil }
        var bytes = [UInt8](repeating: 0, count: Int(length))
        guard FT_Load_Sfnt_Table(face, tag, 0, &bytes, &length) == 0 else { return nil }
        self.init(table: bytes)
    }

    /// Parses a `trak` table: version 1.0, format 0, the horizontal data's normal track.
    init?(table b: [UInt8]) {
        func u16(_ at: Int) -> Int? { at >= 0 && at + 2 <= b.count ? Int(b[at]) << 8 | Int(b[at + 1]) : nil }
        func i16(_ at: Int) -> Int? { u16(at).map { $0 >= 0x8000 ? $0 - 0x10000 : $0 } }
        func fixed(_ at: Int) -> Double? {
            guard let hi = i16(at), let lo = u16(at + 2) else { return nil }
            return Double(hi) + Double(lo) / 65536
        }
        guard u16(0) == 1, u16(2) == 0, u16(4) == 0, let horizontal = u16(6), horizontal != 0,
            let tracks = u16(horizontal), let count = u16(horizontal + 2), count > 0, count <= 256,
            let sizeHigh = u16(horizontal + 4), let sizeLow = u16(horizontal + 6)
        else { return nil }
        let sizeTable = sizeHigh << 16 | sizeLow
        var sizes: [Double] = []
        for k in 0..<count {
            guard let s = fixed(sizeTable + 4 * k) else { return nil }
            sizes.append(s)
        }
        guard zip(sizes, sizes.dropFirst()).allSatisfy({ $0 < $1 }) else { return nil }
        for t in 0..<tracks {
            let entry = horizontal + 8 + 8 * t
            guard let track = fixed(entry), let offset = u16(entry + 6) else { return nil }
            guard track == 0 else { continue }
            var values: [Double] = []
            for k in 0..<count {
                guard let v = i16(offset + 2 * k) else { return nil }
                values.append(Double(v))
            }
            self.init(sizes: sizes, values: values)
            return
        }
        return nil
    }
}
