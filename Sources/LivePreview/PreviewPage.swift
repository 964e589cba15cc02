/// The live preview's page: one HTML file with its style and script inline and nothing fetched
/// from elsewhere. Hand-written because it is small and the page must work offline: the script
/// long-polls `/state?after=N`, swaps each changed image only once the new one has loaded (so
/// nothing flickers), plays animations from their preloaded frames with a scrubber, lays out a
/// `variants` matrix as a grid labelled with its axis values, and shows a failed render's errors
/// in a red box above the last good render.
enum PreviewPage {
    static let html = """
        <!doctype html>
        <html lang="en">
        <head>
        <meta charset="utf-8">
        <meta name="viewport" content="width=device-width, initial-scale=1">
        <title>render-preview watch</title>
        <style>
        :root { color-scheme: light; --ink: #1d1d1f; --muted: #6e6e73; --line: #d2d2d7; --bg: #f2f2f7; }
        * { box-sizing: border-box; }
        body { margin: 0; font: 14px/1.4 system-ui, -apple-system, "Segoe UI", sans-serif; color: var(--ink); background: var(--bg); }
        header { position: sticky; top: 0; z-index: 1; display: flex; gap: 16px; align-items: baseline; padding: 12px 24px;
                 background: rgba(255,255,255,.92); border-bottom: 1px solid var(--line); }
        header h1 { margin: 0; font-size: 16px; }
        #status { color: var(--muted); }
        #status.bad { color: #c4160b; }
        main { padding: 16px 24px 48px; }
        #errors { display: none; margin: 0 0 20px; padding: 12px 16px; border: 2px solid #e0281b; border-radius: 10px;
                  background: #fff0ef; color: #8c1208; font: 13px/1.5 ui-monospace, Menlo, Consolas, monospace;
                  white-space: pre-wrap; overflow-wrap: anywhere; }
        #errors.shown { display: block; }
        #errors::before { content: "The last change could not be rendered — the last good render is shown below"; display: block;
                          margin-bottom: 6px; font: 600 14px system-ui, sans-serif; color: #c4160b; }
        #scenes { display: flex; flex-wrap: wrap; gap: 20px; align-items: flex-start; }
        section.group { background: #fff; border-radius: 12px; padding: 14px 16px; box-shadow: 0 1px 3px rgba(0,0,0,.08); }
        section.group h2 { margin: 0 0 10px; font-size: 15px; }
        figure.scene { margin: 0; }
        figure.scene img { display: block; border-radius: 6px; background: #e5e5ea; box-shadow: 0 0 0 1px rgba(0,0,0,.06); }
        figcaption { margin-top: 6px; color: var(--muted); font-size: 12px; max-width: 100%; overflow-wrap: anywhere; }
        figcaption b { color: var(--ink); font-weight: 600; }
        .controls { display: flex; flex-wrap: wrap; gap: 6px 8px; align-items: center; margin-top: 6px; }
        .controls button { font: inherit; min-width: 64px; padding: 3px 10px; border: 1px solid var(--line); border-radius: 6px;
                           background: #fff; cursor: pointer; }
        .controls input { flex: 1 1 80px; min-width: 60px; }
        .controls .time { color: var(--muted); font-size: 12px; font-variant-numeric: tabular-nums; white-space: nowrap; }
        table.matrix { border-collapse: separate; border-spacing: 12px 6px; margin: -6px -12px; }
        table.matrix th { font-size: 12px; font-weight: 600; color: var(--muted); text-align: left; vertical-align: top; white-space: nowrap; }
        table.matrix th.row { width: 1%; padding-top: 4px; }
        table.matrix th .axis { display: block; font-weight: 400; }
        table.matrix td { vertical-align: top; }
        </style>
        </head>
        <body>
        <header><h1 id="title">render-preview watch</h1><span id="status">loading…</span></header>
        <main>
        <pre id="errors"></pre>
        <div id="scenes"></div>
        </main>
        <script>
        "use strict";
        let version = 0, session = "";
        const figures = new Map();
        const $ = (tag, cls, text) => { const e = document.createElement(tag); if (cls) e.className = cls; if (text != null) e.textContent = text; return e; };
        const sleep = ms => new Promise(r => setTimeout(r, ms));
        // Points, at most 300 px wide; never enlarged past the image's own pixels.
        const displayWidth = s => Math.round(Math.min(300, s.width / Math.max(1, s.scale)));

        function figureFor(s) {
          let f = figures.get(s.name);
          if (f) return f;
          f = { el: $("figure", "scene"), img: $("img"), key: null, index: null, urls: [], images: [], timer: null };
          f.el.dataset.name = s.name;
          f.img.alt = s.name;
          f.el.append(f.img, f.caption = $("figcaption"));
          figures.set(s.name, f);
          return f;
        }

        function controlsFor(f) {
          if (f.controls) return f.controls;
          const c = { el: $("div", "controls"), play: $("button", null, "Play"), range: $("input"), time: $("span", "time") };
          c.range.type = "range"; c.range.min = 0; c.range.step = 1; c.range.setAttribute("aria-label", "frame");
          c.play.onclick = () => f.timer ? stop(f) : play(f);
          c.range.oninput = () => { stop(f); show(f, +c.range.value); };
          c.el.append(c.play, c.range, c.time);
          f.el.append(c.el);
          return f.controls = c;
        }

        function show(f, i) {
          f.index = i;
          if (f.urls[i]) f.img.src = f.urls[i];
          if (f.controls) {
            f.controls.range.value = i;
            f.controls.time.textContent = `${i + 1}/${f.urls.length} · ${f.scene.times[i].toFixed(2)} s`;
          }
        }
        function play(f) {
          stop(f);
          f.controls.play.textContent = "Pause";
          f.timer = setInterval(() => show(f, (f.index + 1) % f.urls.length), 1000 / (f.scene.fps || 30));
        }
        function stop(f) {
          if (f.timer) clearInterval(f.timer);
          f.timer = null;
          if (f.controls) f.controls.play.textContent = "Play";
        }

        // Loads every frame of the new render, then swaps them in at once: the old image stays until then.
        function update(f, s) {
          const w = displayWidth(s);
          f.img.style.width = w + "px";
          f.el.style.width = w + "px";
          f.caption.replaceChildren($("b", null, s.name), document.createTextNode(
            ` ${s.device} · ${s.appearance} · ${s.width}×${s.height}` + (s.fps ? ` · ${s.frames.length} frames at ${s.fps} fps` : "")));
          // Back to what is shown (an edit undone before its render loaded): forget the pending one.
          if (f.key === s.key) { f.scene = s; f.pending = null; return; }
          const key = s.key, urls = s.frames.map(u => `${u}?k=${key.slice(0, 16)}`);
          const images = urls.map(u => { const i = new Image(); i.src = u; return i; });
          f.pending = key;
          // An animation opens on its middle frame (its first is often the empty screen before an entrance).
          const first = f.index === null ? Math.floor((urls.length - 1) / 2) : Math.min(f.index, urls.length - 1);
          const ready = images[first].decode ? images[first].decode() : new Promise(r => images[first].onload = r);
          ready.catch(() => {}).then(() => {
            if (f.pending !== key) return;
            f.key = key; f.scene = s; f.urls = urls; f.images = images;
            f.img.dataset.key = key;
            if (s.fps) {
              const c = controlsFor(f);
              c.range.max = urls.length - 1;
            } else if (f.controls) { stop(f); f.controls.el.remove(); f.controls = null; }
            show(f, first);
            // When each scene last showed a new render (the end-to-end test measures latency with it).
            (window.swaps = window.swaps || {})[s.name] = { key, at: Date.now() };
          });
        }

        function groupsOf(scenes) {
          const groups = [];
          const byBase = new Map();
          for (const s of scenes) {
            if (s.variant) {
              let g = byBase.get(s.variant.base);
              if (!g) { g = { name: s.variant.base, axes: s.variant.axes, scenes: [] }; byBase.set(g.name, g); groups.push(g); }
              g.scenes.push(s);
            } else groups.push({ name: s.name, scenes: [s] });
          }
          return groups;
        }

        // A matrix as a table: columns by the last axis's values, rows by the others'.
        function matrix(g) {
          const table = $("table", "matrix");
          const last = g.axes.length - 1;
          const columns = [...new Set(g.scenes.map(s => s.variant.values[last]))];
          const rowKey = s => s.variant.values.slice(0, last).join(" · ");
          const rows = [...new Set(g.scenes.map(rowKey))];
          const head = table.insertRow();
          head.append($("th"));
          for (const c of columns) { const th = $("th"); th.append($("span", "axis", g.axes[last]), document.createTextNode(c)); head.append(th); }
          for (const r of rows) {
            const tr = table.insertRow();
            const th = $("th", "row");
            if (last > 0) th.append($("span", "axis", g.axes.slice(0, last).join(" · ")), document.createTextNode(r));
            tr.append(th);
            for (const c of columns) {
              const td = tr.insertCell();
              const s = g.scenes.find(s => rowKey(s) === r && s.variant.values[last] === c);
              if (s) td.append(figures.get(s.name).el);
            }
          }
          return table;
        }

        function apply(state) {
          version = state.version;
          session = state.session;
          window.previewState = state;
          document.getElementById("title").textContent = "render-preview watch — " + state.title;
          document.title = (state.errors ? "✖ " : "") + state.title + " — render-preview watch";
          const errors = document.getElementById("errors");
          errors.textContent = state.errors || "";
          errors.classList.toggle("shown", !!state.errors);
          const status = document.getElementById("status");
          status.classList.toggle("bad", !!state.errors);
          status.textContent = state.errors ? "errors — showing the last good render"
            : `${state.scenes.length} scene${state.scenes.length === 1 ? "" : "s"}: ${state.rendered} rendered, ${state.kept} unchanged, in ${state.milliseconds} ms`;
          const names = new Set(state.scenes.map(s => s.name));
          for (const [name, f] of figures) if (!names.has(name)) { stop(f); figures.delete(name); }
          for (const s of state.scenes) update(figureFor(s), s);
          const sections = groupsOf(state.scenes).map(g => {
            const section = $("section", "group");
            section.append($("h2", null, g.name));
            section.append(g.axes ? matrix(g) : figures.get(g.scenes[0].name).el);
            return section;
          });
          document.getElementById("scenes").replaceChildren(...sections);
        }

        async function poll() {
          for (;;) {
            try {
              const response = await fetch(`/state?after=${version}&session=${encodeURIComponent(session)}`, { cache: "no-store" });
              const state = await response.json();
              if (state.version !== version || state.session !== session) apply(state);
            } catch (e) {
              const status = document.getElementById("status");
              status.textContent = "not connected — is render-preview watch still running?";
              status.classList.add("bad");
              await sleep(1000);
            }
          }
        }
        poll();
        </script>
        </body>
        </html>
        """
}
