import DocStreamBSON

/// `{collMod: "coll", validator?, validationLevel?, validationAction?, changeStreamPreAndPostImages?}`
/// -> `{ok}`: changes the collection's validation settings and whether its changes keep pre- and
/// post-images (what is not given stays); `{collMod: "coll", index: {name | keyPattern,
/// expireAfterSeconds?, hidden?}}` -> `{expireAfterSeconds_old?, expireAfterSeconds_new?,
/// hidden_old?, hidden_new?, ok}` changes an index's TTL lifetime (making a single-field
/// index a TTL index) or hides it from the planner; `{collMod: "view", viewOn?,
/// pipeline?}` redefines a view, each of the two replacing its own half. `{collMod: "coll"}`
/// alone changes nothing and succeeds. 26 NamespaceNotFound for a missing collection; 72
/// InvalidOptions for a view's options on a collection and a collection's on a view.
enum CollModCommand {
    /// collMod options for features DocStream does not have: refused, not ignored.
    static let unsupportedOptions = ["expireAfterSeconds", "timeseries", "recordPreImages"]
    /// The options of a collection that a view does not have.
    static let collectionOptions = ["validator", "validationLevel", "validationAction", "changeStreamPreAndPostImages", "cappedSize", "cappedMax", "index"]

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
            let cappedSize = try arguments.integer("cappedSize").map(Int64.init)
            let cappedMax = try arguments.integer("cappedMax").map(Int64.init)
            if cappedSize != nil || cappedMax != nil, existing.options.capped == nil {
                throw DocStreamError(.invalidOptions, "Collection must be capped.")
            }
            // The index option is checked against the indexes before any option changes, as
            // MongoDB parses the whole request first.
            let index = try arguments.document("index").map { (option) throws(DocStreamError) in try IndexChange(option) }
            if index?.expireAfterSeconds != nil, existing.options.capped != nil {
                throw DocStreamError(.invalidOptions, "TTL indexes are not supported for capped collections.")
            }
            _ = try index?.modification(of: existing.indexes, namespace: namespace)
            if index == nil || collectionOptions.contains(where: { $0 != "index" && arguments.command[$0] != nil }) {
                try store.modifyOptions(
                    namespace, validator: try arguments.document("validator"), level: try arguments.string("validationLevel"),
                    action: try arguments.string("validationAction"), preAndPostImages: try arguments.document("changeStreamPreAndPostImages"),
                    cappedSize: cappedSize, cappedMax: cappedMax)
            }
            guard let index else { return okReply() }
            return okReply(try index.make(on: namespace, in: store))
        }
        if let option = arguments.command.keys.dropFirst().first(where: { (collectionOptions + unsupportedOptions).contains($0) }) {
            throw DocStreamError(.invalidOptions, "option not supported on a view: \(option)")
        }
        if viewOn != nil || pipeline != nil { try store.modifyView(namespace, viewOn: viewOn, pipeline: pipeline) }
        return okReply()
    }
}

/// collMod's `index` option: which index (by name or key pattern) and what becomes of it.
private struct IndexChange {
    let option: Document
    let name: String?
    let keyPattern: Document?
    let expireAfterSeconds: Int32?
    let isHidden: Bool?

    /// collMod's `index` option (coll_mod.idl CollModIndex): bools as safeBool, the lifetime as
    /// safeInt64.
    fileprivate static let reader = ArgumentReader(
        errors: .idl("collMod.index"),
        fields: [
            .optional("keyPattern", .object), .optional("name", .string), .optional("hidden", safeBool),
            .optional("expireAfterSeconds", ArgumentType(types: [.int64, .int32, .decimal128, .double])),
            .optional("unique", safeBool), .optional("prepareUnique", safeBool), .optional("forceNonUnique", safeBool),
        ])
    fileprivate static let safeBool = ArgumentType(types: [.bool, .int64, .int32, .decimal128, .double])

    /// Checks the option as coll_mod.cpp does, in its order: one of name and key pattern, at
    /// least one change, a lifetime within range (72 InvalidOptions each).
    init(_ option: Document) throws(DocStreamError) {
        let arguments = try Self.reader.read(option)
        self.option = option
        name = arguments.string("name")
        keyPattern = arguments.document("keyPattern")
        if name != nil, keyPattern != nil { throw DocStreamError(.invalidOptions, "Cannot specify both key pattern and name.") }
        if name == nil, keyPattern == nil { throw DocStreamError(.invalidOptions, "Must specify either index name or key pattern.") }
        isHidden = arguments["hidden"].map { $0.isTruthy }
        if ["unique", "prepareUnique", "forceNonUnique"].contains(where: { arguments[$0] != nil }) {
            throw DocStreamError(
                .invalidOptions, "collMod does not support converting an index to 'unique', 'prepareUnique' or 'forceNonUnique' mode here")
        }
        guard let lifetime = arguments["expireAfterSeconds"] else {
            guard isHidden != nil else { throw DocStreamError(.invalidOptions, "no expireAfterSeconds, hidden, unique, or prepareUnique field") }
            expireAfterSeconds = nil
            return
        }
        let seconds = lifetime.saturatingInteger(in: Int64.min...Int64.max) ?? 0
        guard seconds >= 0 else { throw DocStreamError(.invalidOptions, "TTL index 'expireAfterSeconds' option cannot be less than 0") }
        guard seconds <= Int64(Int32.max) else {
            throw DocStreamError(.invalidOptions, "TTL index 'expireAfterSeconds' option must be within an acceptable range, try a lower number")
        }
        expireAfterSeconds = Int32(seconds)
    }

    /// Makes the change and returns the reply's fields: the lifetime before (when there was
    /// one) and after, the visibility before and after, for the settings given.
    func make(on namespace: Namespace, in store: Store) throws(DocStreamError) -> Document {
        let modification = try store.modifyIndex(namespace, description: ["index": .document(option)]) { (catalog) throws(DocStreamError) in
            try self.modification(of: catalog, namespace: namespace)
        }
        var reply: [(String, BSONValue)] = []
        if let expireAfterSeconds {
            if let old = modification.before.expireAfterSeconds { reply.append(("expireAfterSeconds_old", .int64(Int64(old)))) }
            reply.append(("expireAfterSeconds_new", .int64(Int64(expireAfterSeconds))))
        }
        if let isHidden {
            reply += [("hidden_old", .bool(modification.before.isHidden)), ("hidden_new", .bool(isHidden))]
        }
        return Document(reply)
    }

    /// The index the option names among `catalog`'s and what it becomes: 27 IndexNotFound, 181
    /// AmbiguousIndexKeyPattern for a key pattern of two indexes; a lifetime for the `_id`
    /// index or a compound one 72 InvalidOptions; hiding `_id_` 2 BadValue (coll_mod.cpp).
    func modification(of catalog: IndexCatalog, namespace: Namespace) throws(DocStreamError) -> IndexModification {
        let before = try index(in: catalog, namespace: namespace)
        if expireAfterSeconds != nil, before.expireAfterSeconds == nil {
            if before.isIDIndex { throw DocStreamError(.invalidOptions, "the _id field does not support TTL indexes") }
            guard before.fields.count == 1 else {
                throw DocStreamError(.invalidOptions, "TTL indexes are single-field indexes, compound indexes do not support TTL")
            }
        }
        if isHidden != nil, before.isIDIndex { throw .badValue("can't hide _id index") }
        var previous: [(String, BSONValue)] = []
        if expireAfterSeconds != nil, let old = before.expireAfterSeconds { previous.append(("expireAfterSeconds", .int32(old))) }
        if isHidden != nil { previous.append(("hidden", .bool(before.isHidden))) }
        let after = before.with(expireAfterSeconds: expireAfterSeconds ?? before.expireAfterSeconds, isHidden: isHidden ?? before.isHidden)
        return IndexModification(before: before, after: after, previousOptions: Document(previous))
    }

    private func index(in catalog: IndexCatalog, namespace: Namespace) throws(DocStreamError) -> IndexSpecification {
        if let name {
            guard let index = catalog.index(named: name) else { throw DocStreamError(.indexNotFound, "cannot find index \(name) for ns \(namespace)") }
            return index.specification
        }
        let matching = catalog.specifications.filter { Document.compare($0.keyPattern, keyPattern!) == 0 }
        guard let first = matching.first else {
            throw DocStreamError(.indexNotFound, "cannot find index \(keyPattern!.serverText) for ns \(namespace)")
        }
        guard matching.count == 1 else {
            throw DocStreamError(
                .ambiguousIndexKeyPattern,
                "index keyPattern \(keyPattern!.serverText) matches \(matching.count) indexes, must use index name. Conflicting indexes:\(matching[0].document.serverText), \(matching[1].document.serverText)"
            )
        }
        return first
    }
}
