import CFreeType

/// A font's `name` table strings, read from FreeType: the Windows Unicode (UTF-16BE) records in
/// US English first, then any Windows Unicode record, then Macintosh Roman (ASCII read as such).
struct FontNames {
    private var strings: [Int: String] = [:]

    init(face: FT_Face) {
        var ranked: [Int: (rank: Int, text: String)] = [:]
        for i in 0..<FT_Get_Sfnt_Name_Count(face) {
            var record = FT_SfntName()
            guard FT_Get_Sfnt_Name(face, i, &record) == 0, let bytes = record.string else { continue }
            let data = Array(UnsafeBufferPointer(start: bytes, count: Int(record.string_len)))
            let id = Int(record.name_id)
            let rank: Int, text: String
            switch (record.platform_id, record.encoding_id) {
            case (3, 1), (3, 10), (0, _):
                let units = stride(from: 0, to: data.count - 1, by: 2).map { UInt16(data[$0]) << 8 | UInt16(data[$0 + 1]) }
                text = String(decoding: units, as: UTF16.self)
                rank = record.platform_id == 3 && record.language_id == 0x409 ? 0 : 1
            case (1, 0):
                text = String(decoding: data.map { $0 < 0x80 ? $0 : 0x3F }, as: UTF8.self)
                rank = 2
            default:
                continue
            }
            if let current = ranked[id], current.rank <= rank { continue }
            ranked[id] = (rank, text)
        }
        strings = ranked.mapValues(\.text)
    }

    /// The string for a name ID (1 family, 2 subfamily, 5 version, 16 typographic family …).
    func string(id: Int) -> String? { strings[id] }

    /// The family a designer would name: the typographic family (ID 16), else the family (ID 1).
    var typographicFamily: String? { strings[16] ?? strings[1] }
}
