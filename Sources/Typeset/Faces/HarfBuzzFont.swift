import CHarfBuzz

/// Makes the HarfBuzz font a `FontFace` shapes with, from the same bytes FreeType reads.
enum HarfBuzzFont {
    /// A font at `unitsPerEm` scale (positions in font units), at the axis values `variation`.
    /// With `hidingTracking`, HarfBuzz is shown every table but `trak`, which `TrackingTable`
    /// applies instead (the same on every HarfBuzz release).
    static func make(
        bytes: UnsafeRawPointer, count: Int, unitsPerEm: Double, variation: [String: Double], hidingTracking: Bool
    ) -> OpaquePointer {
        let blob = hb_blob_create(bytes.assumingMemoryBound(to: CChar.self), UInt32(count), HB_MEMORY_MODE_READONLY, nil, nil)
        var face = hb_face_create(blob, 0)
        hb_blob_destroy(blob)
        if hidingTracking, let whole = face {
            face = hb_face_create_for_tables(
                // 0x7472_616B: `trak`.
                { _, tag, user in
                    tag == 0x7472_616B ? hb_blob_get_empty() : hb_face_reference_table(OpaquePointer(user), tag)
                }, UnsafeMutableRawPointer(whole), { user in hb_face_destroy(OpaquePointer(user)) })
        }
        let font = hb_font_create(face)!
        hb_font_set_scale(font, Int32(unitsPerEm), Int32(unitsPerEm))
        if !variation.isEmpty {
            var settings = variation.sorted { $0.key < $1.key }.map { tag, value in
                hb_variation_t(tag: hb_tag_from_string(tag, 4), value: Float(value))
            }
            hb_font_set_variations(font, &settings, UInt32(settings.count))
        }
        hb_font_make_immutable(font)
        hb_face_destroy(face)
        return font
    }
}
