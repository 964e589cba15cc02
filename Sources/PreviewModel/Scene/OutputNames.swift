/// Names in an output or golden folder that the renderer writes itself, so no scene may take
/// them: the config reader refuses such a scene name, the writer uses them.
package enum OutputNames {
    /// The run's manifest (`Manifest`).
    package static let manifest = "manifest.json"
}
