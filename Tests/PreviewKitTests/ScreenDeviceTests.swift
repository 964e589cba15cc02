import PreviewKit
import Raster
import Testing

/// The device catalogue's numbers and the forgiving lookup.
@Suite struct ScreenDeviceTests {
    struct Expected: Sendable, CustomTestStringConvertible {
        var name: String
        var size: (Double, Double)
        var scale: Double
        var portrait: (top: Double, bottom: Double)
        var landscape: (top: Double, side: Double, bottom: Double)
        var corner: Double
        var statusBar: Double
        var homeIndicator: Double
        var homeButton: Bool
        var island: Bool
        var notch: Bool
        var testDescription: String { name }
    }

    static let expected: [Expected] = [
        Expected(
            name: "iPhone SE (3rd generation)", size: (375, 667), scale: 2, portrait: (20, 0), landscape: (0, 0, 0),
            corner: 0, statusBar: 20, homeIndicator: 0, homeButton: true, island: false, notch: false),
        Expected(
            name: "iPhone 13 mini", size: (375, 812), scale: 3, portrait: (50, 34), landscape: (0, 50, 21),
            corner: 44, statusBar: 50, homeIndicator: 34, homeButton: false, island: false, notch: true),
        Expected(
            name: "iPhone 15", size: (393, 852), scale: 3, portrait: (59, 34), landscape: (0, 59, 21),
            corner: 55, statusBar: 54, homeIndicator: 34, homeButton: false, island: true, notch: false),
        Expected(
            name: "iPhone 15 Pro", size: (393, 852), scale: 3, portrait: (59, 34), landscape: (0, 59, 21),
            corner: 55, statusBar: 54, homeIndicator: 34, homeButton: false, island: true, notch: false),
        Expected(
            name: "iPhone 15 Pro Max", size: (430, 932), scale: 3, portrait: (59, 34), landscape: (0, 59, 21),
            corner: 55, statusBar: 54, homeIndicator: 34, homeButton: false, island: true, notch: false),
        Expected(
            name: "iPhone 16 Pro", size: (402, 874), scale: 3, portrait: (62, 34), landscape: (0, 62, 21),
            corner: 62, statusBar: 54, homeIndicator: 34, homeButton: false, island: true, notch: false),
        Expected(
            name: "iPhone 16 Pro Max", size: (440, 956), scale: 3, portrait: (62, 34), landscape: (0, 62, 21),
            corner: 62, statusBar: 54, homeIndicator: 34, homeButton: false, island: true, notch: false),
        Expected(
            name: "iPad (10th generation)", size: (820, 1180), scale: 2, portrait: (24, 20), landscape: (24, 0, 20),
            corner: 18, statusBar: 24, homeIndicator: 20, homeButton: false, island: false, notch: false),
    ]

    @Test(arguments: expected)
    func catalogueValues(_ e: Expected) throws {
        let d = try DeviceCatalog.device(named: e.name)
        #expect(d.name == e.name)
        #expect(d.size(in: .portrait) == Size(e.size.0, e.size.1))
        #expect(d.size(in: .landscape) == Size(e.size.1, e.size.0))
        #expect(d.scale == e.scale)
        #expect(d.safeArea(in: .portrait) == EdgeInsets(top: e.portrait.top, left: 0, bottom: e.portrait.bottom, right: 0))
        #expect(
            d.safeArea(in: .landscape)
                == EdgeInsets(top: e.landscape.top, left: e.landscape.side, bottom: e.landscape.bottom, right: e.landscape.side))
        #expect(d.displayCornerRadius == e.corner)
        #expect(d.statusBarHeight == e.statusBar)
        #expect(d.homeIndicatorHeight == e.homeIndicator)
        #expect(d.hasHomeButton == e.homeButton)
        #expect(d.hasHomeIndicator == !e.homeButton)
        #expect(d.hasDynamicIsland == e.island)
        #expect(d.hasNotch == e.notch)
        #expect(d.problems.isEmpty)
    }

    @Test func derivedValues() {
        let p15 = DeviceCatalog.iPhone15
        #expect(p15.pixelSize(in: .portrait) == (1179, 2556))
        #expect(p15.pixelSize(in: .landscape) == (2556, 1179))
        #expect(DeviceCatalog.iPhone16ProMax.pixelSize(in: .portrait) == (1320, 2868))
        #expect(DeviceCatalog.iPhoneSE3.pixelSize(in: .portrait) == (750, 1334))
        // iOS hides the status bar of iPhones in landscape, not of iPads.
        #expect(p15.statusBarHeight(in: .landscape) == 0)
        #expect(DeviceCatalog.iPad10.statusBarHeight(in: .landscape) == 24)
        #expect(p15.homeIndicatorHeight(in: .landscape) == 21)
        #expect(DeviceCatalog.iPhoneSE3.homeIndicatorHeight(in: .landscape) == 0)
        // The island is centred and 126 points wide; in landscape it is on the left edge.
        let island = try! #require(p15.sensorHousing.rect)
        #expect(island.midX == 393 / 2 && island.width == 126 && island.minY == 11)
        let turned = try! #require(p15.sensorHousingRect(in: .landscape))
        #expect(turned.minX == 11 && turned.height == 126 && turned.midY == 393 / 2)
        #expect(DeviceCatalog.iPhone16Pro.sensorHousing.rect?.minY == 14)
    }

    @Test(arguments: [
        ("iPhone 15", "iPhone 15"), ("iphone 15", "iPhone 15"), ("IPHONE-15", "iPhone 15"), ("iPhone15", "iPhone 15"),
        ("15", "iPhone 15"), ("iPhone 15 Pro Max", "iPhone 15 Pro Max"), ("iphone_15_pro_max", "iPhone 15 Pro Max"),
        ("15 pro max", "iPhone 15 Pro Max"), ("Apple iPhone 16 Pro", "iPhone 16 Pro"), ("iPhone 13 Mini", "iPhone 13 mini"),
        ("iPhone SE", "iPhone SE (3rd generation)"), ("iPhone SE 3", "iPhone SE (3rd generation)"),
        ("iPhone SE (3rd generation)", "iPhone SE (3rd generation)"), ("iphone se 3rd gen", "iPhone SE (3rd generation)"),
        ("iPhone SE 3rd Generation", "iPhone SE (3rd generation)"), ("iPhone SE (2022)", "iPhone SE (3rd generation)"),
        ("iPad", "iPad (10th generation)"), ("iPad 10", "iPad (10th generation)"), ("ipad 10th gen", "iPad (10th generation)"),
        ("iPad (10th generation)", "iPad (10th generation)"),
    ])
    func forgivingLookup(_ query: String, _ expected: String) throws {
        #expect(try DeviceCatalog.device(named: query).name == expected)
        #expect(try Device.named(query).name == expected)
    }

    @Test func unknownDeviceSuggestsTheNearestAndListsAll() {
        do {
            _ = try DeviceCatalog.device(named: "iPhone 15 Pro Mac")
            Issue.record("expected an error")
        } catch let e as ScreenLookupError {
            #expect(e.kind == .device)
            #expect(e.name == "iPhone 15 Pro Mac")
            #expect(e.suggestion == "iPhone 15 Pro Max")
            #expect(e.available == DeviceCatalog.names)
            #expect(e.description.hasPrefix("unknown device \"iPhone 15 Pro Mac\"; did you mean \"iPhone 15 Pro Max\"?"))
            for name in ["iPhone SE (3rd generation)", "iPhone 13 mini", "iPhone 16 Pro Max", "iPad (10th generation)"] {
                #expect(e.description.contains(name))
            }
        } catch {
            Issue.record("unexpected error \(error)")
        }
        // An alias close to the typo is reported by its device's canonical name.
        #expect(throws: ScreenLookupError.self) { try DeviceCatalog.device(named: "iPhone SE 4") }
        let se = try? DeviceCatalog.device(named: "iPhone SE 4")
        #expect(se == nil)
        do { _ = try DeviceCatalog.device(named: "iPhone SE 4") } catch let e as ScreenLookupError {
            #expect(e.suggestion == "iPhone SE (3rd generation)")
        } catch {}
        // Nothing close: no suggestion, still the list.
        do { _ = try DeviceCatalog.device(named: "Galaxy S24 Ultra") } catch let e as ScreenLookupError {
            #expect(e.suggestion == nil)
            #expect(!e.description.contains("did you mean"))
            #expect(e.description.contains("iPhone 15 Pro"))
        } catch {}
    }

    @Test func customDevices() {
        let notched = Device.custom(
            name: "Prototype", width: 400, height: 860, scale: 3,
            safeArea: EdgeInsets(top: 59, left: 0, bottom: 34, right: 0), cornerRadius: 55)
        #expect(notched.idiom == .phone)
        #expect(notched.size(in: .landscape) == Size(860, 400))
        #expect(notched.hasHomeButton == false)
        #expect(notched.homeIndicatorHeight == 34)
        #expect(notched.statusBarHeight == 59)
        #expect(notched.safeArea(in: .landscape) == EdgeInsets(top: 0, left: 59, bottom: 21, right: 59))
        #expect(notched.displayCornerRadius == 55)
        #expect(notched.problems.isEmpty)

        let classic = Device.custom(name: "Old", width: 320, height: 568, scale: 2, safeArea: EdgeInsets(top: 20))
        #expect(classic.hasHomeButton)
        #expect(classic.safeArea(in: .landscape) == EdgeInsets())
        #expect(HomeIndicator.frame(device: classic) == nil)

        let tablet = Device.custom(
            name: "Tablet", width: 834, height: 1194, scale: 2,
            safeArea: EdgeInsets(top: 24, left: 0, bottom: 20, right: 0), cornerRadius: 18)
        #expect(tablet.idiom == .pad)
        #expect(tablet.safeArea(in: .landscape) == tablet.safeArea(in: .portrait))

        let given = Device.custom(
            name: "X", width: 375, height: 812, scale: 3, safeArea: EdgeInsets(top: 44, bottom: 34),
            landscapeSafeArea: EdgeInsets(top: 0, left: 44, bottom: 21, right: 44))
        #expect(given.safeArea(in: .landscape).left == 44)

        let broken = Device.custom(name: "Broken", width: 0, height: .nan, scale: -1, safeArea: EdgeInsets(top: -5))
        #expect(broken.problems.count >= 4)
        #expect(broken.problems.contains { $0.contains("width") })
        #expect(broken.problems.contains { $0.contains("scale") })
    }
}
