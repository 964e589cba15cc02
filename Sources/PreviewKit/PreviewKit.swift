// PreviewKit: the product's library, one import for its users. The pipeline's stages are their
// own modules, so that the compiler keeps each arrow one way (docs/architecture.md):
// PreviewModel (views, layout, scene, screen, motion, timeline, the preset seam) ←
// PreviewConfig (reading configs, the presets) and PreviewRender (drawing, output).
@_exported import PreviewConfig
@_exported import PreviewModel
@_exported import PreviewRender
