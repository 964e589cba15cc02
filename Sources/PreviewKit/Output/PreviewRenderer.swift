import Dispatch
import FileAccess
import Foundation
import PNGCodec

/// Renders scenes into an output folder: every frame as a PNG in `<output>/<scene>/`, the
/// previews each animation asks for, and `<output>/manifest.json` listing them all. Scenes run
/// side by side (stills are one frame each) and each scene's frames share the remaining
/// threads. Each scene's folder is replaced all or nothing; on a failure the error is that of
/// the first failing scene in order, whatever the thread timing, and no manifest is written.
public struct PreviewRenderer: Sendable {
    /// Frames rendered at once (at least 1).
    public var jobs: Int
    /// The manifest's `generator`: the program and the C libraries that drew the frames.
    public var generator: String?

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
        public let underlying: Error

        public var description: String {
            "cannot write \(isScene ? "frames into " : "")\(path): \(Self.describe(underlying))"
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
        } + [FilePath.joined(output, Manifest.fileName)]
    }

    /// Renders `scenes` into `output` and writes the manifest; `progress` hears the count of
    /// frames written so far, from any thread.
    @discardableResult
    public func render(_ scenes: [SceneFrames], into output: String,
                       progress: (@Sendable (Int) -> Void)? = nil) throws -> Manifest {
        let done = WorkerCounter()
        let workers = min(jobs, max(scenes.count, 1))
        let perScene = max(1, jobs / workers)
        let written = WorkerResults<[WrittenFrame]>(count: scenes.count)
        let failure = LowestFailure()
        DispatchQueue.concurrentPerform(iterations: workers) { worker in
            var i = worker
            while i < scenes.count, !failure.hasFailure(before: i) {
                let scene = scenes[i]
                do {
                    written.set(i, try FrameRenderer(jobs: perScene).renderFrames(
                        files: scene.frames.map(\.file), into: FilePath.joined(output, scene.name), render: scene.render,
                        progress: { _ in progress?(done.increment()) },
                        finish: { try scene.writePreviews(in: $0) }))
                } catch {
                    failure.record(error, task: i)
                }
                i += workers
            }
        }
        if let (i, error) = failure.failure {
            throw Failure(path: FilePath.joined(output, scenes[i].name), isScene: true, underlying: error)
        }
        let manifest = Manifest(scenes: scenes.indices.map { manifestScene(scenes[$0], written.value(at: $0) ?? []) },
                                generator: generator)
        do {
            try manifest.write(into: output)
        } catch {
            throw Failure(path: FilePath.joined(output, Manifest.fileName), isScene: false, underlying: error)
        }
        return manifest
    }

    private func manifestScene(_ scene: SceneFrames, _ written: [WrittenFrame]) -> Manifest.Scene {
        let s = scene.summary
        var entry = Manifest.Scene(name: scene.name, device: s.device, appearance: s.appearance, scale: s.scale,
                                   width: s.width, height: s.height,
                                   frames: written.enumerated().map { i, f in
                                       Manifest.Frame(index: i, time: scene.frames[i].time, file: FilePath.joined(scene.name, scene.frames[i].file),
                                                      sha256: f.sha256)
                                   })
        entry.fps = s.fps
        entry.previews = scene.previewFiles.isEmpty ? nil : scene.previewFiles.map { FilePath.joined(scene.name, $0) }
        return entry
    }
}
