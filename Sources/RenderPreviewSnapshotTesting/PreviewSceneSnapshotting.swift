// Snapshotting strategies for scenes built with PreviewScene: `.renderPreview` (a PNG of the
// rendered screen) and `.renderPreviewStructure` (the laid-out tree as text).
#if SnapshotTesting
import Foundation
import PreviewTesting
import SnapshotTesting

extension Snapshotting where Value == PreviewScene, Format == Data {
    /// The scene rendered by render-preview as a PNG (`<test>.<n>.png` in `__Snapshots__`): its
    /// still, or an animation's last frame, at rest; compared pixel for pixel, a failure saying
    /// what changed and where ("geometry: 312 pixels differ (…) in x …, y …").
    ///
    ///     assertSnapshot(of: PreviewScene("toast").show(position: "bottom", PreviewView.text("Saved")),
    ///                    as: .renderPreview)
    public static var renderPreview: Snapshotting {
        renderPreview()
    }

    /// The scene as a PNG: the animation frame nearest `time` (seconds; nil: the last frame, at
    /// rest; a still has one frame), compared within `tolerance`. Relative image and font paths
    /// in the scene start from the current directory (the package's folder under `swift test`).
    public static func renderPreview(time: Double? = nil, tolerance: Tolerance = .exact) -> Snapshotting {
        Snapshotting(pathExtension: "png", diffing: .renderPreviewPNG(tolerance: tolerance)) { scene in
            switch SceneLoading.scene(scene) {
            case .success(let (scene, fonts)):
                return StillFrame.png(of: scene, fonts: fonts, time: time)
            case .failure(let problem):
                return problem.reported()
            }
        }
    }
}

extension Snapshotting where Value == PreviewScene, Format == String {
    /// The scene's laid-out tree as text (`<test>.<n>.txt`): every overlay's views with their
    /// kinds, fonts, colours and frames in points, as `Scene.layoutDump` writes it (for an
    /// animation, each overlay at rest). A failure is a line diff, so it reads as a design change.
    ///
    ///     assertSnapshot(of: toast, as: .renderPreviewStructure)
    public static var renderPreviewStructure: Snapshotting {
        Snapshotting(pathExtension: "txt", diffing: .lines) { scene in
            switch SceneLoading.scenes(scene) {
            case .success(let loaded):
                return loaded.scenes.map { $0.layoutDump + "\n" }.joined(separator: "\n")
            case .failure(let problem):
                problem.report()
                return problem.text + "\n"
            }
        }
    }
}
#endif
