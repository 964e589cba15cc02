/// A bidirectional character type (UAX #9, table 4), approximated without the Unicode
/// Character Database's `DerivedBidiClass.txt`.
///
/// The classification uses code-point ranges for the right-to-left scripts and a short list
/// of explicit exceptions (digits, separators, terminators, direction marks), then falls back
/// on the general category that the Swift standard library already carries:
///
/// - Hebrew (U+0590–05FF, FB1D–FB4F), NKo, Samaritan, Mandaic (U+07C0–085F) and the
///   unassigned-by-default RTL planes (U+10800–10FFF, 1E800–1EFFF) are `R`;
///   Arabic, Syriac, Arabic Supplement, Thaana (U+0600–07BF), Arabic Extended (U+0860–08FF),
///   Arabic Presentation Forms (U+FB50–FDFF, FE70–FEFF) and Arabic Mathematical Symbols
///   (U+1EE00–1EEFF) are `AL`. Nonspacing marks inside those ranges are `NSM`.
/// - RLM (U+200F) is `R`, LRM (U+200E) is `L`, ALM (U+061C) is `AL`.
/// - ASCII and fullwidth digits, superscript/subscript digits and the extended Arabic-Indic
///   digits (U+06F0–06F9) are `EN`; Arabic-Indic digits (U+0660–0669), the Arabic decimal and
///   thousands separators (U+066B–066C) and the Arabic number signs (U+0600–0605, 06DD, 08E2)
///   are `AN`.
/// - `+ -` (and U+2212, FB29, FE62–FE63, FF0B, FF0D) are `ES`; `, . / :` (and U+00A0, 060C,
///   202F, 2044, FE50, FE52, FE55, FF0C, FF0E, FF0F, FF1A) are `CS`; `# $ %`, currency signs,
///   `° ± ‰` and U+066A are `ET`.
/// - TAB, U+000B, U+001F are `S`; LF, CR, U+001C–001E, U+0085, U+2029 are `B`; other spaces
///   (general category Zs, U+000C, U+2028) are `WS`.
/// - The embedding and override controls (LRE, RLE, PDF, LRO, RLO, U+202A–202E) are `BN`: this
///   subset ignores them, as rule X9 removes them. The isolate controls (LRI, RLI, FSI, PDI,
///   U+2066–2069) are `isolate`, which the resolver treats as a neutral (`ON`).
/// - Otherwise: nonspacing and enclosing marks are `NSM`; other format and control characters
///   are `BN`; letters, spacing marks, letter numbers and anything unassigned are `L`;
///   punctuation, symbols and other numbers (½, ①) are `ON`, except currency symbols (`ET`).
enum BidiClass: UInt8, Sendable, Hashable {
    /// Strong left to right.
    case L
    /// Strong right to left (Hebrew and other non-Arabic RTL scripts).
    case R
    /// Strong right to left, Arabic letter.
    case AL
    /// European number.
    case EN
    /// European number separator.
    case ES
    /// European number terminator.
    case ET
    /// Arabic number.
    case AN
    /// Common number separator.
    case CS
    /// Nonspacing mark.
    case NSM
    /// Boundary neutral (ignored by the resolver).
    case BN
    /// Paragraph separator.
    case B
    /// Segment separator.
    case S
    /// Whitespace.
    case WS
    /// Other neutral.
    case ON
    /// An isolate control (LRI, RLI, FSI, PDI), resolved as a neutral by this subset.
    case isolate

    /// The class of `scalar`.
    init(_ scalar: Unicode.Scalar) {
        let v = scalar.value
        if let special = Self.special(v) {
            self = special
            return
        }
        let category = scalar.properties.generalCategory
        if category == .nonspacingMark || category == .enclosingMark {
            self = .NSM
            return
        }
        if let strong = Self.rightToLeftRange(v) {
            self = strong
            return
        }
        switch category {
        case .format, .control:
            self = .BN
        case .spaceSeparator, .lineSeparator:
            self = .WS
        case .paragraphSeparator:
            self = .B
        case .currencySymbol:
            self = .ET
        case .connectorPunctuation, .dashPunctuation, .openPunctuation, .closePunctuation,
            .initialPunctuation, .finalPunctuation, .otherPunctuation,
            .mathSymbol, .modifierSymbol, .otherSymbol, .otherNumber:
            self = .ON
        default:
            self = .L
        }
    }

    /// Whether the class is strong (L, R, AL).
    var isStrong: Bool { self == .L || self == .R || self == .AL }

    /// Whether rule L1 resets this character to the paragraph level when it ends a line or
    /// precedes a segment or paragraph separator (whitespace, isolate controls, and the
    /// boundary neutrals that X9 would have removed).
    var isLineEndWhitespace: Bool { self == .WS || self == .isolate || self == .BN }

    /// Code points whose class is not implied by their script range or general category.
    private static func special(_ v: UInt32) -> BidiClass? {
        switch v {
        case 0x30...0x39, 0xB2, 0xB3, 0xB9, 0x2070, 0x2074...0x2079, 0x2080...0x2089,
            0x06F0...0x06F9, 0xFF10...0xFF19:
            return .EN
        case 0x0660...0x0669, 0x066B, 0x066C, 0x0600...0x0605, 0x06DD, 0x08E2:
            return .AN
        case 0x2B, 0x2D, 0x2212, 0xFB29, 0xFE62, 0xFE63, 0xFF0B, 0xFF0D:
            return .ES
        case 0x2C, 0x2E, 0x2F, 0x3A, 0xA0, 0x060C, 0x202F, 0x2044, 0xFE50, 0xFE52, 0xFE55,
            0xFF0C, 0xFF0E, 0xFF0F, 0xFF1A:
            return .CS
        case 0x23, 0x24, 0x25, 0xA2...0xA5, 0xB0, 0xB1, 0x066A, 0x2030...0x2034, 0x20A0...0x20CF,
            0x2213, 0xFE5F, 0xFE69, 0xFE6A, 0xFF03...0xFF05, 0xFFE0, 0xFFE1, 0xFFE5, 0xFFE6:
            return .ET
        case 0x09, 0x0B, 0x1F:
            return .S
        case 0x0A, 0x0D, 0x1C...0x1E, 0x85, 0x2029:
            return .B
        case 0x0C, 0x2028:
            return .WS
        case 0x200E:
            return .L
        case 0x200F:
            return .R
        case 0x061C:
            return .AL
        case 0x202A...0x202E:
            return .BN
        case 0x2066...0x2069:
            return .isolate
        default:
            return nil
        }
    }

    /// `R` or `AL` for the right-to-left script blocks, `nil` elsewhere.
    private static func rightToLeftRange(_ v: UInt32) -> BidiClass? {
        switch v {
        case 0x0590...0x05FF, 0x07C0...0x085F, 0xFB1D...0xFB4F:
            return .R
        case 0x0600...0x07BF, 0x0860...0x08FF, 0xFB50...0xFDFF, 0xFE70...0xFEFE, 0x1EE00...0x1EEFF:
            return .AL
        case 0x10800...0x10FFF, 0x1E800...0x1EDFF, 0x1EF00...0x1EFFF:
            return .R
        default:
            return nil
        }
    }
}
