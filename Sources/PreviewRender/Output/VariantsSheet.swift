import PreviewModel
import Raster
import Typeset

/// `<output>/<scene>-variants.png`: every scene of one `variants` matrix in one image, its rows
/// and columns labelled with the axes' values (appearance × device × Dynamic Type, any axes).
/// Made from the frames a render wrote (`PreviewRenderer`).
package enum VariantsSheet {
    /// One matrix: its scenes in the matrix's order.
    package struct Group {
        package var base: String
        package var options: VariantsSheetOptions
        package var scenes: [SceneFrames]

        /// The sheet's file name in the output folder.
        package var fileName: String { base + "-variants.png" }
    }

    /// The matrices among `scenes` that ask for a sheet, in the order their first scene comes.
    package static func groups(_ scenes: [SceneFrames]) -> [Group] {
        var groups: [Group] = []
        for scene in scenes {
            guard let place = scene.variant, let options = scene.variantsSheet else { continue }
            if let i = groups.firstIndex(where: { $0.base == place.base }) {
                groups[i].scenes.append(scene)
            } else {
                groups.append(Group(base: place.base, options: options, scenes: [scene]))
            }
        }
        return groups
    }

    /// The frame of `scene` a sheet shows.
    static func frameIndex(of scene: SceneFrames, time: Double?) -> Int {
        guard scene.frames.count > 1 else { return 0 }
        guard let time else { return (scene.frames.count - 1) / 2 }
        return SceneAnimation.nearest(to: time, in: scene.frames.map(\.time)) ?? 0
    }

    /// The sheet of `group`, its frames read by `frame(scene, index)`.
    package static func image(of group: Group, fonts: FontCatalog, frame: (SceneFrames, Int) throws -> Pixmap) throws -> Pixmap {
        let (rowAxes, columnAxes) = group.options.split(group.scenes.first?.variant?.axes ?? [])
        func key(_ scene: SceneFrames, _ of: [String]) -> String {
            of.compactMap { scene.variant?.value(of: $0) }.joined(separator: " · ")
        }
        var rows: [String] = [], columns: [String] = []
        for scene in group.scenes {
            let r = key(scene, rowAxes), c = key(scene, columnAxes)
            if !rows.contains(r) { rows.append(r) }
            if !columns.contains(c) { columns.append(c) }
        }
        let widest = group.scenes.map(\.pointWidth).max() ?? 1
        let factor = Double(group.options.width) / widest
        var cells = Array(repeating: Array(repeating: Pixmap?.none, count: columns.count), count: rows.count)
        for scene in group.scenes {
            let full = try frame(scene, frameIndex(of: scene, time: group.options.time))
            let r = rows.firstIndex(of: key(scene, rowAxes))!, c = columns.firstIndex(of: key(scene, columnAxes))!
            cells[r][c] = LabelledGrid.fitted(full, width: Int(pixel: (scene.pointWidth * factor).rounded()))
        }
        let described = [
            rowAxes.isEmpty ? nil : "rows: " + rowAxes.joined(separator: " × "),
            columnAxes.isEmpty ? nil : "columns: " + columnAxes.joined(separator: " × "),
        ].compactMap { $0 }
        return try LabelledGrid(
            title: group.base, subtitle: described.joined(separator: "   "),
            columns: columns, rows: rows, cells: cells
        ).image(fonts: fonts)
    }
}
