import ArgumentParser
import PreviewKit
import SnapshotKit

/// `check`'s typed options, each parsed once where the command line is read, so that a mistake
/// stops the run before any work with a message that shows the form it takes.
enum CheckArguments {
    /// `--tolerance CHANNEL[:SHARE[:changes]]`.
    static func tolerance(_ text: String) throws -> Tolerance {
        guard let tolerance = Tolerance(parsing: text) else {
            let mistake = Tolerance.mistake(in: text) ?? "not a tolerance"
            throw ValidationError("\(mistake) (the form is CHANNEL, CHANNEL:SHARE or CHANNEL:SHARE:changes, such as 2, 2:0.1% or 2:20%:changes)")
        }
        return tolerance
    }

    /// `--shard i/n`.
    static func shard(_ text: String) throws -> Shard {
        guard let shard = Shard(text) else {
            throw ValidationError("expected i/n with 1 ≤ i ≤ n, such as 2/4")
        }
        return shard
    }

    /// `--record never|missing|failed|all`.
    static func recordMode(_ text: String) throws -> RecordMode {
        guard !text.isEmpty, let mode = RecordMode(parsing: text) else {
            throw ValidationError("expected never, missing, failed or all")
        }
        return mode
    }
}
