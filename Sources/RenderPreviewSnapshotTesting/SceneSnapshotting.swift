// Snapshotting strategies for a `Scene` built in code with PreviewKit's own types (rather than
// with PreviewScene): the same PNG and structure snapshots.
#if SnapshotTesting
import Foundation
import PreviewTesting
import SnapshotTesting
import Typeset

extension Snapshotting where Value == Scene, Format == Data {
    /// The scene rendered as a PNG, as `Snapshotting<PreviewScene, Data>.renderPreview`: its
    /// still or an animation's last frame, compared pixel for pixel.
    public static var renderPreview: Snapshotting {
        renderPreview()
    }

    /// The scene as a PNG: the animation frame nearest `time` (nil: the last), compared within
    /// `tolerance`; text set in `fonts` (nil: the bundled fonts).
    public static func renderPreview(
        time: Double? = nil, tolerance: Tolerance = .exact,
        fonts: FontCatalog? = nil
    ) -> Snapshotting {
        Snapshotting(pathExtension: "png", diffing: .renderPreviewPNG(tolerance: tolerance)) { scene in
            switch SceneLoading.fonts(fonts) {
            case .success(let fonts):
                return StillFrame.png(of: scene, fonts: fonts, time: time)
            case .failure(let problem):
                return problem.reported()
            }
        }
    }
}

extension Snapshotting where Value == Scene, Format == String {
    /// The scene's laid-out tree as text (`Scene.layoutDump`), compared line by line.
    public static var renderPreviewStructure: Snapshotting {
        Snapshotting(pathExtension: "txt", diffing: .lines) { $0.layoutDump + "\n" }
    }
}
#endif
