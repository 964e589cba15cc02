import PreviewModel
import Raster
import Typeset

/// Draws the host app's navigation bar and tab bar: UIKit's default bar background (an opaque
/// stand-in for the translucent material: #F9F9F9 light, #121212 dark) with a hairline
/// separator, and the navigation title (17 pt semibold, centred).
enum HostBarsRenderer {
    static func draw(_ screen: ScreenGeometry, appearance: Appearance, fonts: FontCatalog, scale: Double, on canvas: inout Canvas) {
        let host = screen.host
        guard host.drawn else { return }
        let bar = appearance == .dark ? Color(r8: 18, g8: 18, b8: 18) : Color(r8: 249, g8: 249, b8: 249)
        let hairline = 1 / scale
        let separator = SystemColor.separator.resolved(for: appearance)
        if host.navigationBar != nil {
            let bottom = screen.navigationBarBottom
            canvas.fill(Path(rect: Rect(x: 0, y: 0, width: screen.size.width, height: bottom)), color: bar)
            canvas.fill(Path(rect: Rect(x: 0, y: bottom - hairline, width: screen.size.width, height: hairline)), color: separator)
            if let title = host.navigationTitle {
                let text = View.text(
                    TextContent(
                        title, font: fonts.systemFont(size: 17, weight: .semibold),
                        color: SystemColor.label.resolved(for: appearance)))
                let area = Rect(x: 0, y: screen.safeArea.top, width: screen.size.width, height: host.navigationBar ?? 44)
                ViewRenderer(scale: scale).draw(LayoutEngine(scale: scale).layout(text, in: area), on: &canvas)
            }
        }
        if host.tabBar != nil {
            let top = screen.tabBarTop
            canvas.fill(Path(rect: Rect(x: 0, y: top, width: screen.size.width, height: screen.size.height - top)), color: bar)
            canvas.fill(Path(rect: Rect(x: 0, y: top, width: screen.size.width, height: hairline)), color: separator)
        }
    }
}
