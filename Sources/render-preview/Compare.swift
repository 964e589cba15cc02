import ArgumentParser
import FileAccess
import Foundation
import PNGCodec
import PreviewKit
import Raster
import SnapshotKit

/// `render-preview compare`: before-and-after sheets of every scene two sources share — two
/// configs (an edit, a branch), or a folder of goldens and a config.
struct Compare: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Put each scene before and after a change side by side, with its differences marked.",
        discussion: """
            BEFORE and AFTER are each a config (.json) or a folder of goldens (what record writes). \
            For every scene both have, <output>/<scene>.png shows the frames of both in two rows and \
            a third row marking each differing pixel in magenta; an animation gets a column per \
            moment (--frames of them among the moments both sides have — for goldens, the frames \
            they keep as PNG — the differing ones first, evenly spaced). Scenes that only a config \
            has are listed (a folder of goldens often holds other configs' scenes too).
              render-preview compare golden/ card.json -o out/compare     goldens against the config
              render-preview compare old.json new.json                      two versions of a config
            """)

    @Argument(help: ArgumentHelp("A config, or a folder of goldens.", valueName: "before"))
    var before: String

    @Argument(help: ArgumentHelp("A config, or a folder of goldens.", valueName: "after"))
    var after: String

    @Option(name: [.short, .customLong("output")], help: "Folder for the sheets: <output>/<scene>.png.")
    var output = "out/compare"

    @Option(name: .customLong("scene"), help: ArgumentHelp("Only scenes with this name (repeatable; * and ? as in a shell).", valueName: "name"))
    var sceneFilters: [String] = []

    @Option(help: ArgumentHelp("Moments compared per animation (1 to 24).", valueName: "n"))
    var frames = 6

    @Option(help: ArgumentHelp("Width of each frame on the sheet, in pixels (60 to 1200).", valueName: "pixels"))
    var width = 300

    @Flag(help: "Print nothing but errors.")
    var quiet = false

    @OptionGroup var fonts: SystemFontsOption
    /// `--system-fonts`, if given: draws the system font of a config side.
    var systemFonts: String? { fonts.systemFonts }

    func validate() throws {
        if output.isEmpty { throw ValidationError("--output is empty; name a folder, e.g. -o out/compare") }
        if !(1...24).contains(frames) { throw ValidationError("--frames takes 1 to 24, got \(frames)") }
        if !(60...1200).contains(width) { throw ValidationError("--width takes 60 to 1200 pixels, got \(width)") }
    }

    func run() throws {
        let old = try ComparedSource.open(before, filters: sceneFilters, systemFonts: systemFonts)
        let new = try ComparedSource.open(after, filters: sceneFilters, systemFonts: systemFonts)
        let shared = new.names.filter { old.names.contains($0) }
        guard !shared.isEmpty else {
            throw CLIFailure.badInput(
                "\(before) and \(after) have no scene in common (\(before): \(old.names.joined(separator: ", ")); \(after): \(new.names.joined(separator: ", ")))"
            )
        }
        let fonts = try new.fonts ?? old.fonts ?? ComparedSource.bundledFonts()
        var lines: [String] = []
        var sheets: [(String, Pixmap)] = []
        for name in shared {
            let candidates = ComparedSource.candidates(old.times(of: name), new.times(of: name))
            // Which moments differ, one pair of frames in memory at a time; then the shown ones again.
            var differs: Set<Double> = []
            if candidates.count > frames {
                for t in candidates where try old.frame(of: name, at: t) != new.frame(of: name, at: t) { differs.insert(t) }
            }
            let still = new.isStill(name) && old.isStill(name)
            let rows = try ComparedSource.shown(candidates, count: frames, differs: differs.contains).map { t in
                BeforeAfterSheet.Row(
                    label: still ? "still" : String(format: "t = %.3f s", t),
                    before: try old.frame(of: name, at: t), after: try new.frame(of: name, at: t))
            }
            let sheet = BeforeAfterSheet(title: name, beforeLabel: before, afterLabel: after, rows: rows, width: width)
            let image: Pixmap, differing: [Int?]
            do {
                (image, differing) = try sheet.image(fonts: fonts)
            } catch let tooLarge as LabelledGrid.TooLarge {
                throw CLIFailure.badInput("\(name): \(tooLarge) (lower --frames or --width)")
            }
            let path = FilePath.joined(output, name + ".png")
            sheets.append((path, image))
            let changed = differing.filter { $0 != 0 }.count
            lines.append(
                "\(name): "
                    + (changed == 0
                        ? "identical in \(counted(rows.count, "moment"))"
                        : "\(changed) of \(counted(rows.count, "moment")) differ") + " → \(path)")
        }
        // All or nothing: every sheet encoded, then all written together (`FileBatch`).
        do {
            try OutputDirectory.create(output)
            let files = try sheets.map { path, image in
                (path: path, bytes: try PNGEncoder.encode(image, options: PNGEncodingOptions(compressionLevel: 9)))
            }
            try FileBatch.write(files)
        } catch {
            throw CLIFailure.badInput("cannot write into \(FilePath.asFolder(output)): \(PreviewRenderer.Failure.describe(error))")
        }
        if !quiet {
            lines.forEach { print($0) }
            // A folder of goldens often holds other configs' scenes too: only a config's are listed.
            let onlyOld = old.isGoldens ? [] : old.names.filter { !new.names.contains($0) }
            let onlyNew = new.isGoldens ? [] : new.names.filter { !old.names.contains($0) }
            if !onlyOld.isEmpty { print("only in \(before): \(onlyOld.joined(separator: ", "))") }
            if !onlyNew.isEmpty { print("only in \(after): \(onlyNew.joined(separator: ", "))") }
        }
    }
}
