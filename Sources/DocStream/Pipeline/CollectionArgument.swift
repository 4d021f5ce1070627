import DocStreamBSON

/// The collection a stage names: `"coll"`, in the database the pipeline runs in, or
/// `{db, coll}` ($lookup's `from`, $out, $merge's `into`).
struct CollectionArgument: Sendable {
    /// nil: the database the pipeline runs in.
    let database: String?
    let collection: String

    init(collection: String) {
        database = nil
        self.collection = collection
    }

    /// `{db, coll}` as the stage's IDL reads it (NamespaceSpec): 40414 for a missing field, 40415
    /// for an unknown one, 14 for a name that is not a string. `field` names the argument in messages.
    init(_ specification: Document, field: String, databaseRequired: Bool) throws(DocStreamError) {
        let names = try ArgumentReader(
            errors: .idl(field),
            fields: [
                databaseRequired ? .required("db", .string) : .optional("db", .string), .required("coll", .string),
            ]
        ).read(specification)
        database = names.string("db")
        collection = names.string("coll")!
    }

    /// `"coll"` or `{db?, coll}`, given a value of one of those types.
    init(stringOrDocument value: BSONValue, field: String) throws(DocStreamError) {
        guard case .document(let specification) = value else {
            self.init(collection: value.stringValue ?? "")
            return
        }
        try self.init(specification, field: field, databaseRequired: false)
    }

    /// The namespace in the run's database (73 InvalidNamespace for a bad name).
    func namespace(in context: PipelineContext) throws(DocStreamError) -> Namespace {
        try Namespace(database: database ?? context.database, collection: collection)
    }

    /// The target of `$out` or `$merge`, which may not be a system collection (17385, 31319).
    func writable(by stage: String) throws(DocStreamError) -> CollectionArgument {
        guard !collection.hasPrefix("system.") else {
            throw stage == "$out"
                ? DocStreamError(.location(17385), "Can't $out to special collection: \(collection)")
                : DocStreamError(.location(31319), "Cannot $merge to special collection: \(collection)")
        }
        return self
    }
}
