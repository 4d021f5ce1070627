import DocStreamBSON

/// `$lookup`'s equality join (makeMatchStageFromInput): a foreign document matches when its
/// `foreignField`, read as a query reads it (through arrays; null matches missing), equals one
/// of the values at the input's `localField` (each element of an array; missing is null).
struct LookupJoin: Sendable {
    let localPath: [String]
    let foreignField: String
    /// The foreign path, when `JoinIndex` can index it: numeric components, which a query may
    /// read as array positions, are left to the filter.
    let indexablePath: [String]?
    /// The collation values are equal under (the command's, when the stage compiled).
    let collator = Collator.inEffect

    init(localField: String, foreignField: String) throws(DocStreamError) {
        localPath = try FieldPath(localField).components
        for component in localPath { try FieldPathExpression.validateFieldName(component) }
        let foreignPath = try FieldPath(foreignField).components
        for component in foreignPath { try FieldPathExpression.validateFieldName(component) }
        self.foreignField = foreignField
        indexablePath = foreignPath.contains { Int($0) != nil } ? nil : foreignPath
    }

    /// The foreign documents that match `document`, in their order. When the index answers
    /// for the local values (plain values: a query's equality on them is equality of values),
    /// its candidates are the matches; otherwise the query filter decides among all of them.
    func matches(for document: Document, among foreign: [Document], index: JoinIndex?) throws(DocStreamError) -> [Document] {
        var values: [BSONValue] = []
        Self.collect(localPath[...], in: .document(document), into: &values, keepingArrays: false)
        if values.isEmpty { values = [.null] }
        if let candidates = index?.candidates(for: values) { return candidates }
        let filter = try Collator.applying(collator) { () throws(DocStreamError) in try Self.filter(foreignField, values) }
        var matching: [Document] = []
        for candidate in foreign where try filter.matches(candidate) {
            matching.append(candidate)
        }
        return matching
    }

    /// `{foreignField: {$eq: v}}` for one value, `{$in: [...]}` for several, and an `$or` of
    /// `$eq`s when a regular expression is among them, since `$in` would match it as a pattern.
    private static func filter(_ foreignField: String, _ values: [BSONValue]) throws(DocStreamError) -> QueryFilter {
        let condition: Document
        if values.count == 1 {
            condition = [foreignField: ["$eq": values[0]]]
        } else if values.contains(where: { $0.type == .regex }) {
            condition = ["$or": .array(values.map { [foreignField: ["$eq": $0]] })]
        } else {
            condition = [foreignField: ["$in": .array(values)]]
        }
        return try QueryFilter(condition)
    }

    /// document_path_support::visitAllValuesAtPath: arrays along the path are entered, and an
    /// array at its end gives its elements (and itself, with `keepingArrays`, as a query's
    /// equality also compares the whole array).
    static func collect(_ path: ArraySlice<String>, in value: BSONValue, into values: inout [BSONValue], keepingArrays: Bool) {
        guard let name = path.first else {
            guard case .array(let elements) = value else {
                values.append(value)
                return
            }
            values.append(contentsOf: elements)
            if keepingArrays { values.append(value) }
            return
        }
        switch value {
        case .document(let document):
            if let next = document[name] { collect(path.dropFirst(), in: next, into: &values, keepingArrays: keepingArrays) }
        case .array(let elements):
            for element in elements where element.type == .document {
                collect(path, in: element, into: &values, keepingArrays: keepingArrays)
            }
        default:
            break
        }
    }
}

/// A run's foreign documents, with the positions of those whose `foreignField` reaches each
/// value, so joining on plain values looks up candidates instead of scanning them all.
struct JoinIndex: Sendable {
    let documents: [Document]
    /// Where each value's positions are in `positions`: plain ranges in one array, so a lookup
    /// touches no array of its own (each a separate allocation, a cache miss to count).
    private let ranges: [MongoEqualityKey: Range<Int32>]?
    /// The positions of the documents reaching each value, grouped by value, each group in order.
    private let positions: [Int32]
    /// The collation values are grouped under: strings it equates are one value.
    private let collator: Collator?

    /// Without a path (no join, or one the index cannot read), the documents only.
    init(_ documents: [Document], foreignPath: [String]?, collator: Collator?) {
        self.documents = documents
        self.collator = collator
        guard let foreignPath else {
            ranges = nil
            positions = []
            return
        }
        var grouped: [MongoEqualityKey: [Int32]] = [:]
        for (position, document) in documents.enumerated() {
            var values: [BSONValue] = []
            LookupJoin.collect(foreignPath[...], in: .document(document), into: &values, keepingArrays: true)
            for value in values where Self.isPlain(value) {
                let key = Collator.equalityKey(value, under: collator)
                if grouped[key]?.last != Int32(position) { grouped[key, default: []].append(Int32(position)) }
            }
        }
        var ranges: [MongoEqualityKey: Range<Int32>] = [:]
        ranges.reserveCapacity(grouped.count)
        var positions: [Int32] = []
        for (key, group) in grouped {
            ranges[key] = Int32(positions.count)..<Int32(positions.count + group.count)
            positions += group
        }
        self.ranges = ranges
        self.positions = positions
    }

    /// The documents that match one of `values`, in natural order; nil when a value is one
    /// the index does not answer for (null matches missing fields; regexes, arrays, documents).
    func candidates(for values: [BSONValue]) -> [Document]? {
        guard let ranges, values.allSatisfy(Self.isPlain) else { return nil }
        func found(_ value: BSONValue) -> ArraySlice<Int32> {
            ranges[Collator.equalityKey(value, under: collator)].map { positions[Int($0.lowerBound)..<Int($0.upperBound)] } ?? []
        }
        // One value's positions are already in order, each once.
        if values.count == 1 { return found(values[0]).map { documents[Int($0)] } }
        return Set(values.flatMap(found)).sorted().map { documents[Int($0)] }
    }

    /// Values a query's equality matches exactly when they are equal (NaN aside).
    private static func isPlain(_ value: BSONValue) -> Bool {
        switch value {
        case .string, .objectId, .bool, .datetime, .int32, .int64, .timestamp, .binary: true
        case .double(let number): !number.isNaN
        case .decimal128(let number): !number.isNaN
        default: false
        }
    }
}

/// Passes each document on, transformed with a foreign collection read (and indexed) once per
/// run, at the first document that asks for it ($lookup, $graphLookup).
final class ForeignCollectionSink: DocumentSink {
    typealias Reader = () throws(DocStreamError) -> JoinIndex
    private let downstream: any DocumentSink
    private let read: Reader
    private let transform: (Document, Reader) throws(DocStreamError) -> Document
    private var collection: JoinIndex?

    init(downstream: any DocumentSink, read: @escaping Reader, transform: @escaping (Document, Reader) throws(DocStreamError) -> Document) {
        self.downstream = downstream
        self.read = read
        self.transform = transform
    }

    func accept(_ document: consuming Document) throws(DocStreamError) -> Bool {
        try downstream.accept(transform(document, readCollection))
    }

    func finish() throws(DocStreamError) {
        try downstream.finish()
    }

    private func readCollection() throws(DocStreamError) -> JoinIndex {
        if let collection { return collection }
        let index = try read()
        collection = index
        return index
    }
}
