import PreviewModel

/// One accepted shape of a value that may be written several ways, for `ConfigNode.oneOf`.
/// The shape is picked by the value's JSON type; its closure then reads it.
package struct ConfigShape<Value> {
    let type: JSONValue.ValueType
    let decode: (ConfigNode) -> Value?

    package static func string(_ decode: @escaping (ConfigNode) -> Value?) -> ConfigShape {
        ConfigShape(type: .string, decode: decode)
    }
    package static func number(_ decode: @escaping (ConfigNode) -> Value?) -> ConfigShape {
        ConfigShape(type: .number, decode: decode)
    }
    package static func bool(_ decode: @escaping (ConfigNode) -> Value?) -> ConfigShape {
        ConfigShape(type: .bool, decode: decode)
    }
    package static func null(_ decode: @escaping (ConfigNode) -> Value?) -> ConfigShape {
        ConfigShape(type: .null, decode: decode)
    }
    package static func array(_ decode: @escaping (ConfigNode) -> Value?) -> ConfigShape {
        ConfigShape(type: .array, decode: decode)
    }
    /// An object, handed over as the node itself (for readers that open it their own way, such
    /// as `ConfigNode.tagged`).
    package static func objectNode(_ decode: @escaping (ConfigNode) -> Value?) -> ConfigShape {
        ConfigShape(type: .object, decode: decode)
    }
    /// An object, read through a reader whose unknown keys are reported afterwards.
    package static func object(_ decode: @escaping (ObjectReader) -> Value?) -> ConfigShape {
        ConfigShape(type: .object) { $0.object(decode) }
    }
}
