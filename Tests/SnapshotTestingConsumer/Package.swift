// swift-tools-version:6.1
// A project of a swift-snapshot-testing user: its existing suite adopts render-preview in one
// line, `assertSnapshot(of: scene, as: .renderPreview)`, through the RenderPreviewSnapshotTesting
// product and render-preview's SnapshotTesting trait. scripts/check-snapshot-testing.sh builds
// and runs it as the proof that the strategies work from another package on Linux.
import PackageDescription

let package = Package(
    name: "snapshot-testing-consumer",
    platforms: [.macOS(.v13)],
    dependencies: [
        .package(name: "render-preview", path: "../..", traits: ["SnapshotTesting"]),
        .package(url: "https://github.com/pointfreeco/swift-snapshot-testing", from: "1.19.0"),
    ],
    targets: [
        // swift-snapshot-testing keeps its references beside the test files: exclude them.
        .testTarget(name: "PreviewSnapshotTests",
                    dependencies: [.product(name: "RenderPreviewSnapshotTesting", package: "render-preview"),
                                   .product(name: "SnapshotTesting", package: "swift-snapshot-testing")],
                    exclude: ["__Snapshots__"]),
    ]
)
