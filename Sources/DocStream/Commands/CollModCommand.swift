import DocStreamBSON

/// `{collMod: "coll", validator?, validationLevel?, validationAction?}` -> `{ok}`: changes the
/// collection's validation settings (what is not given stays); `{collMod: "coll"}` alone
/// changes nothing and succeeds. 26 NamespaceNotFound for a missing collection.
enum CollModCommand {
    /// collMod options for features DocStream does not have: refused, not ignored.
    static let unsupportedOptions = ["index", "viewOn", "pipeline", "expireAfterSeconds", "timeseries", "changeStreamPreAndPostImages", "recordPreImages", "cappedSize", "cappedMax"]

    static func run(_ context: CommandContext) throws(DocStreamError) -> Document {
        let arguments = context.arguments
        try arguments.checkFields(["validator", "validationLevel", "validationAction"] + unsupportedOptions)
        if let option = unsupportedOptions.first(where: { arguments.command[$0] != nil }) {
            throw DocStreamError(.notImplemented, "collMod with '\(option)' is not supported: DocStream has plain collections only")
        }
        let namespace = try context.namespace()
        let validator = try arguments.document("validator")
        let level = try arguments.string("validationLevel")
        let action = try arguments.string("validationAction")
        try context.session.store.modifyOptions(namespace, validator: validator, level: level, action: action)
        return okReply()
    }
}
