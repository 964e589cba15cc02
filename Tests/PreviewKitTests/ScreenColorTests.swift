import PreviewKit
import Raster
import Testing

/// UIKit's system colours in both appearances, and lookup by name.
@Suite struct ScreenColorTests {
    /// `#RRGGBB` and an alpha.
    static func c(_ hex: String, _ alpha: Double = 1) -> Color {
        Color(hex: hex)!.withAlphaMultiplied(by: alpha)
    }

    static let table: [(SystemColor, Color, Color)] = [
        (.label, c("#000000"), c("#FFFFFF")),
        (.secondaryLabel, c("#3C3C43", 0.6), c("#EBEBF5", 0.6)),
        (.tertiaryLabel, c("#3C3C43", 0.3), c("#EBEBF5", 0.3)),
        (.quaternaryLabel, c("#3C3C43", 0.18), c("#EBEBF5", 0.16)),
        (.systemBackground, c("#FFFFFF"), c("#000000")),
        (.secondarySystemBackground, c("#F2F2F7"), c("#1C1C1E")),
        (.tertiarySystemBackground, c("#FFFFFF"), c("#2C2C2E")),
        (.systemGroupedBackground, c("#F2F2F7"), c("#000000")),
        (.separator, c("#3C3C43", 0.29), c("#545458", 0.6)),
        (.opaqueSeparator, c("#C6C6C8"), c("#38383A")),
        (.systemFill, c("#787880", 0.2), c("#787880", 0.36)),
        (.quaternarySystemFill, c("#747480", 0.08), c("#767680", 0.18)),
        (.placeholderText, c("#3C3C43", 0.3), c("#EBEBF5", 0.3)),
        (.link, c("#007AFF"), c("#0984FF")),
        (.systemBlue, c("#007AFF"), c("#0A84FF")),
        (.systemGreen, c("#34C759"), c("#30D158")),
        (.systemRed, c("#FF3B30"), c("#FF453A")),
        (.systemOrange, c("#FF9500"), c("#FF9F0A")),
        (.systemYellow, c("#FFCC00"), c("#FFD60A")),
        (.systemPink, c("#FF2D55"), c("#FF375F")),
        (.systemPurple, c("#AF52DE"), c("#BF5AF2")),
        (.systemIndigo, c("#5856D6"), c("#5E5CE6")),
        (.systemTeal, c("#30B0C7"), c("#40C8E0")),
        (.systemMint, c("#00C7BE"), c("#63E6E2")),
        (.systemCyan, c("#32ADE6"), c("#64D2FF")),
        (.systemBrown, c("#A2845E"), c("#AC8E68")),
        (.systemGray, c("#8E8E93"), c("#8E8E93")),
        (.systemGray2, c("#AEAEB2"), c("#636366")),
        (.systemGray6, c("#F2F2F7"), c("#1C1C1E")),
        (.white, c("#FFFFFF"), c("#FFFFFF")),
        (.black, c("#000000"), c("#000000")),
        (.clear, Color.clear, Color.clear),
    ]

    @Test func valuesInBothAppearances() {
        for (color, light, dark) in Self.table {
            #expect(color.resolved(for: .light) == light, "\(color) light")
            #expect(color.resolved(for: .dark) == dark, "\(color) dark")
        }
    }

    @Test func everyColourHasBothVariantsWithSaneChannels() {
        for color in SystemColor.allCases {
            for a in Appearance.allCases {
                let v = color.resolved(for: a)
                for ch in [v.red, v.green, v.blue, v.alpha] { #expect(ch >= 0 && ch <= 1, "\(color) \(a)") }
            }
        }
        // The tints and greys differ between appearances, except systemGray and the fixed colours.
        let same: Set<SystemColor> = [
            .systemGray, .white, .black, .clear, .darkText, .lightText, .placeholderText,
            .secondaryLabel, .tertiaryLabel,
        ]
        for color in SystemColor.allCases where !same.contains(color) {
            #expect(color.resolved(for: .light) != color.resolved(for: .dark), "\(color)")
        }
    }

    @Test(arguments: [
        ("systemBlue", SystemColor.systemBlue), ("label", .label), ("SystemBlue", .systemBlue), ("system blue", .systemBlue),
        ("UIColor.systemRed", .systemRed), (".systemGreen", .systemGreen), ("blue", .systemBlue), ("systemGrey3", .systemGray3),
        ("secondary-label", .secondaryLabel), ("primary", .label), ("secondary", .secondaryLabel), ("background", .systemBackground),
        ("secondarySystemGroupedBackground", .secondarySystemGroupedBackground), ("gray", .systemGray), ("clear", .clear),
    ])
    func lookupByName(_ name: String, _ expected: SystemColor) throws {
        #expect(try SystemColor(named: name) == expected)
    }

    @Test func resolvedLookup() throws {
        #expect(try SystemColor.color(named: "systemBlue", appearance: .dark) == Self.c("#0A84FF"))
    }

    @Test func unknownColourSuggestsTheNearest() {
        do {
            _ = try SystemColor(named: "systemBlu")
            Issue.record("expected an error")
        } catch let e as ScreenLookupError {
            #expect(e.kind == .systemColor)
            #expect(e.suggestion == "systemBlue")
            #expect(e.description.contains("unknown system colour \"systemBlu\"; did you mean \"systemBlue\"?"))
            #expect(e.description.contains("secondarySystemBackground"))
        } catch {
            Issue.record("unexpected error \(error)")
        }
        do { _ = try SystemColor(named: "lable") } catch let e as ScreenLookupError {
            #expect(e.suggestion == "label")
        } catch {}
        do { _ = try SystemColor(named: "chartreuse") } catch let e as ScreenLookupError {
            #expect(e.suggestion == nil)
        } catch {}
    }
}
