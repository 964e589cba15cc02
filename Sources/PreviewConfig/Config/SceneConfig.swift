import Foundation
import PNGCodec
import PreviewModel
import Raster
import Typeset

/// Reads a config file into scenes: one scene object, or `{"scenes": [...]}`, each expanded by
/// its `variants` matrix. Every problem in the file is collected and thrown at once as
/// `ConfigErrors`, each with the file, JSON path, line and column.
public enum SceneConfig {
    /// A loaded config: its scenes and the fonts they were resolved with (bundled plus the
    /// config's own `fonts`).
    public struct Loaded: Sendable {
        public let scenes: [Scene]
        public let fonts: FontCatalog
        /// Every file the config read or looked for: the config itself, then its fonts, images
        /// and screenshots (absolute) — what a live preview watches.
        public var files: [String] = []

        package init(scenes: [Scene], fonts: FontCatalog) {
            self.scenes = scenes
            self.fonts = fonts
        }
    }

    /// The scenes of the config file at `path`. Paths inside are relative to its folder.
    public static func load(path: String) throws -> Loaded {
        var files: [String] = []
        return try load(path: path, filesRead: &files)
    }

    /// As `load(path:)`; `filesRead` receives every file the config read or looked for (see
    /// `Loaded.files`), also when loading fails — so that fixing or adding one can be noticed.
    public static func load(path: String, filesRead: inout [String]) throws -> Loaded {
        try load(path: path, filesRead: &filesRead, overrides: SceneOverrides())
    }

    /// As `load(path:filesRead:)`, with what the command line changes in every scene applied
    /// while reading, so that each scene is resolved once, at its final scale.
    package static func load(path: String, filesRead: inout [String], overrides: SceneOverrides) throws -> Loaded {
        let decoder = ConfigDecoder(file: path)
        filesRead = [ConfigFileSystem.absolute(path)]
        defer { filesRead += decoder.filesNamed }
        var loaded = try load(try ConfigFile.read(path: path).value, decoder: decoder, overrides: overrides)
        loaded.files = [ConfigFileSystem.absolute(path)] + decoder.filesNamed
        return loaded
    }

    /// The scenes of a config given as JSON text (a config built in code): `name` stands for the
    /// file in messages, and relative paths inside start from `baseDirectory`.
    public static func load(json: String, name: String, baseDirectory: String) throws -> Loaded {
        try load(json: json, name: name, baseDirectory: baseDirectory, overrides: SceneOverrides())
    }

    /// As `load(json:name:baseDirectory:)`, with every scene read at `overrides` (the fuzz
    /// targets draw at a tenth of a point).
    static func load(json: String, name: String, baseDirectory: String, overrides: SceneOverrides) throws -> Loaded {
        try load(try JSONParser.parse(json, file: name), decoder: ConfigDecoder(file: name, baseDirectory: baseDirectory), overrides: overrides)
    }

    private static func load(_ value: JSONValue, decoder: ConfigDecoder, overrides: SceneOverrides = SceneOverrides()) throws -> Loaded {
        let library: FontLibrary
        do {
            library = try FontLibrary.withBundledFonts()
        } catch {
            decoder.report("\(error)", at: .root, location: nil)
            try decoder.finish()
            return Loaded(scenes: [], fonts: FontCatalog(library: FontLibrary()))
        }
        var catalog = FontCatalog(library: library)
        let scenes = decoder.node(value).object { root in read(root, library: library, overrides: overrides, catalog: &catalog) } ?? []
        try decoder.finish()
        return Loaded(scenes: scenes, fonts: catalog)
    }

    /// The environment variable naming a folder with the system font (SF Pro) for every config.
    package static let systemFontsVariable = "RENDER_PREVIEW_SYSTEM_FONTS"

    /// The system font every scene of the config draws with: the command line's folder, else the
    /// config's `systemFonts` (relative to its folder), else `RENDER_PREVIEW_SYSTEM_FONTS`; nil
    /// (the bundled Inter) when none is given. A folder that cannot be used is reported where it
    /// was given.
    private static func systemFonts(_ root: ObjectReader, overrides: SceneOverrides) -> SystemFonts? {
        let key = root["systemFonts"]
        let fromKey = key.flatMap { $0.isNull ? nil : $0.identifier() }
        let environment = ProcessInfo.processInfo.environment[systemFontsVariable].flatMap { $0.isEmpty ? nil : $0 }
        let folder: String, source: String
        if let given = overrides.systemFonts {
            (folder, source) = (given, "--system-fonts")
        } else if let fromKey {
            (folder, source) = (root.decoder.absolutePath(fromKey), "")
        } else if let environment {
            (folder, source) = (environment, systemFontsVariable)
        } else {
            return nil
        }
        do {
            return try SystemFonts.load(folder: folder)
        } catch {
            let message = "\(error)" + (source.isEmpty ? "" : " (from \(source))")
            if source.isEmpty, let key { key.report(message, kind: .missingFile) } else { root.report(message) }
            return nil
        }
    }

    private static func read(_ root: ObjectReader, library: FontLibrary, overrides: SceneOverrides, catalog: inout FontCatalog) -> [Scene] {
        root.allow("$schema")  // lets editors link schema/config.schema.json from inside the file
        // Each font file on its own: one missing file does not stop the others from loading.
        if let fonts = root["fonts"] {
            _ = fonts.array { item -> Bool? in
                guard let file = item.filePath() else { return nil }
                do {
                    try library.register(fileAt: file)
                    return true
                } catch {
                    item.report("\(error)", kind: .invalid)
                    return nil
                }
            }
        }
        catalog = FontCatalog(library: library, systemFonts: systemFonts(root, overrides: overrides))
        var scenes: [Scene] = []
        if root.contains("scenes") {
            scenes =
                root.required("scenes") { n in
                    n.array { s in s.object { o in expand(o, defaultName: nil, catalog: catalog, overrides: overrides) } }.map { $0.flatMap { $0 } }
                } ?? []
        } else {
            let stem = ((root.decoder.file as NSString).lastPathComponent as NSString).deletingPathExtension
            scenes = expand(root, defaultName: stem, catalog: catalog, overrides: overrides) ?? []
        }
        // Folder names on macOS and Windows ignore letter case, and goldens travel between them.
        var seen: [String: [String]] = [:]
        for scene in scenes { seen[scene.name.lowercased(), default: []].append(scene.name) }
        for (_, names) in seen.sorted(by: { $0.key < $1.key }) where names.count > 1 {
            if Set(names).count == 1 {
                root.report("\(names.count) scenes are named \"\(names[0])\"; scene names become folder names and must differ")
            } else {
                root.report(
                    "scenes named \(names.map { "\"\($0)\"" }.joined(separator: " and ")) differ only in letter case; "
                        + "scene names become folder names, which macOS and Windows do not tell apart")
            }
        }
        return scenes
    }

    /// One scene object, expanded by its variants.
    private static func expand(_ o: ObjectReader, defaultName: String?, catalog: FontCatalog, overrides: SceneOverrides) -> [Scene]? {
        let variants = o.optional("variants") { Variants.decode($0) } ?? Variants(axes: [])
        var result: [Scene] = []
        var failed = false
        let digest = PixelHash.sha256(bytes: Array(o.node.value.canonicalText.utf8))
        for combination in variants.combinations {
            if var scene = scene(o, defaultName: defaultName, variant: combination, catalog: catalog, overrides: overrides) {
                scene.configDigest = digest
                result.append(scene)
            } else {
                failed = true
            }
        }
        return failed ? nil : result
    }

    private static func scene(
        _ o: ObjectReader, defaultName: String?, variant: [Variants.Choice], catalog: FontCatalog,
        overrides commandLine: SceneOverrides
    ) -> Scene? {
        let charactersBefore = o.decoder.charactersRead
        let name: String? = defaultName == nil ? o.required("name") { $0.identifier() } : (o.optional("name") { $0.identifier() } ?? defaultName)
        var device = o.optional("device") { deviceValue($0) } ?? DeviceCatalog.iPhone15
        var orientation = o.optional("orientation", as: Orientation.self) ?? .portrait
        var appearance = o.optional("appearance", as: Appearance.self) ?? .light
        var dynamicType = o.optional("dynamicType", as: DynamicTypeSize.self) ?? .large
        var direction = o.optional("layoutDirection", as: LayoutDirection.self) ?? .leftToRight
        for choice in variant {
            switch choice.value {
            case .device(let d): device = d
            case .appearance(let a): appearance = a
            case .dynamicType(let t): dynamicType = t
            case .orientation(let r): orientation = r
            case .layoutDirection(let l): direction = l
            }
        }
        if let size = commandLine.dynamicType { dynamicType = size }
        let ctx = ResolveContext(appearance: appearance, dynamicType: dynamicType, fonts: catalog, layoutDirection: direction)
        let configScale = o.optional("scale", in: 0.25...8)
        let scale = commandLine.scale ?? configScale
        let background =
            o.optional("background") { backgroundValue($0, ctx) }
            ?? .fill(.color(SystemColor.systemBackground.resolved(for: appearance)))
        let statusBar = o.optional("statusBar", as: Bool.self) ?? true
        let homeIndicator = o.optional("homeIndicator", as: Bool.self) ?? true
        let host = o.optional("host") { hostValue($0) } ?? .none
        let configuredFrame =
            o.optional("deviceFrame") { n in
                n.oneOf(
                    .bool { b in b.bool().map { $0 ? DeviceFrame.Style(appearance) : nil } },
                    .string { n in n.enumCase(DeviceFrame.Style.self).map { Optional($0) } })
            } ?? nil
        // A frame asked for on the command line goes around every scene that names none.
        let deviceFrame = configuredFrame ?? (commandLine.deviceFrame ? DeviceFrame.Style(appearance) : nil)
        var env = PresetEnvironment(resolve: ctx, screen: ScreenGeometry(device: device, orientation: orientation, host: host))
        env.displayScale = device.scale
        env.reduceMotion = o.optional("reduceMotion", as: Bool.self) ?? false
        PresetRegistry.readSceneSettings(o, animated: false, into: &env)
        var index = 0
        let overlays =
            o.optional("show") { n in
                n.oneOf(
                    .array {
                        $0.array { item in
                            item.object { s in
                                var e = env
                                e.index = index
                                index += 1
                                return PresetRegistry.presentation(s, e)
                            }
                        }
                    },
                    .object { PresetRegistry.presentation($0, env).map { [$0] } })
            } ?? []
        o.allow("variants")
        for key in TimelineConfig.sceneKeys + ["tolerance"] { o.allow(key) }
        guard let base = name else { return nil }
        if base.isEmpty || !base.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "-" || $0 == "_" || $0 == "." }) || base.hasPrefix(".") {
            let message = "scene names become folder names: use letters, digits, \"-\", \"_\" and \".\" (got \(ConfigText.quoted(base)))"
            if let n = o["name"] { n.report(message) } else { o.report(message + "; the name comes from the file name: add a \"name\"") }
            return nil
        }
        let limitAdvice = commandLine.scale == nil ? " (check the device size and scale)" : " (lower --scale)"
        if let problem = ScreenLimits.problem(points: device.size(in: orientation), scale: scale ?? device.scale) {
            o.report(problem + limitAdvice)
            return nil
        }
        let suffix = variant.map(\.slug).joined(separator: "-")
        let full = suffix.isEmpty ? base : base + "-" + suffix
        if let problem = folderNameProblem(full) {
            if let n = o["name"] { n.report(problem) } else { o.report(problem + "; the name comes from the file name: add a \"name\"") }
            return nil
        }
        var scene = Scene(
            name: suffix.isEmpty ? base : base + "-" + suffix, device: device, orientation: orientation,
            appearance: appearance, scale: scale, background: background, showsStatusBar: statusBar,
            showsHomeIndicator: homeIndicator, overlays: overlays)
        scene.host = host
        scene.deviceFrame = deviceFrame
        if deviceFrame != nil, let problem = ScreenLimits.problem(of: scene) {
            if let n = o["deviceFrame"] { n.report(problem + limitAdvice) } else { o.report(problem + limitAdvice) }
            return nil
        }
        scene.variantsSheet = o.optional("variantsSheet") { VariantsSheetConfig.value($0, axes: variant.map(\.axis)) } ?? nil
        if commandLine.variantsSheet, !variant.isEmpty, scene.variantsSheet == nil { scene.variantsSheet = VariantsSheetOptions() }
        if !variant.isEmpty {
            scene.variant = VariantPlace(base: base, axes: variant.map(\.axis), values: variant.map(\.label))
        }
        scene.layoutDirection = direction
        scene.dynamicType = dynamicType
        var failed = false
        scene.animation = TimelineConfig.animation(o, scene: scene, env: env, failed: &failed)
        scene.tolerance = o.optional("tolerance") { toleranceValue($0) }
        let characters = o.decoder.charactersRead - charactersBefore
        if characters > maxSceneCharacters {
            o.report("the scene's texts hold \(characters) characters in all; at most \(maxSceneCharacters) are laid out in one scene")
            return nil
        }
        return failed ? nil : scene
    }

    /// The most characters one scene's laid-out strings (texts, titles, bodies, button titles …)
    /// may hold in all; names, ids, colours and paths are read with `ConfigNode.identifier()` and
    /// do not count.
    /// Laying text out costs about a kilobyte a character at 3×: a few screens of text are well
    /// inside it; a megabyte of text would take a gigabyte and minutes.
    static let maxSceneCharacters = 50_000

    /// Longest scene name, in UTF-8 bytes: a folder name may have 255, and the run's staging
    /// folder beside it (`.<name>.partial-<pid>-<n>.removing`) needs the rest.
    static let maxNameBytes = 200

    /// Why a scene's full name (variants included) cannot be its output folder's name, or nil.
    static func folderNameProblem(_ name: String) -> String? {
        if name.utf8.count > maxNameBytes {
            return "the scene's name is \(name.utf8.count) bytes long (variants included); folder names allow at most \(maxNameBytes)"
        }
        if name == OutputNames.manifest { return "\"\(name)\" is the manifest's file name; name the scene otherwise" }
        return nil
    }

    /// `{"channel": 2, "share": 0.001, "of": "frame"}` (share also as `"0.1%"`; `of` is `frame` or
    /// `changes`): what `check` lets differ.
    static func toleranceValue(_ n: ConfigNode) -> Tolerance? {
        n.object { o in
            let channel = o.optional("channel", in: 0...255) ?? 0
            let share: Double? = o.optional("share") { s in
                s.oneOf(
                    .number { $0.number(in: 0...1) },
                    .string { t in
                        guard let share = t.identifier().flatMap(Tolerance.share(parsing:)) else {
                            t.report("expected a share such as 0.001 or \"0.1%\"")
                            return nil
                        }
                        return share
                    })
            }
            let base: Tolerance.ShareBase = o.optional("of") { $0.enumCase() } ?? .frame
            let tolerance = Tolerance(channel: channel, maxDifferingShare: share ?? 0, shareOf: base)
            let maxRegion = o.optional("maxRegion", in: 0...1_000_000)
            return maxRegion.map {
                share == nil ? tolerance.gated(maxRegion: $0) : Tolerance(channel: channel, maxDifferingShare: share!, shareOf: base, maxRegion: $0)
            } ?? tolerance
        }
    }

    /// `"iPhone 15"`, or `{"custom": {"width": 390, "height": 844, "scale": 3, "safeArea": {...}, "cornerRadius": 47}}`.
    static func deviceValue(_ n: ConfigNode) -> Device? {
        n.oneOf(
            .string { s in
                do { return try DeviceCatalog.device(named: s.identifier() ?? "") } catch {
                    s.report("\(error)", kind: .unknownValue)
                    return nil
                }
            },
            .object { o in
                o.required("custom") { c in
                    c.object { d in
                        let w = d.required("width", in: 1.0...10_000), h = d.required("height", in: 1.0...10_000)
                        let scale = d.optional("scale", in: 0.25...8) ?? 3
                        let safe = d.optional("safeArea") { $0.edgeInsets() } ?? EdgeInsets()
                        let radius = d.optional("cornerRadius", in: 0.0...1_000) ?? 0
                        let name: String = d.optional("name") ?? "Custom"
                        guard let w, let h else { return nil }
                        let device = Device.custom(name: name, width: w, height: h, scale: scale, safeArea: safe, cornerRadius: radius)
                        guard device.problems.isEmpty else {
                            d.report("this device cannot be rendered: " + device.problems.joined(separator: "; "))
                            return nil
                        }
                        return device
                    }
                }
            })
    }

    /// A fill (colour or gradient), or `{"image": "screens/home.png", "contentMode": "fill", "color": "#000"}`.
    static func backgroundValue(_ n: ConfigNode, _ ctx: ResolveContext) -> SceneBackground? {
        n.oneOf(
            .string { $0.fill(ctx).map(SceneBackground.fill) },
            .object { o in
                if o.contains("linearGradient") || o.contains("radialGradient") {
                    return o.fill(ctx).map(SceneBackground.fill)
                }
                let file = o.requiredFile("image")
                let mode = o.optional("contentMode", as: ContentMode.self) ?? .fill
                let color = o.optional("color") { $0.color(ctx) } ?? SystemColor.systemBackground.resolved(for: ctx.appearance)
                guard let file else { return nil }
                do {
                    return .image(try o.decoder.deferredImage(at: file), mode, color: color)
                } catch {
                    o["image"]?.report("cannot read the image: \(error)", kind: .missingFile)
                    return nil
                }
            })
    }

    /// `{"navigationBar": true, "tabBar": true}`, a height in points for either, or
    /// `{"navigationBar": {"title": "Explore", "height": 44}, "drawn": false}`.
    static func hostValue(_ n: ConfigNode) -> HostBars? {
        n.object { o in
            var host = HostBars()
            func bar(_ b: ConfigNode, default height: Double) -> (height: Double, title: String?)? {
                b.oneOf(
                    .bool { $0.bool().flatMap { $0 ? (height, nil) : nil } },
                    .number { $0.number(in: 1...500).map { ($0, nil) } },
                    .object { p in (p.optional("height", in: 1.0...500) ?? height, p.optional("title")) })
            }
            if let nav = o.optional("navigationBar", { bar($0, default: HostBars.navigationBarHeight) }) {
                host.navigationBar = nav.height
                host.navigationTitle = nav.title
            }
            host.tabBar = o.optional("tabBar") { b in
                b.oneOf(
                    .bool { $0.bool().flatMap { $0 ? HostBars.tabBarHeight : nil } },
                    .number { $0.number(in: 1...500) },
                    .object { p in p.optional("height", in: 1.0...500) ?? HostBars.tabBarHeight })
            }
            host.drawn = o.optional("drawn", as: Bool.self) ?? true
            return host
        }
    }
}
