import DocStreamBSON

/// What a filtered change stream can be found by without looking at it: the event field its
/// first `$match` compares with equality (`watch(filterIds:)`'s `documentKey._id` `$in`,
/// `watch(matchFilter: ["fullDocument.storeNumber": 42])`) or with a range (`{$gte: 5, $lt:
/// 6}`), and the values it accepts. The change log keeps an index from such values to
/// streams, so each committed change reaches the streams that may want it by hash lookups and
/// binary searches (`ChangeRouter`), instead of every stream looking at every change. The
/// route only preselects: the stream still runs its whole pipeline on each event it receives,
/// so a route may let through more than the filter takes, never less.
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

    /// The values of the field a stream accepts.
    enum Accepted: Sendable {
        /// These, by MongoDB's equality.
        case values([MongoEqualityKey])
        /// Those in the range.
        case range(ValueRange)
    }

    let field: Field
    let accepted: Accepted
    /// Whether the equality or range is the whole filter (one field, `v`, `{$eq: v}` or
    /// `{$in: [...]}` alone, or one lower and one upper bound alone): then a document change
    /// the index found by its own value matches it (a range: when that value is a single one).
    let isWholeFilter: Bool
    /// The field's path, to find a range route's value again (`decides`).
    private let path: QueryPath
    /// Whether the stream shows the expanded events (create, modify, ...): without
    /// `showExpandedEvents` they would only take room in its inbox.
    let includesExpandedEvents: Bool

    /// The route of a pipeline whose first stage is a `$match` with a top-level equality,
    /// `$in` or range on `documentKey._id` or on a `fullDocument` path (an equality on the
    /// `_id` preferred, then any equality, which selects fewer); nil when there is none, and
    /// the stream reads the whole log.
    init?(firstMatch filter: Document?, options: ChangeStreamOptions) {
        guard let filter else { return nil }
        var found: ChangeRoute?
        let alone = filter.count == 1
        for (key, condition) in filter {
            guard let field = Self.field(key, options: options) else { continue }
            let expanded = options.showExpandedEvents
            if let values = Self.equalityValues(condition) {
                let route = ChangeRoute(
                    field: field, accepted: .values(values), isWholeFilter: alone && Self.isPlainEquality(condition), includesExpandedEvents: expanded)
                if field == .documentID {
                    self = route
                    return
                }
                if case .values? = found?.accepted { continue }
                found = route
            } else if found == nil, let range = ValueRange(condition) {
                found = ChangeRoute(
                    field: field, accepted: .range(range), isWholeFilter: alone && Self.isPlainRange(condition), includesExpandedEvents: expanded)
            }
        }
        guard let found else { return nil }
        self = found
    }

    private init(field: Field, accepted: Accepted, isWholeFilter: Bool, includesExpandedEvents: Bool) {
        self.field = field
        path = QueryPath(field.dottedPath)
        self.accepted = accepted
        self.isWholeFilter = isWholeFilter
        self.includesExpandedEvents = includesExpandedEvents
    }

    /// The routable field a filter's key names: `documentKey._id` or a `fullDocument` path.
    private static func field(_ key: String, options: ChangeStreamOptions) -> Field? {
        if key == "documentKey._id" { return .documentID }
        guard key.hasPrefix("fullDocument."), key.count > "fullDocument.".count else { return nil }
        return .fullDocument(path: String(key.dropFirst("fullDocument.".count)), includesUpdates: options.fullDocument != .default)
    }

    /// At most one of `$gt`/`$gte` and one of `$lt`/`$lte`, alone (the bounds `ValueRange` keeps).
    private static func isPlainRange(_ condition: BSONValue) -> Bool {
        guard case .document(let operators) = condition else { return false }
        let keys = operators.keys
        return keys.allSatisfy { ["$gt", "$gte", "$lt", "$lte"].contains($0) }
            && keys.filter({ $0.hasPrefix("$g") }).count <= 1 && keys.filter({ $0.hasPrefix("$l") }).count <= 1
    }

    /// `v`, or an operator document of `$eq` or `$in` alone.
    private static func isPlainEquality(_ condition: BSONValue) -> Bool {
        guard case .document(let operators) = condition, operators.keys.first?.hasPrefix("$") == true else { return true }
        return operators.count == 1 && (operators.keys.first == "$eq" || operators.keys.first == "$in")
    }

    /// Whether finding `record` by its value decides that it matches the whole filter: for a
    /// document change, when the event shows the value the index found (`documentKey`; the
    /// `fullDocument` of an insert, a replacement, or an update with post-images, but not
    /// `updateLookup`'s, read later). A range decides only a single value in the range: where
    /// the path meets an array, the route lets through what overlaps the span of its values,
    /// and the filter's own walk decides.
    func decides(_ record: ChangeRecord, options: ChangeStreamOptions) -> Bool {
        guard isWholeFilter, case .document(let mutation) = record.kind else { return false }
        let shown =
            switch (field, mutation) {
            case (.documentID, _), (.fullDocument, .insert), (.fullDocument, .replace): true
            case (.fullDocument, .update): options.fullDocument == .whenAvailable || options.fullDocument == .required
            case (.fullDocument, .delete): false
            }
        guard shown, case .range(let range) = accepted else { return shown }
        guard let document = field.document(of: mutation) else { return false }
        var single: BSONValue?
        var count = 0
        _ = path.anyValue(in: document, traversingLeafArrays: true) { value, _ in
            single = value
            count += 1
            return count > 1
        }
        guard count == 1, let value = single, !ComparisonTest.isNaN(value) else { return false }
        if case .array = value { return false }
        return range.overlaps(low: value, high: value)
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

    static func isRoutable(_ value: BSONValue) -> Bool {
        switch value {
        case .string, .objectId, .bool, .datetime, .int32, .int64, .timestamp: true
        case .double(let number): !number.isNaN
        default: false
        }
    }
}

extension ChangeRoute.Field {
    /// The path the field reads in the document `document(of:)` gives.
    var dottedPath: String {
        if case .fullDocument(let path, _) = self { path } else { "_id" }
    }

    /// The document of a change that shows this field: any for `documentKey._id`; for a
    /// `fullDocument` path the document after an insert or a replacement, and after an update
    /// when the stream shows post-images (`includesUpdates`).
    func document(of mutation: DocumentMutation) -> Document? {
        switch (self, mutation) {
        case (.documentID, .insert(let document)), (.documentID, .delete(let document)),
            (.documentID, .update(_, let document)), (.documentID, .replace(_, let document)):
            document
        case (.fullDocument, .insert(let document)), (.fullDocument, .replace(_, let document)): document
        case (.fullDocument(_, let includesUpdates), .update(_, let document)): includesUpdates ? document : nil
        case (.fullDocument, .delete): nil
        }
    }
}

/// The values a condition's `$gt`/`$gte` and `$lt`/`$lte` leave, as MongoDB compares them:
/// of the bounds' canonical type only (type bracketing: `{$gte: 5}` matches numbers, never
/// strings or null), never NaN. Other operators beside them only narrow the condition.
/// Through arrays each bound may hold for a different element (`{$gte: 5, $lt: 10}` matches
/// `[20, 3]`), so routing tests a range against the span of a path's values (`overlaps`).
struct ValueRange: Sendable {
    struct Bound: Sendable {
        let value: BSONValue
        let inclusive: Bool
    }

    let lower: Bound?
    let upper: Bound?
    private let rank: Int

    /// The range of an operator document with at least one bound, all bounds plain scalars of
    /// one canonical type (see `ChangeRoute.isRoutable`; decimals too); nil otherwise: MinKey,
    /// MaxKey, null, arrays and documents compare by rules of their own.
    init?(_ condition: BSONValue) {
        guard case .document(let operators) = condition, operators.keys.first?.hasPrefix("$") == true else { return nil }
        func bound(_ strict: String, _ inclusive: String) -> Bound? {
            if let value = operators[strict] { return Bound(value: value, inclusive: false) }
            return operators[inclusive].map { Bound(value: $0, inclusive: true) }
        }
        lower = bound("$gt", "$gte")
        upper = bound("$lt", "$lte")
        let bounds = [lower, upper].compactMap { $0?.value }
        guard let first = bounds.first,
            bounds.allSatisfy({ Self.isRoutableBound($0) && $0.canonicalTypeRank == first.canonicalTypeRank })
        else { return nil }
        rank = first.canonicalTypeRank
    }

    private static func isRoutableBound(_ value: BSONValue) -> Bool {
        if case .decimal128(let number) = value { return !number.isNaN }
        return ChangeRoute.isRoutable(value)
    }

    /// Whether values from `low` to `high` (of one type, neither NaN) can satisfy every bound:
    /// MongoDB tests each bound against any of a path's values (an array's elements need not
    /// be the same one), so one value at or above the lower bound and one at or below the
    /// upper bound satisfy it. For a single value, whether the range holds it.
    func overlaps(low: BSONValue, high: BSONValue) -> Bool {
        guard low.canonicalTypeRank == rank else { return false }
        if let lower, Self.isBelow(high, lower) { return false }
        if let upper, Self.isAbove(low, upper) { return false }
        return true
    }

    static func isBelow(_ value: BSONValue, _ bound: Bound) -> Bool {
        let order = BSONValue.compare(value, bound.value)
        return order < 0 || (order == 0 && !bound.inclusive)
    }

    static func isAbove(_ value: BSONValue, _ bound: Bound) -> Bool {
        let order = BSONValue.compare(value, bound.value)
        return order > 0 || (order == 0 && !bound.inclusive)
    }
}
