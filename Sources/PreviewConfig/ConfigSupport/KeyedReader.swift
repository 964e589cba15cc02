import PreviewModel

/// A config key and the function that reads what it names: one row of a reader table (view
/// kinds, modifiers, timeline events), so that adding a key is adding a row.
struct KeyedReader<Read: Sendable>: Sendable {
    let key: String
    let read: Read

    init(_ key: String, read: Read) {
        self.key = key
        self.read = read
    }
}
