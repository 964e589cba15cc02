import ArgumentParser

/// `--system-fonts FOLDER`, shared by every command that draws configs.
struct SystemFontsOption: ParsableArguments {
    @Option(
        name: .customLong("system-fonts"),
        help: ArgumentHelp(
            "A folder with SF Pro (the variable SF-Pro.ttf, or the SF Pro Text and Display faces): draw the system font with it instead of the bundled Inter, in every config (over a config's systemFonts and RENDER_PREVIEW_SYSTEM_FONTS). Goldens record which system font drew them.",
            valueName: "folder"))
    var systemFonts: String?
}
