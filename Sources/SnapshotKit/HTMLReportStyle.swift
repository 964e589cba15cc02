/// The report's style sheet, inline so the page needs nothing but its images.
extension HTMLReport {
    static let style = """
        body{font:15px/1.45 -apple-system,system-ui,sans-serif;margin:24px;color:#1c1c1e;background:#fff}
        h1{font-size:22px}h2{margin-top:32px;border-top:1px solid #ddd;padding-top:16px}
        .summary{color:#c00;font-weight:600}.lines{font-family:ui-monospace,monospace;font-size:13px}
        .trio{display:flex;gap:12px;flex-wrap:wrap}.trio figure{margin:0}.trio img{max-height:480px;border:1px solid #ccc}
        figcaption{font-size:12px;color:#666}.zoom{margin:0 0 12px}.zoom img{max-width:100%;image-rendering:pixelated;border:1px solid #ccc}.strip img{max-width:100%;border:1px solid #ccc}
        .compare{margin:12px 0}.stack{position:relative;display:inline-block;line-height:0}
        .stack img{max-height:640px;display:block}.under{border:1px solid #ccc}
        .over{position:absolute;top:0;left:0;height:100%;overflow:hidden;width:50%;border-right:2px solid #f0f}
        .over img{height:100%;width:auto;max-width:none}
        .compare[data-mode=onion] .over{width:100%!important;border:0}
        .controls{display:flex;gap:12px;align-items:center;margin-top:6px}.hint{color:#666;font-size:12px}
        .cmd{display:flex;gap:8px;align-items:flex-start}.cmd pre{background:#f2f2f7;padding:8px;margin:0;white-space:pre-wrap;flex:1}
        .filters{position:sticky;top:0;z-index:2;background:#fff;border-bottom:1px solid #ddd;padding:8px 0;margin:0 0 8px}.filters+h2{border-top:0}
        .axis{display:flex;flex-wrap:wrap;gap:4px 14px;align-items:center;margin:2px 0}.axis-name{font-weight:600;min-width:120px}
        .axis label{white-space:nowrap;cursor:pointer}.axis .n{color:#888;font-size:12px}.showing{margin:6px 0 0;color:#444;font-size:13px}
        section[hidden]{display:none}section.scene{scroll-margin-top:var(--filters-height,0px)}
        .changed{background:#fff8e6;border:1px solid #f0d48a;border-radius:8px;padding:6px 14px;margin:8px 0 16px}
        .changed h3{margin:6px 0 4px}.changes{margin:4px 0;padding-left:22px}.kinds{margin:6px 0;font-size:13px;color:#444}
        .kind{display:inline-block;font-size:11px;font-weight:600;line-height:1.6;padding:0 8px;border-radius:9px;margin-left:8px;vertical-align:2px;background:#e5e5ea;color:#333}
        .kind[data-kind=geometry]{background:#ffe1e1;color:#a40000}.kind[data-kind=colour-only]{background:#efe1ff;color:#5e2390}
        .kind[data-kind=anti-aliasing-only]{background:#e5e5ea;color:#444}.kind[data-kind=text-content]{background:#ffefd0;color:#8a5300}
        .scrubber{margin:16px 0;padding:8px 14px 10px;border:1px solid #ddd;border-radius:8px}.scrubber h3{margin:6px 0}
        .pair{display:flex;gap:12px;flex-wrap:wrap}.pair figure{margin:0}.pair img{max-height:480px;border:1px solid #ccc;display:block}
        .scrub-bar{display:flex;gap:12px;align-items:center;margin-top:8px}.play{min-width:78px}
        .track{position:relative;flex:0 1 520px;min-width:160px;padding-bottom:8px}.track input{width:100%;margin:0;display:block}
        .ticks{position:absolute;left:0;right:0;bottom:0;height:6px}.ticks span{position:absolute;width:2px;margin-left:-1px;height:6px;background:#c7c7cc;cursor:pointer}
        .ticks span.differs{background:#d00}.ticks span.at{outline:2px solid #007aff}
        .scrub-label{font-family:ui-monospace,monospace;font-size:13px;white-space:nowrap}
        .scrubber[data-differs=true] .scrub-label{color:#c00;font-weight:600}
        """
}
