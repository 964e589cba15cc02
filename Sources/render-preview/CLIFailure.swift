/// An error the CLI reports as one message on stderr with a documented exit code.
struct CLIFailure: Error {
    /// What went wrong and what to do about it.
    let message: String
    /// 1: a check failed; 2: bad input.
    let exitCode: Int32
    /// Whether the message is printed after "render-preview: ". Config diagnostics are not, so
    /// that every line starts with `file:line:column:` for editors and CI problem matchers.
    var prefixed = true

    static func badInput(_ message: String) -> CLIFailure { CLIFailure(message: message, exitCode: 2) }
    /// Not prefixed: its first line is the verdict and every other line starts with the golden it names.
    static func checkFailed(_ message: String) -> CLIFailure { CLIFailure(message: message, exitCode: 1, prefixed: false) }
    static func diagnostics(_ message: String) -> CLIFailure { CLIFailure(message: message, exitCode: 2, prefixed: false) }
}
