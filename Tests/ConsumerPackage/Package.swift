// swift-tools-version:6.0
// A project of a render-preview user: its snapshot tests depend only on the PreviewTesting
// product. scripts/check-consumer.sh builds and runs it as the test suite's proof that the Swift
// API works from another package.
import PackageDescription

let package = Package(
    name: "consumer",
    platforms: [.macOS(.v13)],
    dependencies: [
        .package(name: "render-preview", path: "../.."),
    ],
    targets: [
        // Goldens live beside the test files: exclude them from the target's sources.
        .testTarget(name: "ToastTests", dependencies: [.product(name: "PreviewTesting", package: "render-preview")],
                    exclude: ["__Goldens__"]),
    ]
)
