import CFreeType

/// One axis of a variable font (`fvar`): `wght`, `opsz`, `wdth` …, in the font's design units.
public struct VariationAxis: Sendable, Equatable {
    public let tag: String
    public let minimum: Double
    public let defaultValue: Double
    public let maximum: Double

    /// `value` kept within the axis.
    public func clamped(_ value: Double) -> Double { min(max(value, minimum), maximum) }

    /// The axes of a FreeType face; empty when it is not variable.
    static func axes(of face: FT_Face) -> [VariationAxis] {
        guard let mm = masterRecord(of: face) else { return [] }
        defer { FT_Done_MM_Var(face.pointee.glyph.pointee.library, mm) }
        return (0..<Int(mm.pointee.num_axis)).map { i in
            let a = mm.pointee.axis[i]
            return VariationAxis(tag: tagText(a.tag), minimum: fixed(a.minimum), defaultValue: fixed(a.def), maximum: fixed(a.maximum))
        }
    }

    /// Sets `requested` (clamped; axes not named at their default) on the face and returns the
    /// values set, by tag, for the axes that were named; nothing for a face that is not variable.
    static func apply(_ requested: [String: Double], to face: FT_Face, axes: [VariationAxis]) -> [String: Double] {
        guard !axes.isEmpty, !requested.isEmpty else { return [:] }
        var set: [String: Double] = [:]
        var coordinates = axes.map { axis -> FT_Fixed in
            guard let v = requested[axis.tag] else { return FT_Fixed((axis.defaultValue * 65536).rounded()) }
            // Kept to FreeType's 16.16 precision, so the outlines and the shaper see one value.
            let fixed = FT_Fixed((axis.clamped(v) * 65536).rounded())
            set[axis.tag] = Double(fixed) / 65536
            return fixed
        }
        FT_Set_Var_Design_Coordinates(face, FT_UInt(coordinates.count), &coordinates)
        return set
    }

    /// A variable font's named instances: the name table's style name and its axis values.
    static func namedInstances(of face: FT_Face, names: FontNames) -> [(name: String, values: [String: Double])] {
        guard let mm = masterRecord(of: face) else { return [] }
        defer { FT_Done_MM_Var(face.pointee.glyph.pointee.library, mm) }
        let tags = (0..<Int(mm.pointee.num_axis)).map { tagText(mm.pointee.axis[$0].tag) }
        return (0..<Int(mm.pointee.num_namedstyles)).compactMap { i in
            let style = mm.pointee.namedstyle[i]
            guard let name = names.string(id: Int(style.strid)) else { return nil }
            var values: [String: Double] = [:]
            for (k, tag) in tags.enumerated() { values[tag] = fixed(style.coords[k]) }
            return (name, values)
        }
    }

    private static func masterRecord(of face: FT_Face) -> UnsafeMutablePointer<FT_MM_Var>? {
        guard (face.pointee.face_flags & FT_Long(FT_FACE_FLAG_MULTIPLE_MASTERS)) != 0 else { return nil }
        var mm: UnsafeMutablePointer<FT_MM_Var>?
        guard FT_Get_MM_Var(face, &mm) == 0 else { return nil }
        return mm
    }

    private static func fixed(_ v: FT_Fixed) -> Double { Double(v) / 65536 }

    static func tagText(_ tag: FT_ULong) -> String {
        String(decoding: [24, 16, 8, 0].map { UInt8(truncatingIfNeeded: tag >> $0) }, as: UTF8.self)
    }
}
