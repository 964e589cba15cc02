import Testing
@testable import Raster

/// SVG path data: every expectation is the element list the SVG 1.1 grammar prescribes,
/// written out by hand.
@Suite struct SVGPathDataTests {
    static func P(_ x: Double, _ y: Double) -> Point { Point(x, y) }

    static func parse(_ d: String) throws -> [Path.Element] { try Path(svgPathData: d).elements }

    static func error(_ d: String) -> Path.SVGPathError? {
        do {
            _ = try Path(svgPathData: d)
            return nil
        } catch {
            return error as? Path.SVGPathError
        }
    }

    @Test func absoluteCommands() throws {
        #expect(
            try Self.parse("M 10 20 L 30 40 H 50 V 60 Z") == [
                .move(Self.P(10, 20)), .line(Self.P(30, 40)), .line(Self.P(50, 40)), .line(Self.P(50, 60)), .close,
            ])
        #expect(
            try Self.parse("M0 0 Q 10 20 30 40 C 1 2 3 4 5 6") == [
                .move(Self.P(0, 0)), .quad(Self.P(10, 20), Self.P(30, 40)), .cubic(Self.P(1, 2), Self.P(3, 4), Self.P(5, 6)),
            ])
    }

    @Test func relativeCommandsAddToTheCurrentPoint() throws {
        // m 10 20 → (10,20); l 5 5 → (15,25); h −5 → (10,25); v 10 → (10,35);
        // q: control (11,36), end (12,37); c: each point relative to (12,37); z back to (10,20);
        // then l 1 1 from (10,20) → (11,21).
        #expect(
            try Self.parse("m 10 20 l 5 5 h -5 v 10 q 1 1 2 2 c 1 0 2 0 3 3 z l 1 1") == [
                .move(Self.P(10, 20)), .line(Self.P(15, 25)), .line(Self.P(10, 25)), .line(Self.P(10, 35)),
                .quad(Self.P(11, 36), Self.P(12, 37)), .cubic(Self.P(13, 37), Self.P(14, 37), Self.P(15, 40)), .close,
                .line(Self.P(11, 21)),
            ])
    }

    @Test func pairsAfterMoveAreLines() throws {
        // "M x y x y …" is a move and implicit L; "m" gives implicit relative l.
        #expect(try Self.parse("M 1 2 3 4 5 6") == [.move(Self.P(1, 2)), .line(Self.P(3, 4)), .line(Self.P(5, 6))])
        #expect(try Self.parse("m 1 2 3 4 5 6") == [.move(Self.P(1, 2)), .line(Self.P(4, 6)), .line(Self.P(9, 12))])
        // Other commands repeat themselves.
        #expect(
            try Self.parse("M0 0 H 1 2 3 v 1 1") == [
                .move(Self.P(0, 0)), .line(Self.P(1, 0)), .line(Self.P(2, 0)), .line(Self.P(3, 0)), .line(Self.P(3, 1)), .line(Self.P(3, 2)),
            ])
    }

    @Test func smoothCurvesReflectThePreviousControlPoint() throws {
        // S after C: first control = 2·(5,6) − (3,4) = (7,8). S after S reflects S's own
        // second control: 2·(11,12) − (9,10) = (13,14).
        #expect(
            try Self.parse("M0 0 C 1 2 3 4 5 6 S 9 10 11 12 S 15 16 17 18") == [
                .move(Self.P(0, 0)), .cubic(Self.P(1, 2), Self.P(3, 4), Self.P(5, 6)),
                .cubic(Self.P(7, 8), Self.P(9, 10), Self.P(11, 12)), .cubic(Self.P(13, 14), Self.P(15, 16), Self.P(17, 18)),
            ])
        // S not after C or S: first control is the current point.
        #expect(
            try Self.parse("M 1 1 L 2 2 S 3 3 4 4") == [.move(Self.P(1, 1)), .line(Self.P(2, 2)), .cubic(Self.P(2, 2), Self.P(3, 3), Self.P(4, 4))])
        // T after Q: control 2·(2,2) − (1,3) = (3,1); T after T: 2·(4,0) − (3,1) = (5,−1).
        #expect(
            try Self.parse("M0 0 Q 1 3 2 2 T 4 0 T 6 6") == [
                .move(Self.P(0, 0)), .quad(Self.P(1, 3), Self.P(2, 2)), .quad(Self.P(3, 1), Self.P(4, 0)), .quad(Self.P(5, -1), Self.P(6, 6)),
            ])
        // T after C does not reflect (a cubic's control is not a quad control), nor S after Q.
        #expect(
            try Self.parse("M0 0 C 1 1 2 2 3 3 T 5 5") == [
                .move(Self.P(0, 0)), .cubic(Self.P(1, 1), Self.P(2, 2), Self.P(3, 3)), .quad(Self.P(3, 3), Self.P(5, 5)),
            ])
        #expect(
            try Self.parse("M0 0 Q 1 1 2 2 S 4 4 5 5") == [
                .move(Self.P(0, 0)), .quad(Self.P(1, 1), Self.P(2, 2)), .cubic(Self.P(2, 2), Self.P(4, 4), Self.P(5, 5)),
            ])
        // Relative s and t: the reflection is absolute, the given points relative.
        #expect(
            try Self.parse("M0 0 c 1 2 3 4 5 6 s 4 4 6 6") == [
                .move(Self.P(0, 0)), .cubic(Self.P(1, 2), Self.P(3, 4), Self.P(5, 6)), .cubic(Self.P(7, 8), Self.P(9, 10), Self.P(11, 12)),
            ])
    }

    @Test func numberSyntax() throws {
        // Exponents, signs as separators, packed decimals: "-.5.5" is −0.5 then 0.5.
        #expect(try Self.parse("M1e2,-2.5E-1") == [.move(Self.P(100, -0.25))])
        #expect(try Self.parse("M-.5.5") == [.move(Self.P(-0.5, 0.5))])
        #expect(try Self.parse("M1-2L+3,4.") == [.move(Self.P(1, -2)), .line(Self.P(3, 4))])
        #expect(try Self.parse("M.1.2.3.4") == [.move(Self.P(0.1, 0.2)), .line(Self.P(0.3, 0.4))])
        #expect(try Self.parse("\tM 1\n2\r\nL3,,4 ") == [.move(Self.P(1, 2)), .line(Self.P(3, 4))])
        #expect(try Self.parse("") == [])
        #expect(try Self.parse("  ") == [])
    }

    @Test func closeThenMoveRelativeStartsFromTheSubpathStart() throws {
        #expect(
            try Self.parse("M 10 10 L 20 10 Z m 5 5 l 1 0") == [
                .move(Self.P(10, 10)), .line(Self.P(20, 10)), .close, .move(Self.P(15, 15)), .line(Self.P(16, 15)),
            ])
    }

    @Test func errorsNameTheOffsetWhereParsingStopped() {
        // Arcs are reported at the A.
        #expect(Self.error("M 0 0 A 5 5 0 0 1 10 10")?.offset == 6)
        #expect(Self.error("M0 0a1 1 0 0 1 2 2")?.offset == 4)
        // A number before any command.
        #expect(Self.error("10 20")?.offset == 0)
        // A number after Z.
        #expect(Self.error("M 0 0 Z 5")?.offset == 8)
        // Missing coordinate at the end: reported at the end of the text.
        #expect(Self.error("M 10")?.offset == 4)
        // Garbage letter where a number should be.
        #expect(Self.error("M 1 2 L x")?.offset == 8)
        // An exponent with no digits, and an overflowing number.
        #expect(Self.error("M 1e 2")?.offset == 2)
        #expect(Self.error("M 1e999 0")?.offset == 2)
        // A lone sign or dot is not a number.
        #expect(Self.error("M - 1")?.offset == 2)
        #expect(Self.error("M . 1")?.offset == 2)
        #expect(Self.error("M 0 0 A 1 1 0 0 1 2 2")?.description.contains("arcs") == true)
    }
}
