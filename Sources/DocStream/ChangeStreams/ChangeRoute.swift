import DocStreamBSON

/// What a filtered change stream can be found by without looking at it: the event field its
/// first `$match` compares with equality (`watch(filterIds:)`'s `documentKey._id` `$in`,
/// `watch(matchFilter: ["fullDocument.storeNumber": 42])`), and the values it accepts. The
/// change log keeps an index from such values to streams, so each committed change reaches
/// the streams that may want it by hash lookups (`ChangeRouter`), instead of every stream
/// looking at every change. The route only preselects: the stream still runs its whole
/// pipeline on each event it receives, so a route may let through more than the filter
/// takes, never less.
struct ChangeRoute: Sendable {
    enum Field: Hashable, Sendable {
        /// `documentKey._id`.
        case documentID
        /// A path in `fullDocument`: the document after an insert or a replacement, and after
        /// an update when the stream shows post-images on update events (`includesUpdates`).
        /// With `updateLookup` the route takes the document as the update left it; the event
        /// then shows it as it is when read.
        case fullDocument(path: String, includesUpdates: Bool)
    }

    let field: Field
    let keys: [MongoEqualityKey]
    /// Whether the equality is the whole filter (one field, `v`, `{$eq: v}` or `{$in: [...]}`
    /// alone): then a document change the index found by its own value matches it.
    let isWholeFilter: Bool
    /// Whether the stream shows the expanded events (create, modify, ...): without
    /// `showExpandedEvents` they would only take room in its inbox.
    let includesExpandedEvents: Bool

    /// The route of a pipeline whose first stage is a `$match` with a top-level equality or
    /// `$in` on `documentKey._id` or on a `fullDocument` path (the `_id` preferred); nil when
    /// there is none, and the stream reads the whole log.
    init?(firstMatch filter: Document?, options: ChangeStreamOptions) {
        guard let filter else { return nil }
        var found: ChangeRoute?
        let alone = filter.count == 1
        for (key, condition) in filter {
            guard let values = Self.equalityValues(condition) else { continue }
            let whole = alone && Self.isPlainEquality(condition)
            if key == "documentKey._id" {
                self = ChangeRoute(field: .documentID, keys: values, isWholeFilter: whole, includesExpandedEvents: options.showExpandedEvents)
                return
            }
            if found == nil, key.hasPrefix("fullDocument."), key.count > "fullDocument.".count {
                let includesUpdates = options.fullDocument != .default
                let field = Field.fullDocument(path: String(key.dropFirst("fullDocument.".count)), includesUpdates: includesUpdates)
                found = ChangeRoute(field: field, keys: values, isWholeFilter: whole, includesExpandedEvents: options.showExpandedEvents)
            }
        }
        guard let found else { return nil }
        self = found
    }

    private init(field: Field, keys: [MongoEqualityKey], isWholeFilter: Bool, includesExpandedEvents: Bool) {
        self.field = field
        self.keys = keys
        self.isWholeFilter = isWholeFilter
        self.includesExpandedEvents = includesExpandedEvents
    }

    /// `v`, or an operator document of `$eq` or `$in` alone.
    private static func isPlainEquality(_ condition: BSONValue) -> Bool {
        guard case .document(let operators) = condition, operators.keys.first?.hasPrefix("$") == true else { return true }
        return operators.count == 1 && (operators.keys.first == "$eq" || operators.keys.first == "$in")
    }

    /// Whether finding `record` by its value decides that it matches the whole filter: for a
    /// document change, when the event shows the value the index found (`documentKey`; the
    /// `fullDocument` of an insert, a replacement, or an update with post-images, but not
    /// `updateLookup`'s, read later).
    func decides(_ record: ChangeRecord, options: ChangeStreamOptions) -> Bool {
        guard isWholeFilter, case .document(let mutation) = record.kind else { return false }
        switch (field, mutation) {
        case (.documentID, _), (.fullDocument, .insert), (.fullDocument, .replace): return true
        case (.fullDocument, .update): return options.fullDocument == .whenAvailable || options.fullDocument == .required
        case (.fullDocument, .delete): return false
        }
    }

    /// The values a condition matches by equality: `v`, `{$eq: v}` or `{$in: [...]}` (beside
    /// other operators, which only narrow it), when every value is a plain scalar: a string,
    /// number, ObjectId, boolean, date or timestamp. Null (which also matches a missing
    /// field), regular expressions, documents, arrays and NaN have matching rules of their
    /// own and are left to the pipeline.
    private static func equalityValues(_ condition: BSONValue) -> [MongoEqualityKey]? {
        guard case .document(let operators) = condition, let first = operators.keys.first, first.hasPrefix("$") else {
            return isRoutable(condition) ? [MongoEqualityKey(condition)] : nil
        }
        if let value = operators["$eq"] { return isRoutable(value) ? [MongoEqualityKey(value)] : nil }
        guard case .array(let values)? = operators["$in"], values.allSatisfy(isRoutable) else { return nil }
        return values.map(MongoEqualityKey.init)
    }

    private static func isRoutable(_ value: BSONValue) -> Bool {
        switch value {
        case .string, .objectId, .bool, .datetime, .int32, .int64, .timestamp: true
        case .double(let number): !number.isNaN
        default: false
        }
    }

    /// Calls `visit` with each value `record` has for `field` (with MongoDB's path rules:
    /// into arrays, each element and the array itself); none when the event has no such field.
    static func values(of record: ChangeRecord, field: Field, path: QueryPath?, _ visit: (MongoEqualityKey) -> Void) {
        guard case .document(let mutation) = record.kind else { return }
        switch field {
        case .documentID:
            let document = switch mutation {
            case .insert(let document), .delete(let document), .update(_, let document), .replace(_, let document): document
            }
            if let id = document["_id"] { visit(MongoEqualityKey(id)) }
        case .fullDocument(_, let includesUpdates):
            let shown: Document? = switch mutation {
            case .insert(let document), .replace(_, let document): document
            case .update(_, let document): includesUpdates ? document : nil
            case .delete: nil
            }
            guard let shown, let path else { return }
            _ = path.anyValue(in: shown, traversingLeafArrays: true) { value, _ in
                if let value { visit(MongoEqualityKey(value)) }
                return false
            }
        }
    }
}
