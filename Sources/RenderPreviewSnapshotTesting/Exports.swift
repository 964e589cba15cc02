// The module's imports for users: `import RenderPreviewSnapshotTesting` also brings PreviewTesting
// (PreviewScene, PreviewView, Tolerance, Scene), so a suite needs this and `import SnapshotTesting`.
// Everything in this module is compiled only with the package's SnapshotTesting trait on.
#if SnapshotTesting
@_exported import PreviewTesting
#endif
