import Dispatch
import FileAccess
import Foundation
import PNGCodec
import PreviewModel
import Raster

/// Renders scenes into an output folder: every frame as a PNG in `<output>/<scene>/`, the
/// previews each animation asks for, and `<output>/manifest.json` listing them all. Scenes run
/// side by side (stills are one frame each) and each scene's frames share the remaining
/// threads. The run is all or nothing (`OutputRun`): frames are staged, then every scene's folder
/// and the manifest are put in place together; on a failure the error is that of the first
/// failing scene in order, whatever the thread timing, and the output folder is as it was.
public struct PreviewRenderer: Sendable {
    /// Frames rendered at once (at least 1).
    public var jobs: Int
    /// The manifest's `generator`: the program and the C libraries that drew the frames.
    public var generator: String?
    /// How hard frame PNGs are compressed (the pixels are the same either way).
    public var png = FramePNGMode.standard
    /// When requested, the render stops before its next frame and fails, leaving the output as
    /// it was (`RenderStop`).
    public var stop: RenderStop?

    public init(jobs: Int, generator: String? = nil) {
        self.jobs = max(1, jobs)
        self.generator = generator
    }

    /// A scene or the manifest could not be written.
    public struct Failure: Error, CustomStringConvertible {
        /// The folder or file that could not be written.
        public let path: String
        /// Whether `path` is a scene's folder of frames (else the manifest).
        public let isScene: Bool
        public let underlying: Error?
        /// The whole message when the output was refused before anything was written.
        public let refusal: String?

        init(path: String, isScene: Bool, underlying: Error) {
            self.path = path
            self.isScene = isScene
            self.underlying = underlying
            self.refusal = nil
        }

        init(path: String, refusal: String) {
            self.path = path
            self.isScene = true
            self.underlying = nil
            self.refusal = refusal
        }

        public var description: String {
            if let refusal { return refusal }
            return "cannot write \(isScene ? "frames into " : "")\(path): \(underlying.map(Self.describe) ?? "")"
        }

        /// The system's reason ("Permission denied", "Not a directory") rather than Foundation's
        /// generic sentence.
        public static func describe(_ error: Error) -> String {
            if let e = error as? FileError { return e.description }
            if let e = error as? PNGError { return e.description }
            let ns = error as NSError
            if let underlying = ns.userInfo[NSUnderlyingErrorKey] as? NSError, underlying.domain == NSPOSIXErrorDomain {
                return String(cString: strerror(Int32(underlying.code)))
            }
            if ns.domain == NSPOSIXErrorDomain { return String(cString: strerror(Int32(ns.code))) }
            return ns.localizedDescription
        }
    }

    /// Every file a render of `scenes` into `output` writes, in order (for a dry run).
    public static func files(of scenes: [SceneFrames], in output: String) -> [String] {
        scenes.flatMap { scene in
            (scene.frames.map(\.file) + scene.previewFiles).map { FilePath.joined(FilePath.joined(output, scene.name), $0) }
        } + VariantsSheet.groups(scenes).map { FilePath.joined(output, $0.fileName) } + [FilePath.joined(output, Manifest.fileName)]
    }

    /// Renders `scenes` into `output` and writes the manifest; `progress` hears the count of
    /// frames written so far, from any thread.
    @discardableResult
    public func render(
        _ scenes: [SceneFrames], into output: String,
        progress: (@Sendable (Int) -> Void)? = nil
    ) throws -> Manifest {
        let run: OutputRun
        do {
            run = try OutputRun(output: output, sceneNames: scenes.map(\.name))
        } catch let refusal as OutputRun.Refusal {
            throw Failure(path: refusal.path, refusal: refusal.description)
        } catch {
            throw Failure(path: FilePath.asFolder(output), isScene: true, underlying: error)
        }
        let done = WorkerCounter()
        let workers = min(jobs, max(scenes.count, 1))
        let perScene = max(1, jobs / workers)
        let written = WorkerResults<[String]>(count: scenes.count)
        let failure = LowestFailure()
        DispatchQueue.concurrentPerform(iterations: workers) { worker in
            var i = worker
            while i < scenes.count, !failure.hasFailure(before: i) {
                let scene = scenes[i]
                do {
                    let previews = scene.previewFrameStore()
                    written.set(
                        i,
                        try FrameRenderer(jobs: perScene, mode: png, stop: stop).renderFrames(
                            files: scene.frames.map(\.file), into: run.folders[i].staging, render: scene.render, layered: scene.layered,
                            progress: { _ in progress?(done.increment()) }, previews: previews,
                            finish: { try scene.writePreviews(in: $0, store: previews, jobs: perScene) }))
                } catch {
                    failure.record(error, task: i)
                }
                scene.discardRenderer()
                i += workers
            }
        }
        if let (i, error) = failure.failure {
            run.abandon()
            throw Failure(path: FilePath.joined(output, scenes[i].name), isScene: true, underlying: error)
        }
        // Comparison sheets are made and encoded from the staged frames, so that a failure leaves
        // the output as it was; they are written beside the scenes' folders (atomically) once
        // those are in place.
        var sheets: [(path: String, png: [UInt8])] = []
        for group in VariantsSheet.groups(scenes) {
            do {
                guard let fonts = group.scenes.first?.fonts else { continue }
                let image = try VariantsSheet.image(of: group, fonts: fonts) { scene, index in
                    let folder = run.folders[scenes.firstIndex { $0.name == scene.name }!].staging
                    return try PNGDecoder.read(fileAt: FilePath.joined(folder, scene.frames[index].file))
                }
                sheets.append(
                    (FilePath.joined(output, group.fileName), try PNGEncoder.encode(image, options: PNGEncodingOptions(compressionLevel: 9))))
            } catch {
                run.abandon()
                throw Failure(path: FilePath.joined(output, group.fileName), isScene: false, underlying: error)
            }
        }
        var manifest = Manifest(
            scenes: scenes.indices.map { manifestScene(scenes[$0], written.value(at: $0) ?? []) },
            generator: generator)
        if !sheets.isEmpty { manifest.sheets = sheets.map { FilePath.lastComponent(of: $0.path) } }
        // The folder's manifest also lists what earlier runs wrote there and this one left alone.
        let listed = manifest.keepingEarlier(in: output)
        do {
            try run.commit(listed)
        } catch let refusal as OutputRun.Refusal {
            throw Failure(path: refusal.path, refusal: refusal.description)
        } catch FileError.folderUnreplaceable(let path, let reason) {
            // A scene's folder could not be swapped in (the message names it; nothing changed).
            throw Failure(path: path, refusal: FileError.folderUnreplaceable(path: path, reason: reason).description)
        } catch {
            throw Failure(path: FilePath.joined(output, Manifest.fileName), isScene: false, underlying: error)
        }
        for sheet in sheets {
            do {
                try AtomicFile.write(sheet.png, to: sheet.path)
            } catch {
                throw Failure(path: sheet.path, isScene: false, underlying: error)
            }
        }
        return manifest
    }

    private func manifestScene(_ scene: SceneFrames, _ written: [String]) -> Manifest.Scene {
        let s = scene.summary
        var entry = Manifest.Scene(
            name: scene.name, device: s.device, appearance: s.appearance, scale: s.scale,
            width: s.width, height: s.height,
            frames: written.enumerated().map { i, f in
                Manifest.Frame(
                    index: i, time: scene.frames[i].time, file: FilePath.joined(scene.name, scene.frames[i].file),
                    sha256: f)
            })
        entry.fps = s.fps
        entry.previews = scene.previewFiles.isEmpty ? nil : scene.previewFiles.map { FilePath.joined(scene.name, $0) }
        entry.systemFont = scene.systemFont
        return entry
    }
}
