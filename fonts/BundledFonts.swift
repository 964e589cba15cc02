import Foundation

/// Where the bundled font files are: a folder of `.otf` and `.ttf` files (`faces/`), with their
/// licences in `licenses/` beside it. The fonts ship with the program so that text never
/// depends on the machine's own fonts: the same config gives the same pixels everywhere.
///
/// The folder is looked for, in order, in:
/// 1. `$RENDER_PREVIEW_FONTS` (a `faces` folder, or the folder that holds one);
/// 2. `render-preview_BundledFonts.resources/faces` beside the running executable — where
///    SwiftPM puts it for every binary and test bundle it builds, and where `make dist` keeps it;
/// 3. `../share/render-preview/fonts/faces` from the executable — where `make install` puts it.
///
/// SwiftPM's generated `Bundle.module` is not used: it stops the process when the bundle is
/// missing, and falls back to an absolute path inside the build folder, so a copied binary
/// would work only while that folder exists. A missing folder is an ordinary error instead.
public enum BundledFonts {
    /// The environment variable that names the fonts folder.
    public static let environmentVariable = "RENDER_PREVIEW_FONTS"
    /// The name of the resource bundle SwiftPM builds beside each binary.
    public static let bundleName = "render-preview_BundledFonts.resources"

    /// The folder holding the bundled font files, or nil when none of `searchedFolders` has them.
    public static var directory: String? { located }

    /// Every folder looked in, in order, for messages.
    public static var searchedFolders: [String] {
        var folders: [String] = []
        if let variable = ProcessInfo.processInfo.environment[environmentVariable], !variable.isEmpty {
            folders += [variable, (variable as NSString).appendingPathComponent("faces")]
        }
        if let executable = executableFolder {
            folders.append(((executable as NSString).appendingPathComponent(bundleName) as NSString).appendingPathComponent("faces"))
            let share = (((executable as NSString).deletingLastPathComponent as NSString)
                .appendingPathComponent("share/render-preview/fonts") as NSString).appendingPathComponent("faces")
            folders.append(share)
        }
        return folders
    }

    private static let located: String? = searchedFolders.first(where: holdsFonts)

    /// Whether `folder` holds the bundled fonts (its regular face is the one always needed).
    static func holdsFonts(_ folder: String) -> Bool {
        FileManager.default.fileExists(atPath: (folder as NSString).appendingPathComponent("Inter-Regular.otf"))
    }

    /// The folder of the running executable with symbolic links resolved, so that a link in
    /// `/usr/local/bin` to an installed binary still finds the fonts installed with it.
    private static var executableFolder: String? {
        #if os(Linux)
        if let path = try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe") {
            return (path as NSString).deletingLastPathComponent
        }
        #endif
        return Bundle.main.executableURL?.resolvingSymlinksInPath().deletingLastPathComponent().path
    }
}
