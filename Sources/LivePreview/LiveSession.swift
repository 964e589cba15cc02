import FileAccess
import Foundation
import PreviewKit

/// The scenes of one config, as the watch command loaded them.
package struct LiveConfig: Sendable {
    /// The files the config read besides itself (images, screenshots, fonts), for `SceneKey`.
    package var inputs: [String]
    /// Each scene with its frames (at the scale and with the options asked for).
    package var scenes: [(scene: Scene, frames: SceneFrames)]

    package init(inputs: [String], scenes: [(scene: Scene, frames: SceneFrames)]) {
        self.inputs = inputs
        self.scenes = scenes
    }
}

/// The render loop of `render-preview watch`: loads the configs, renders the scenes whose
/// `SceneKey` changed into a new folder under the session's temporary folder (the others keep
/// their frames), publishes the result on the `PreviewBoard`, and tells the `FileWatcher` which
/// files to watch next. A failed load or render publishes its errors and keeps the last good
/// frames; nothing here ends the session.
package final class LiveSession: @unchecked Sendable {
    /// Loads every config; fills its argument with every file read or looked for, also when it
    /// throws (whose description is then shown as the errors, as the command line prints them).
    package typealias Load = @Sendable (inout [String]) throws -> [LiveConfig]

    package let board = PreviewBoard()
    /// Where rendered frames are kept while the session runs; removed by `stop()`.
    package let folder: String
    private let load: Load
    private let always: [String]
    private let renderer: PreviewRenderer
    /// Asked by `stop()`: a render under way ends before its next frame.
    private let renderStop = RenderStop()
    private let report: @Sendable (_ line: String, _ isError: Bool) -> Void
    private var kept: [String: (key: String, round: String)] = [:]
    private var round = 0
    private let lock = NSLock()
    private var pending = false
    private var stopped = false
    private let wake = DispatchSemaphore(value: 0)
    /// Held while a render runs, so that `stop()` removes the folder only after it.
    private let rendering = NSLock()
    /// The rounds the previously published state showed: a page may still be loading them.
    private var previouslyShown: Set<String> = []
    private var watcher: FileWatcher?

    /// - Parameters:
    ///   - title: what the page calls the configs (`card.json`).
    ///   - always: files watched whatever the load read (the configs named on the command line).
    ///   - report: hears one line per render, or the errors, for the terminal.
    package init(
        title: String, always: [String], jobs: Int, watchMethod: FileWatcher.Method = .preferred,
        report: @escaping @Sendable (_ line: String, _ isError: Bool) -> Void, load: @escaping Load
    ) throws {
        // Folders left by sessions that were killed (their process gone) are removed first.
        Self.removeStaleFolders(in: NSTemporaryDirectory())
        var template = Array((NSTemporaryDirectory() + "\(Self.folderPrefix)\(getpid()).XXXXXX").utf8CString)
        guard let made = mkdtemp(&template) else {
            throw FileError.unwritable(path: NSTemporaryDirectory(), reason: String(cString: strerror(errno)))
        }
        folder = String(cString: made)
        self.load = load
        // Normalized as the loader reports the files it read (`./card.json` is `/cwd/card.json`).
        self.always = always.map(ConfigFileSystem.absolute)
        var renderer = PreviewRenderer(jobs: jobs)
        renderer.stop = renderStop
        self.renderer = renderer
        self.report = report
        board.publish { $0.title = title }
        watcher = FileWatcher(method: watchMethod) { [weak self] _ in self?.changed() }
    }

    /// How changes are being noticed.
    package var watchMethod: FileWatcher.Method { watcher?.method ?? .polling }

    /// Renders now, then again after every change; runs on the calling thread until the process
    /// exits.
    package func run() -> Never {
        while true {
            if !lock.withLock({ stopped }) { renderOnce() }
            wake.wait()
            lock.withLock { pending = false }
        }
    }

    /// One load and render; publishes the outcome.
    package func renderOnce() {
        rendering.lock()
        defer { rendering.unlock() }
        guard !lock.withLock({ stopped }) else { return }
        let started = monotonicSeconds()
        var files: [String] = []
        defer { watcher?.watch(Set(files + always)) }
        do {
            let configs = try load(&files)
            var next: [String: (key: String, round: String)] = [:]
            var changed: [SceneFrames] = []
            var states: [(PreviewState.SceneState, needsRender: Bool)] = []
            round += 1
            let thisRound = "r\(round)"
            for config in configs {
                let inputs = InputDigest.of(files: config.inputs)
                for (scene, frames) in config.scenes {
                    let key = SceneKey.of(scene, frames: frames, inputs: inputs)
                    let reused = kept[frames.name].flatMap { $0.key == key ? $0.round : nil }
                    next[frames.name] = (key, reused ?? thisRound)
                    if reused == nil {
                        var plain = frames
                        plain.previews = PreviewOptions()
                        plain.variantsSheet = nil
                        changed.append(plain)
                    }
                    states.append((Self.state(of: frames, key: key, round: reused ?? thisRound), reused == nil))
                }
            }
            if !changed.isEmpty {
                try renderer.render(changed, into: FilePath.joined(folder, thisRound))
            }
            kept = next
            let ms = Int(((monotonicSeconds() - started) * 1000).rounded())
            let rendered = changed.count
            board.publish {
                $0.errors = nil
                $0.scenes = states.map(\.0)
                $0.rendered = rendered
                $0.kept = states.count - rendered
                $0.milliseconds = ms
            }
            // Published first, then earlier renders removed — but not the one just replaced, which
            // a page may still be loading.
            let shown = Set(kept.values.map(\.round))
            removeUnused(keeping: shown.union(previouslyShown))
            previouslyShown = shown
            report("rendered \(rendered) of \(states.count) scene\(states.count == 1 ? "" : "s") in \(ms) ms", false)
        } catch {
            // A render stopped by `stop()` is no error to show: the session is ending.
            if renderStop.isRequested { return }
            let text = "\(error)"  // a CustomStringConvertible error prints its description
            board.publish { $0.errors = text }
            report(text + "\n(the page shows these errors above the last good render)", true)
        }
    }

    /// Stops watching and removes the session's folder. `run()` does not return: the caller
    /// exits right after (a render under way cannot then write anything more).
    package func stop() {
        lock.withLock { stopped = true }
        renderStop.request()
        watcher?.stop()
        // A render under way stops before its next frame (its folders would otherwise appear
        // after the removal); one stuck longer than this is cut short by the exit that follows.
        _ = rendering.lock(before: Date(timeIntervalSinceNow: 5))
        try? FileManager.default.removeItem(atPath: folder)
    }

    /// The start of a session folder's name in the temporary folder; the process id follows.
    static let folderPrefix = "render-preview-watch-"

    /// Removes the session folders in `temporary` whose process no longer runs (a watch killed
    /// with SIGKILL, or by a crash), of this user only.
    static func removeStaleFolders(in temporary: String) {
        for entry in (try? FileManager.default.contentsOfDirectory(atPath: temporary)) ?? [] where entry.hasPrefix(folderPrefix) {
            let rest = entry.dropFirst(folderPrefix.count)
            guard let dot = rest.firstIndex(of: "."), let pid = Int32(rest[..<dot]), pid > 0, pid != getpid() else { continue }
            guard kill(pid, 0) != 0, errno == ESRCH else { continue }
            let path = FilePath.joined(temporary, entry)
            var info = stat()
            guard lstat(path, &info) == 0, info.st_mode & S_IFMT == S_IFDIR, info.st_uid == getuid() else { continue }
            try? FileManager.default.removeItem(atPath: path)
        }
    }

    private func changed() {
        let signal = lock.withLock { () -> Bool in
            defer { pending = true }
            return !pending
        }
        if signal { wake.signal() }
    }

    /// Removes the folders of earlier renders but those in `used`.
    private func removeUnused(keeping used: Set<String>) {
        for entry in (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? [] where !used.contains(entry) {
            try? FileManager.default.removeItem(atPath: FilePath.joined(folder, entry))
        }
    }

    private static func state(of frames: SceneFrames, key: String, round: String) -> PreviewState.SceneState {
        let s = frames.summary
        let name = frames.name.addingPercentEncoding(withAllowedCharacters: .alphanumerics.union(.init(charactersIn: "-._~"))) ?? frames.name
        return PreviewState.SceneState(
            name: frames.name, key: key, device: s.device, appearance: s.appearance, width: s.width, height: s.height,
            scale: s.scale, fps: s.fps, frames: frames.frames.map { "/frames/\(round)/\(name)/\($0.file)" },
            times: frames.frames.map(\.time),
            variant: frames.variant.map { PreviewState.Variant(base: $0.base, axes: $0.axes, values: $0.values) })
    }
}
