import DocStreamBSON

/// A find sort, `{field: 1 | -1, ...}`, keys in order of precedence.
///
/// Documents order as MongoDB orders them (manual, cursor.sort() and Comparison/Sort Order):
/// by each key in turn, values in MongoDB's order across types; a missing field sorts as null;
/// an array sorts by its smallest element ascending and its largest descending, and an empty
/// array before null. Dotted paths reach through arrays of documents the way an index over the
/// sort paths would (see `SortKeyGenerator`). Ties compare equal; callers sort stably.
///
/// ```swift
/// let sort = try SortSpecification(["storeNumber": -1, "name": 1])
/// drinks.sort { sort.compare($0, $1) < 0 }
/// ```
public struct SortSpecification: Sendable {
    private let generator: SortKeyGenerator
    /// Whether a key is `{$meta: "textScore"}`: documents sort by their text score, highest
    /// first, which `scored(_:by:)` puts where the key reads it.
    let usesTextScore: Bool
    /// The field a document's text score is read from while it sorts: no stored document has
    /// it (BSON field names hold no NUL, and this one starts with a control character).
    static let textScoreField = "\u{1}textScore"
    /// The collation strings sort by (`Collator.inEffect` when the sort was parsed); nil for
    /// their bytes. Keys are then made of the values' comparable forms, never read from bytes.
    let collator = Collator.inEffect

    /// Parses a sort document as MongoDB's SortPattern does (query/sort_pattern.cpp). An empty
    /// document sorts nothing. Errors: a value that is neither a number nor a `$meta` document
    /// 15974; a number other than 1 or -1 (after truncation toward zero) 15975; a repeated path
    /// 7472500; a bad path 40352/40353/15998/16410; `$meta` documents 17312, 9 (FailedToParse)
    /// or 31138 when malformed. `{$meta: "textScore"}` sorts by the text score, descending.
    ///
    /// - Throws: `DocStreamError` with the codes above.
    public init(_ sort: Document) throws(DocStreamError) {
        var paths: [[String]] = []
        var isAscending: [Bool] = []
        var seen = Set<String>()
        var usesTextScore = false
        for (key, value) in sort {
            if case .document(let meta) = value {
                try Self.checkMetaSort(meta)
                paths.append([Self.textScoreField])
                isAscending.append(false)
                usesTextScore = true
                continue
            }
            guard let direction = value.saturatingInteger(in: Int64.min...Int64.max) else {
                throw DocStreamError(
                    .location(15974), "Illegal key in $sort specification: \(key): \(value.extendedJSON(.relaxed))")
            }
            guard direction == 1 || direction == -1 else {
                throw DocStreamError(
                    .location(15975), "$sort key ordering must be 1 (for ascending) or -1 (for descending)", location: "sort key '\(key)'")
            }
            if key == "$natural" {
                throw DocStreamError(
                    .notImplemented, "$natural (storage order) is supported only as the only key of a find's sort")
            }
            let path = try FieldPath(findPath: key)
            guard seen.insert(path.description).inserted else {
                throw DocStreamError(
                    .location(7472500), "$sort key must not contain duplicate keys (duplicate: '\(path)')")
            }
            paths.append(path.components)
            isAscending.append(direction == 1)
        }
        generator = SortKeyGenerator(paths: paths, isAscending: isAscending)
        self.usesTextScore = usesTextScore
    }

    /// The document with its text score (`score`, when the match found it) where a
    /// `{$meta: "textScore"}` key reads it; 40218 without a `$text` search.
    func scored(_ document: Document, by search: TextSearch?, score: Double? = nil) throws(DocStreamError) -> Document {
        guard usesTextScore else { return document }
        guard let search else { throw .textScoreUnavailable }
        var scored = document
        if let score {
            scored[Self.textScoreField] = .double(score)
        } else {
            scored[Self.textScoreField] = .double(try search.score(document))
        }
        return scored
    }

    /// The sort's dotted paths and directions in order of precedence, for the query planner
    /// (a text score's key names no field an index holds).
    var fields: [(path: String, isAscending: Bool)] {
        zip(generator.paths, generator.isAscending).map { ($0.joined(separator: "."), $1) }
    }

    /// Negative when `lhs` sorts first, positive when `rhs` does, zero for a tie.
    public func compare(_ lhs: Document, _ rhs: Document) -> Int {
        compare(sortKey(for: lhs), sortKey(for: rhs))
    }

    /// The document's sort key: compute it once per document, then compare keys.
    ///
    /// A document MongoDB refuses to sort (two sort paths through different arrays, or a
    /// numeric path component that is also a field name inside the array) still gets a key
    /// here, each path keyed on its own; `checkedSortKey(for:)` reports MongoDB's error.
    func sortKey(for document: Document) -> SortKey {
        if let values = try? generator.key(for: document, strict: false) {
            return SortKey(values: collated(values))
        }
        return SortKey(values: collated(generator.independentKeys(for: document)))
    }

    /// The key's values as the collation compares them.
    private func collated(_ values: [BSONValue]) -> [BSONValue] {
        guard let collator else { return values }
        return values.map(collator.comparable)
    }

    /// The document's sort key, or MongoDB's error for a document it cannot sort: BadValue (2)
    /// "cannot sort with keys that are parallel arrays", or 16746 for an ambiguous field name.
    ///
    /// The key is in its byte form (`OrderedKey`) whenever its values have one: read straight
    /// from the document's bytes when no path meets an array, else from the values the general
    /// generator picks.
    func checkedSortKey(for document: Document) throws(DocStreamError) -> SortKey {
        if collator == nil, let encoded = generator.encodedKey(for: document) { return SortKey(encoded: encoded) }
        let values = collated(try generator.key(for: document, strict: true))
        if let encoded = generator.encodedKey(of: values) { return SortKey(encoded: encoded) }
        return SortKey(values: values)
    }

    /// The document's key in byte form read from its bytes, built in `key` (its room reused);
    /// false where `checkedSortKey(for:)` must do the work.
    func encodeKey(for document: Document, into key: inout OrderedKey) -> Bool {
        collator == nil && generator.encode(document, into: &key)
    }

    /// Negative when `lhs` sorts first, positive when `rhs` does, zero for a tie.
    func compare(_ lhs: SortKey, _ rhs: SortKey) -> Int {
        if let left = lhs.encoded, let right = rhs.encoded { return OrderedKey.compare(left, right) }
        return generator.compare(values(of: lhs), values(of: rhs))
    }

    /// A key's values; an encoded key's numbers come back as doubles, which compare as the
    /// numbers they came from.
    private func values(of key: SortKey) -> [BSONValue] {
        key.encoded.map { $0.values(descending: generator.isAscending.map { !$0 }) } ?? key.values
    }

    /// `{$meta: ...}` sort keys, checked as sort_pattern.cpp parseMetaExpression does; of
    /// those MongoDB knows, only `textScore` has a source here.
    private static func checkMetaSort(_ meta: Document) throws(DocStreamError) {
        let first = meta.elements.first
        guard first?.key == "$meta" else {
            throw DocStreamError(.location(17312), "$meta is the only expression supported by $sort right now")
        }
        guard meta.count == 1 else {
            throw .failedToParse("Cannot have additional keys in a $meta sort specification")
        }
        let validNames: Set<String> = ["textScore", "randVal", "geoNearDistance", "searchScore", "vectorSearchScore", "score"]
        guard let name = first?.value.stringValue, validNames.contains(name) else {
            throw DocStreamError(
                .location(31138), "Illegal $meta sort: $meta: \(first?.value.extendedJSON(.relaxed) ?? "")")
        }
        guard name == "textScore" else { throw DocStreamError(.notImplemented, "sorting by {$meta: \"\(name)\"} is not supported") }
    }
}

extension DocStreamError {
    /// 40218: `{$meta: "textScore"}` without a `$text` query to give it.
    static var textScoreUnavailable: DocStreamError {
        DocStreamError(.location(40218), "query requires text score metadata, but it is not available")
    }
}

/// One document's values for the sort paths, in the sort's order of precedence: in byte
/// form when they have one (compared with memcmp), else as values.
struct SortKey: Sendable {
    /// The values, empty when the key is encoded.
    let values: [BSONValue]
    let encoded: OrderedKey?

    init(values: [BSONValue]) {
        self.values = values
        encoded = nil
    }

    init(encoded: OrderedKey) {
        values = []
        self.encoded = encoded
    }
}

extension BSONValue {
    /// A number truncated toward zero and clamped to `bounds`, NaN as 0; nil for other types.
    /// MongoDB reads sort directions (safeNumberLong) and find's $slice arguments
    /// (safeNumberInt) this way.
    func saturatingInteger(in bounds: ClosedRange<Int64>) -> Int64? {
        let double: Double
        switch self {
        case .int32(let integer): return min(max(Int64(integer), bounds.lowerBound), bounds.upperBound)
        case .int64(let integer): return min(max(integer, bounds.lowerBound), bounds.upperBound)
        case .double(let value): double = value
        case .decimal128(let value): double = value.doubleValue.value
        default: return nil
        }
        if double.isNaN { return 0 }
        if double >= Double(bounds.upperBound) { return bounds.upperBound }
        if double <= Double(bounds.lowerBound) { return bounds.lowerBound }
        return Int64(double.rounded(.towardZero))
    }
}
