import DocStreamBSON

/// Sort keys as MongoDB makes them (index/sort_key_generator.cpp): the keys an index over the
/// sort paths would hold for the document (index/btree_key_generator.cpp), of which the first
/// in the sort's order is the document's key.
///
/// So a path through an array gives one key per element, an empty array gives `undefined`
/// (below null, as the manual's Comparison/Sort Order says), a missing field gives null, and
/// paths through the same array pair up element by element: `{"a.b": 1, "a.c": -1}` on
/// `{a: [{b: 1, c: 0}, {b: 0, c: 3}]}` keys on (0, 3), one element's values. Arrays nested
/// directly in arrays are values, not expanded again. A numeric component after an array
/// also selects that element ("a.0.b"), as in an index.
struct SortKeyGenerator: Sendable {
    let paths: [[String]]
    let isAscending: [Bool]
    /// Each path's components as UTF-8, for reading documents' bytes.
    private let pathBytes: [[[UInt8]]]

    init(paths: [[String]], isAscending: [Bool]) {
        self.paths = paths
        self.isAscending = isAscending
        pathBytes = paths.map { $0.map { Array($0.utf8) } }
    }

    /// The document's key in byte form, read from its bytes: nil when a path meets an array
    /// (which the general generator expands) or a value has no byte form.
    func encodedKey(for document: Document) -> OrderedKey? {
        var key = OrderedKey(reservingCapacity: 32 * paths.count)
        return encode(document, into: &key) ? key : nil
    }

    /// `encodedKey(for:)` built in `key` (emptied first, its room reused); false when it has none.
    func encode(_ document: Document, into key: inout OrderedKey) -> Bool {
        key.removeAll()
        for (path, ascending) in zip(pathBytes, isAscending) {
            guard key.append(valueAt: path, in: document, descending: !ascending) else { return false }
        }
        return true
    }

    /// `values` (one per path) in byte form, nil when one has none.
    func encodedKey(of values: [BSONValue]) -> OrderedKey? {
        var key = OrderedKey(reservingCapacity: 32 * values.count)
        for (value, ascending) in zip(values, isAscending) {
            guard key.append(value, descending: !ascending) else { return nil }
        }
        return key
    }

    /// Orders two keys by the sort's directions.
    func compare(_ lhs: [BSONValue], _ rhs: [BSONValue]) -> Int {
        for (index, ascending) in isAscending.enumerated() {
            let order = BSONValue.compare(lhs[index], rhs[index])
            if order != 0 { return ascending ? order : -order }
        }
        return 0
    }

    /// The document's key. Two paths through different arrays are MongoDB's "parallel arrays"
    /// error, always thrown; `strict` also throws 16746 where a numeric component names both an
    /// array element and a field of the elements, which otherwise reads the field.
    func key(for document: Document, strict: Bool) throws(DocStreamError) -> [BSONValue] {
        var best = BestKey(generator: self)
        try forEachKey(of: document, strict: strict, into: &best)
        // Every path settles on at least one key (null when missing), so there is one.
        return best.key ?? []
    }

    /// Every key of the document, as an index over these paths holds them, handed to `consumer`
    /// with what it met on the way (which paths went through arrays, which reached nothing).
    func forEachKey<Consumer: KeyConsumer>(of document: Document, strict: Bool, into consumer: inout Consumer) throws(DocStreamError) {
        try generate(
            values: Array(repeating: .null, count: paths.count), missing: 0, pending: paths.map { $0[...] }, in: document,
            positional: Array(repeating: nil, count: paths.count), strict: strict, consumer: &consumer)
    }

    /// Each path's key computed alone: the fallback for documents MongoDB cannot sort.
    func independentKeys(for document: Document) -> [BSONValue] {
        paths.indices.map { index in
            let single = SortKeyGenerator(paths: [paths[index]], isAscending: [isAscending[index]])
            // One path cannot meet two arrays at once, and lenient reading never throws otherwise.
            return (try? single.key(for: document, strict: false))?.first ?? .null
        }
    }

    /// Where reading a path stopped (dotted_path_support extractElementAtPathOrArrayAlongPath).
    private enum Reached {
        case missing
        case value(BSONValue)
        /// An array met after reading `consumed` components, with the components left after it.
        case array([BSONValue], consumed: ArraySlice<String>, rest: ArraySlice<String>)
    }

    /// A path whose component after an array is one of its indexes ("a.0.b"): the element's
    /// path is read in the array itself, once, for all of the array's elements.
    private struct Positional {
        var reached: Reached
        /// Whether the indexed element is itself an array (then a terminal array reached
        /// through it is a value, not expanded).
        var indexesNestedArray: Bool
    }

    /// btree_key_generator.cpp getKeysImplWithArray: settle the paths that reach a value or
    /// nothing, then expand the one array the others reach, element by element. `values` holds
    /// each path's key value once settled; `pending` what is left to read of the others in `base`.
    private func generate<Consumer: KeyConsumer>(
        values: [BSONValue], missing: UInt64, pending: [ArraySlice<String>?], in base: Document, positional: [Positional?], strict: Bool,
        consumer: inout Consumer
    ) throws(DocStreamError) {
        var values = values
        var missing = missing
        var array: (elements: [BSONValue], identity: ArrayIdentity)?
        var arrayFields: [(index: Int, rest: ArraySlice<String>)] = []
        var expandsNested = true
        for (index, path) in pending.enumerated() {
            guard let path else { continue }
            // btree_key_generator.cpp extractNextElement: the element's own field first, else
            // the indexed element.
            let info = positional[index]
            let fromPositional = info != nil && base[path.first!] == nil
            if info != nil, !fromPositional, strict {
                throw DocStreamError(
                    .location(16746),
                    "Ambiguous field name found in array (do not use numeric field names in embedded elements in an array), field: '\(path.first!)'")
            }
            switch fromPositional ? info!.reached : Self.walk(.document(base), path) {
            case .missing:
                values[index] = .null
                if index < 64 { missing |= 1 << index }
            case .value(let value):
                values[index] = value
            case .array(let elements, let consumed, let rest):
                let identity = ArrayIdentity(throughPositional: fromPositional, path: Array(consumed))
                if let array, array.identity != identity {
                    throw consumer.parallelArrays(array.identity.path.last ?? "", identity.path.last ?? "")
                }
                consumer.metArray(path: index, component: paths[index].count - rest.count - 1)
                array = (elements, identity)
                arrayFields.append((index, rest))
                if fromPositional, info!.indexesNestedArray { expandsNested = false }
            }
        }
        guard let array else {
            consumer.consume(values, missing: missing)
            return
        }
        var nextPositional = [Positional?](repeating: nil, count: paths.count)
        for (index, rest) in arrayFields {
            guard let component = rest.first, let position = Self.index(component, in: array.elements) else { continue }
            nextPositional[index] = Positional(
                reached: Self.walk(.array(array.elements), rest),
                indexesNestedArray: array.elements[position].arrayValue != nil)
        }
        // An empty array keys as undefined, below null.
        for element in array.elements.isEmpty ? [BSONValue.undefined] : array.elements {
            var nextPending = [ArraySlice<String>?](repeating: nil, count: paths.count)
            for (index, rest) in arrayFields {
                if rest.isEmpty {
                    values[index] = expandsNested ? element : .array(array.elements)
                } else {
                    nextPending[index] = rest
                }
            }
            try generate(
                values: values, missing: missing, pending: nextPending, in: element.documentValue ?? Document(), positional: nextPositional,
                strict: strict, consumer: &consumer)
        }
    }

    /// Which array a path met: paths meeting the same one expand together, element by element.
    private struct ArrayIdentity: Equatable {
        var throughPositional: Bool
        var path: [String]
    }

    /// Reads `path` from a document, or from an array seen as a document keyed "0", "1", ...;
    /// stops at the first array, at the end of the path, or where the path leaves documents.
    private static func walk(_ start: BSONValue, _ path: ArraySlice<String>) -> Reached {
        var current = start
        var rest = path
        while let component = rest.first {
            let next: BSONValue?
            switch current {
            case .document(let document): next = document[component]
            case .array(let elements): next = index(component, in: elements).map { elements[$0] }
            default: next = nil
            }
            rest = rest.dropFirst()
            guard let next else { return .missing }
            if case .array(let elements) = next {
                return .array(elements, consumed: path[path.startIndex..<rest.startIndex], rest: rest)
            }
            if rest.isEmpty { return .value(next) }
            guard case .document = next else { return .missing }
            current = next
        }
        return .missing
    }

    /// The element `component` names when `elements` is read as a document: "0", "1", ...
    /// exactly as BSON stores array keys, so "01" names nothing.
    private static func index(_ component: String, in elements: [BSONValue]) -> Int? {
        guard let index = Int(component), elements.indices.contains(index), String(index) == component else { return nil }
        return index
    }
}

/// Receives the keys `SortKeyGenerator.forEachKey` makes: a sort keeps the first in its order,
/// an index keeps them all.
protocol KeyConsumer {
    /// One key: each path's value, null where the path reached nothing; bit i of `missing` is
    /// set when path i (of the first 64) reached nothing, as a sparse index needs to know.
    mutating func consume(_ values: [BSONValue], missing: UInt64)
    /// Path `path` met an array at its component `component` (0-based): the key is multikey there.
    mutating func metArray(path: Int, component: Int)
    /// The error for two paths through different arrays, named by the arrays' fields.
    func parallelArrays(_ first: String, _ second: String) -> DocStreamError
}

/// The sort's key: the first of the document's keys in the sort's order.
private struct BestKey: KeyConsumer {
    let generator: SortKeyGenerator
    var key: [BSONValue]?

    init(generator: SortKeyGenerator) {
        self.generator = generator
    }

    mutating func consume(_ values: [BSONValue], missing: UInt64) {
        if let current = key, generator.compare(values, current) >= 0 { return }
        key = values
    }

    mutating func metArray(path: Int, component: Int) {}

    func parallelArrays(_ first: String, _ second: String) -> DocStreamError {
        .badValue("cannot sort with keys that are parallel arrays")
    }
}
