// swift-tools-version:6.0
// Fuzz targets for render-preview, kept out of the main build: `scripts/fuzz.sh` builds them with
// `-sanitize=fuzzer,address` and runs each for a bounded time. Each target's `main` hands its
// test function to libFuzzer's driver (`FuzzDriver`).
import PackageDescription

let package = Package(
    name: "render-preview-fuzz",
    dependencies: [.package(name: "render-preview", path: "..")],
    targets: [
        // libFuzzer's `LLVMFuzzerRunDriver`, declared for Swift.
        .target(name: "FuzzDriver"),
        // What every target shares: rendering a loaded config cheaply, a scratch file.
        .target(name: "FuzzSupport", dependencies: [.product(name: "PreviewKit", package: "render-preview"),
                                                    .product(name: "Raster", package: "render-preview")]),
        // Config text → JSON parser, decoding, validation, variants; every scene that loads is
        // laid out and drawn at a tiny scale, animations at several times.
        .executableTarget(name: "fuzz-config", dependencies: ["FuzzSupport", "FuzzDriver"]),
        // PNG bytes → the bounded decoder (header limits, libpng through the shim, every colour type).
        .executableTarget(name: "fuzz-png", dependencies: ["FuzzDriver", .product(name: "PNGCodec", package: "render-preview")]),
        // Font bytes → a config's own font file: FreeType and HarfBuzz loading, shaping, outlines,
        // colour bitmaps, drawn through the real text path.
        .executableTarget(name: "fuzz-font", dependencies: ["FuzzSupport", "FuzzDriver"]),
        // Request bytes → `watch`'s HTTP server: finding the head's end and parsing it (line,
        // percent-decoding, headers), as a page from any origin could send them.
        .executableTarget(name: "fuzz-http", dependencies: ["FuzzDriver", .product(name: "LivePreview", package: "render-preview")]),
    ]
)
