// swift-tools-version:6.1
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
        // `render-preview watch`'s session and server; a product so that the fuzz package can
        // reach the server's request parser (fuzz/Sources/fuzz-http).
        .library(name: "LivePreview", targets: ["LivePreview"]),
        // `assertSnapshot(of: scene, as: .renderPreview)` for swift-snapshot-testing users; empty
        // unless the SnapshotTesting trait is on (docs: README, "swift-snapshot-testing").
        .library(name: "RenderPreviewSnapshotTesting", targets: ["RenderPreviewSnapshotTesting"]),
    ],
    traits: [
        // Off by default: the package's own build compiles nothing of swift-snapshot-testing (nor
        // swift-syntax, which it names); a user's package turns it on with `traits: ["SnapshotTesting"]`.
        .trait(name: "SnapshotTesting",
               description: "Builds RenderPreviewSnapshotTesting: Snapshotting strategies for pointfreeco/swift-snapshot-testing."),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
        .package(url: "https://github.com/pointfreeco/swift-snapshot-testing", from: "1.19.0"),
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
        // A small C shim so that libpng's longjmp never crosses Swift frames, and zlib's deflate
        // cut at row bands for frames assembled from reusable parts.
        .target(name: "PNGShim", dependencies: ["CLibPNG"], linkerSettings: [.linkedLibrary("z")]),
        // Animated GIF and WebP previews: libimagequant (palettes), giflib, libwebp with its mux
        // (WebPAnimEncoder) and demux (WebPAnimDecoder) libraries.
        .systemLibrary(
            name: "CImageQuant", pkgConfig: "imagequant",
            providers: [.apt(["libimagequant-dev"]), .brew(["libimagequant"])]),
        .systemLibrary(
            name: "CGIFLib", pkgConfig: "libgif",
            providers: [.apt(["libgif-dev"]), .brew(["giflib"])]),
        .systemLibrary(
            name: "CWebP", pkgConfig: "libwebpmux",
            providers: [.apt(["libwebp-dev"]), .brew(["webp"])]),
        // Keeps libimagequant's OpenMP k-means on one thread, so palettes never depend on cores.
        .target(name: "AnimatedImageShim"),

        // Every target declares exactly the modules it imports.
        // The 2D engine: pure Swift, depends on nothing else in the package.
        .target(name: "Raster"),
        // Reading and writing files safely: atomic replacement, bounded whole-file reads,
        // folders made all or nothing, one path-joining rule.
        .target(name: "FileAccess"),
        .target(name: "PNGCodec", dependencies: ["Raster", "PNGShim", "FileAccess"]),
        // Animated GIF and WebP: encoders for previews, decoders for tests and quality figures.
        .target(name: "AnimatedImageCodecs", dependencies: ["Raster", "CImageQuant", "CGIFLib", "CWebP", "AnimatedImageShim"]),
        // The bundled fonts and their licences (fonts/ at the top of the repository), shipped as
        // resources so text never depends on the machine's own fonts.
        .target(name: "BundledFonts", path: "fonts", exclude: ["README.md"], resources: [.copy("faces"), .copy("licenses")]),
        // Text: shaping, line breaking, bidi, glyph outlines; knows no views.
        .target(name: "Typeset", dependencies: ["Raster", "BundledFonts", "FileAccess", "CFreeType", "CHarfBuzz"]),
        // The product, split along the pipeline so that nothing reaches back (docs/architecture.md):
        // the model every stage hands on; reading configs (with the presets); drawing and output.
        .target(name: "PreviewModel", dependencies: ["Raster", "PNGCodec", "Typeset", "FileAccess", "CLibCrypto"]),
        // Image files presets draw as their libraries do (SwiftMessages' theme icons), with their
        // licences, compiled into the program so no resource folder has to travel with it.
        .target(name: "PresetImages", exclude: ["SwiftMessages", "README.md"]),
        .target(name: "PreviewConfig", dependencies: ["PreviewModel", "Raster", "PNGCodec", "Typeset", "FileAccess", "AnimatedImageCodecs", "PresetImages"]),
        .target(name: "PreviewRender", dependencies: ["PreviewModel", "Raster", "PNGCodec", "Typeset", "FileAccess", "AnimatedImageCodecs"]),
        // One import for users: re-exports the three.
        .target(name: "PreviewKit", dependencies: ["PreviewModel", "PreviewConfig", "PreviewRender"]),
        .target(name: "SnapshotKit", dependencies: ["PreviewKit", "Raster", "PNGCodec", "Typeset", "FileAccess"]),
        .target(name: "PreviewTesting", dependencies: ["SnapshotKit", "PreviewKit", "Raster", "Typeset", "FileAccess"]),
        // Strategies for swift-snapshot-testing; its code is inside `#if SnapshotTesting`, and the
        // dependency is there only with the trait on.
        .target(name: "RenderPreviewSnapshotTesting",
                dependencies: ["PreviewTesting", "PNGCodec", "Typeset",
                               .product(name: "SnapshotTesting", package: "swift-snapshot-testing",
                                        condition: .when(traits: ["SnapshotTesting"]))]),
        .executableTarget(
            name: "render-preview",
            dependencies: [
                "PreviewKit",
                "SnapshotKit",
                "PNGCodec",
                "Typeset",
                "FileAccess",
                "AnimatedImageCodecs",
                "LivePreview",
                "ProcessHeap",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]),
        // The C library's heap policy for the process (one arena for every thread).
        .target(name: "ProcessHeap"),
        // `render-preview watch`: re-renders on file changes (inotify, else polling) and serves
        // a page of the scenes on 127.0.0.1 that updates itself, with its own bounded HTTP server.
        .target(name: "LivePreview", dependencies: ["PreviewKit", "FileAccess"]),
        .executableTarget(name: "raster-bench", dependencies: ["Raster", "PNGCodec", "PreviewKit"]),
        // Sizes, times and mean errors of the APNG, GIF and WebP previews (scripts/media-sizes.sh).
        .executableTarget(name: "media-report", dependencies: ["AnimatedImageCodecs", "PNGCodec", "PreviewKit", "Raster", "Typeset"]),
        // The reference drawing cases (shared/reference/raster/cases.json): decoding, drawing, metrics.
        .target(name: "RasterConformance", dependencies: ["Raster"]),
        .executableTarget(name: "raster-conformance", dependencies: ["RasterConformance", "Raster", "PNGCodec"]),

        .testTarget(name: "FileAccessTests", dependencies: ["FileAccess"]),
        .testTarget(name: "ProcessHeapTests", dependencies: ["ProcessHeap"]),
        .testTarget(name: "LivePreviewTests", dependencies: ["LivePreview", "PreviewKit"]),
        .testTarget(name: "RasterTests", dependencies: ["Raster"]),
        .testTarget(name: "PreviewKitTests", dependencies: ["PreviewKit", "PreviewModel", "PreviewConfig", "PreviewRender", "Raster", "Typeset", "PNGCodec", "FileAccess"]),
        .testTarget(name: "TypesetTests", dependencies: ["Typeset", "Raster", "PNGCodec", "CFreeType", "SnapshotKit"], exclude: ["Fixtures"]),
        .testTarget(name: "AnimatedImageCodecsTests", dependencies: ["AnimatedImageCodecs", "Raster"]),
        .testTarget(name: "PNGCodecTests", dependencies: ["PNGCodec", "Raster", "FileAccess"], exclude: ["Fixtures"]),
        .testTarget(name: "ConformanceTests", dependencies: ["RasterConformance", "Raster", "PNGCodec", "SnapshotKit"], exclude: ["Fixtures"]),
        .testTarget(name: "CLITests", dependencies: ["render-preview", "PreviewKit", "PNGCodec", "Raster", "FileAccess", "AnimatedImageCodecs"]),
        .testTarget(name: "SnapshotKitTests", dependencies: ["SnapshotKit", "PreviewKit", "Raster", "PNGCodec"], exclude: ["Fixtures"]),
        // Goldens of `assertPreview` live beside the test files; they are data, not sources.
        .testTarget(name: "PreviewTestingTests", dependencies: ["PreviewTesting", "SnapshotKit", "PreviewKit", "Raster"],
                    exclude: ["__Goldens__"]),
    ]
)
