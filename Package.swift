// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "render-preview",
    platforms: [.macOS(.v13)],
    products: [
        .executable(name: "render-preview", targets: ["render-preview"]),
        .library(name: "Raster", targets: ["Raster"]),
        .library(name: "PNGCodec", targets: ["PNGCodec"]),
        .library(name: "PreviewKit", targets: ["PreviewKit"]),
        .library(name: "SnapshotKit", targets: ["SnapshotKit"]),
        .library(name: "PreviewTesting", targets: ["PreviewTesting"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
    ],
    targets: [
        // System libraries, found through pkg-config. `scripts/setup.sh` installs them.
        .systemLibrary(
            name: "CLibPNG", pkgConfig: "libpng",
            providers: [.apt(["libpng-dev"]), .brew(["libpng"])]),
        .systemLibrary(
            name: "CFreeType", pkgConfig: "freetype2",
            providers: [.apt(["libfreetype-dev"]), .brew(["freetype"])]),
        .systemLibrary(
            name: "CHarfBuzz", pkgConfig: "harfbuzz",
            providers: [.apt(["libharfbuzz-dev"]), .brew(["harfbuzz"])]),
        .systemLibrary(
            name: "CLibCrypto", pkgConfig: "libcrypto",
            providers: [.apt(["libssl-dev"]), .brew(["openssl"])]),
        // A small C shim so that libpng's longjmp never crosses Swift frames.
        .target(name: "PNGShim", dependencies: ["CLibPNG"]),

        // The 2D engine: pure Swift, depends on nothing else in the package.
        .target(name: "Raster"),
        .target(name: "PNGCodec", dependencies: ["Raster", "PNGShim"]),
        // Text: fonts ship as resources (Sources/Typeset/Fonts) so output never depends on system fonts.
        .target(
            name: "Typeset", dependencies: ["Raster", "PNGCodec", "CFreeType", "CHarfBuzz"],
            resources: [.copy("Fonts")]),
        .target(name: "PreviewKit", dependencies: ["Raster", "PNGCodec", "Typeset", "CLibCrypto"]),
        .target(name: "SnapshotKit", dependencies: ["PreviewKit", "Raster", "PNGCodec", "Typeset"]),
        .target(name: "PreviewTesting", dependencies: ["SnapshotKit", "PreviewKit", "Raster", "Typeset"]),
        .executableTarget(
            name: "render-preview",
            dependencies: [
                "PreviewKit",
                "SnapshotKit",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]),
        .executableTarget(name: "raster-bench", dependencies: ["Raster", "PNGCodec", "PreviewKit"]),
        // The reference drawing cases (shared/reference/raster/cases.json): decoding, drawing, metrics.
        .target(name: "RasterConformance", dependencies: ["Raster"]),
        .executableTarget(name: "raster-conformance", dependencies: ["RasterConformance", "Raster", "PNGCodec"]),

        .testTarget(name: "RasterTests", dependencies: ["Raster"]),
        .testTarget(name: "PreviewKitTests", dependencies: ["PreviewKit", "Raster", "Typeset", "PNGCodec"]),
        .testTarget(name: "TypesetTests", dependencies: ["Typeset", "Raster", "PNGCodec", "CFreeType"]),
        .testTarget(name: "PNGCodecTests", dependencies: ["PNGCodec", "Raster"], exclude: ["Fixtures"]),
        .testTarget(name: "ConformanceTests", dependencies: ["RasterConformance", "Raster", "PNGCodec"]),
        .testTarget(name: "CLITests", dependencies: ["render-preview", "PreviewKit", "PNGCodec", "Raster"]),
        .testTarget(name: "SnapshotKitTests", dependencies: ["SnapshotKit", "PreviewKit", "Raster"]),
        .testTarget(name: "PreviewTestingTests", dependencies: ["PreviewTesting", "SnapshotKit", "PreviewKit", "Raster", "Typeset"]),
    ]
)
