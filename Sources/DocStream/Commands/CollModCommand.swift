import DocStreamBSON

/// `{collMod: "coll", validator?, validationLevel?, validationAction?, changeStreamPreAndPostImages?}`
/// -> `{ok}`: changes the collection's validation settings and whether its changes keep pre- and
/// post-images (what is not given stays); `{collMod: "view", viewOn?,
/// pipeline?}` redefines a view, each of the two replacing its own half. `{collMod: "coll"}`
/// alone changes nothing and succeeds. 26 NamespaceNotFound for a missing collection; 72
/// InvalidOptions for a view's options on a collection and a collection's on a view.
enum CollModCommand {
    /// collMod options for features DocStream does not have: refused, not ignored.
    static let unsupportedOptions = ["index", "expireAfterSeconds", "timeseries", "recordPreImages", "cappedSize", "cappedMax"]
    /// The options of a collection that a view does not have.
    static let collectionOptions = ["validator", "validationLevel", "validationAction", "changeStreamPreAndPostImages"]

    static func run(_ context: CommandContext) throws(DocStreamError) -> Document {
        let arguments = context.arguments
        try arguments.checkFields(collectionOptions + ["viewOn", "pipeline"] + unsupportedOptions)
        let namespace = try context.namespace()
        let store = context.session.store
        guard let existing = store.outline(namespace) else { throw DocStreamError(.namespaceNotFound, "ns does not exist: \(namespace)") }
        let viewOn = try arguments.string("viewOn")
        let pipeline = try arguments.documents("pipeline")
        guard existing.options.view != nil else {
            // MongoDB names the pipeline first when both are given.
            if let option = pipeline != nil ? "pipeline" : viewOn != nil ? "viewOn" : nil {
                throw DocStreamError(.invalidOptions, "option only supported on a view: \(option)")
            }
            if let option = unsupportedOptions.first(where: { arguments.command[$0] != nil }) {
                throw DocStreamError(.notImplemented, "collMod with '\(option)' is not supported: DocStream has plain collections only")
            }
            try store.modifyOptions(
                namespace, validator: try arguments.document("validator"), level: try arguments.string("validationLevel"),
                action: try arguments.string("validationAction"), preAndPostImages: try arguments.document("changeStreamPreAndPostImages"))
            return okReply()
        }
        if let option = arguments.command.keys.dropFirst().first(where: { (collectionOptions + unsupportedOptions).contains($0) }) {
            throw DocStreamError(.invalidOptions, "option not supported on a view: \(option)")
        }
        if viewOn != nil || pipeline != nil { try store.modifyView(namespace, viewOn: viewOn, pipeline: pipeline) }
        return okReply()
    }
}
