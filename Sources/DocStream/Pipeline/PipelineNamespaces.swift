import DocStreamBSON

/// The collections a pipeline names: those its stages read (`$lookup`, `$graphLookup`,
/// `$unionWith`, also inside the pipelines of `$lookup`, `$unionWith` and `$facet`) and those
/// they write (`$out`, `$merge`). Authorization checks each of them; a view depends on those
/// it reads (`ViewGraph`).
package enum PipelineNamespaces {
    /// How a stage uses a collection.
    package enum Access: Sendable {
        case read
        /// `$out`: the collection's documents are replaced.
        case replace
        /// `$merge`: documents are inserted or updated.
        case merge
    }

    package struct Reference: Sendable, Equatable {
        package var database: String
        package var collection: String
        package var access: Access
    }

    /// The collections `stages` name, in the order they appear; `database` is the one the
    /// pipeline runs in, where a bare collection name points.
    package static func references(in stages: [BSONValue], database: String) -> [Reference] {
        var found: [Reference] = []
        for stage in stages {
            guard let stage = stage.documentValue, let name = stage.firstKey, let body = stage[name] else { continue }
            switch name {
            case "$lookup", "$graphLookup":
                let spec = body.documentValue
                if let from = spec?["from"], let source = reference(from, database: database, access: .read) { found.append(source) }
                if let inner = spec?["pipeline"]?.arrayValue { found += references(in: inner, database: database) }
            case "$unionWith":
                let spec = body.documentValue
                if let collection = spec?["coll"]?.stringValue ?? body.stringValue {
                    found.append(Reference(database: database, collection: collection, access: .read))
                }
                if let inner = spec?["pipeline"]?.arrayValue { found += references(in: inner, database: database) }
            case "$facet":
                for (_, inner) in body.documentValue?.elements ?? [] {
                    found += references(in: inner.arrayValue ?? [], database: database)
                }
            case "$out":
                if let target = reference(body, database: database, access: .replace) { found.append(target) }
            case "$merge":
                if let target = reference(body.documentValue?["into"] ?? body, database: database, access: .merge) { found.append(target) }
            default:
                continue
            }
        }
        return found
    }

    /// A stage's collection argument: a name in `database`, or `{db, coll}`.
    private static func reference(_ value: BSONValue, database: String, access: Access) -> Reference? {
        if case .string(let collection) = value { return Reference(database: database, collection: collection, access: access) }
        guard let spec = value.documentValue, let collection = spec["coll"]?.stringValue else { return nil }
        return Reference(database: spec["db"]?.stringValue ?? database, collection: collection, access: access)
    }
}
