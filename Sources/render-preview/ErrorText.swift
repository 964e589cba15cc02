import PreviewKit

/// A readable message for an error from the file system or the PNG codec: the POSIX reason
/// ("Permission denied", "Not a directory") rather than Foundation's generic sentence.
func describe(_ error: Error) -> String { PreviewRenderer.Failure.describe(error) }
