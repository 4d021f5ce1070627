import DocStreamBSON

/// A condition of a filter's top-level conjunction that an index can answer: the key values a
/// path's index field must hold for a document to possibly match. The whole filter is always
/// applied to the documents an index finds, so the intervals need only contain every matching
/// value (IndexBoundsBuilder's inexact bounds), never exactly them.
struct PathPredicate: Sendable {
    /// The dotted path, as a key pattern names it.
    let path: String
    let intervals: IntervalList
    /// From a value-form `$elemMatch`: one array element meets every condition, so the
    /// intersected bounds stand even on a multikey path.
    let isElementwise: Bool
    /// Whether a value is in the intervals exactly when it meets the condition (a partial
    /// index's filter can be implied only by exact conditions, and explain leaves them out of
    /// FETCH's filter).
    let isExact: Bool
    /// Whether the strings in the intervals come from a regular expression, which matches
    /// strings by their bytes: an index keying strings under a collation holds them in another
    /// order (`intervals(under:)`).
    var matchesStringsByBytes = false

    /// The intervals for an index whose keys hold strings under `collator` (their comparison
    /// keys): each value as the index keys it, and a regular expression's strings as every
    /// string, since their collation keys do not follow their bytes.
    func intervals(under collator: Collator) -> IntervalList {
        let strings = BSONValue.string("").canonicalTypeRank
        return IntervalList(
            union: intervals.intervals.map { interval in
                if matchesStringsByBytes, interval.low.valueRank == strings || interval.high.valueRank == strings { return .type(strings) }
                return IndexInterval(
                    low: interval.low.collated(by: collator), lowInclusive: interval.lowInclusive,
                    high: interval.high.collated(by: collator), highInclusive: interval.highInclusive)
            })
    }
}

extension BoundPoint {
    /// The canonical type rank of a value end; nil for a type's edge.
    fileprivate var valueRank: Int? {
        if case .value(let value) = self { value.canonicalTypeRank } else { nil }
    }

    fileprivate func collated(by collator: Collator) -> BoundPoint {
        if case .value(let value) = self { .value(collator.comparable(value)) } else { self }
    }
}

/// The index-answerable conditions of a filter, found once when the query compiles, and the
/// filter as explain shows it (`parsedQuery`: `{$and: [{a: {$eq: 1}}, {b: {$gt: 2}}]}`).
///
/// Conditions under `$or`, `$nor`, `$not`, `$ne`, `$nin`, `$exists`, `$type`, `$size`, `$mod`,
/// `$expr` and the like give no bounds: they are left to the filter.
struct QueryPredicates: Sendable {
    private(set) var predicates: [PathPredicate] = []
    private(set) var parsedClauses: [Document] = []

    init(filter: Document) {
        collect(filter, prefix: "", parsing: true)
    }

    /// The filter normalized as explain shows it.
    var parsedQuery: Document {
        switch parsedClauses.count {
        case 0: [:]
        case 1: parsedClauses[0]
        default: ["$and": .array(parsedClauses.map(BSONValue.document))]
        }
    }

    func predicates(on path: String) -> [PathPredicate] {
        predicates.filter { $0.path == path }
    }

    /// The conjuncts of `filter`; under `$elemMatch` the paths are prefixed by the array's.
    private mutating func collect(_ filter: Document, prefix: String, parsing: Bool) {
        for (key, value) in filter {
            if key == "$and", case .array(let clauses) = value {
                for case .document(let clause) in clauses { collect(clause, prefix: prefix, parsing: parsing) }
                continue
            }
            if key.hasPrefix("$") {
                if parsing { parsedClauses.append([key: value]) }
                continue
            }
            let path = prefix + key
            guard FilterCompiler.isOperatorDocument(value, allowingIncompleteDBRef: false), case .document(let conditions) = value else {
                if parsing { parsedClauses.append([path: ["$eq": value]]) }
                add(path, Self.equality(value), elementwise: false, exact: Self.isExactOperand(value))
                continue
            }
            for (name, operand) in conditions {
                if parsing, name != "$options" { parsedClauses.append([path: [name: operand]]) }
                switch name {
                case "$eq":
                    add(path, Self.equality(operand), elementwise: false, exact: Self.isExactOperand(operand))
                case "$in":
                    guard case .array(let values) = operand else { continue }
                    add(path, values.flatMap(Self.equality), elementwise: false, exact: values.allSatisfy(Self.isExactOperand))
                case "$gt", "$gte", "$lt", "$lte":
                    if let range = Self.range(name, operand) {
                        add(path, [range], elementwise: false, exact: Self.isExactOperand(operand) && !Self.isNaN(operand))
                    }
                case "$regex":
                    let options = conditions["$options"]?.stringValue ?? ""
                    let regex: BSONRegularExpression? =
                        switch operand {
                        case .regex(let given): options.isEmpty ? given : BSONRegularExpression(pattern: given.pattern, options: options)
                        case .string(let pattern): BSONRegularExpression(pattern: pattern, options: options)
                        default: nil
                        }
                    if let regex { add(path, Self.regexBounds(regex), elementwise: false, exact: false) }
                case "$all":
                    guard case .array(let values) = operand, !values.isEmpty,
                        !values.contains(where: { FilterCompiler.isOperatorDocument($0, allowingIncompleteDBRef: false) })
                    else { continue }
                    for element in values { add(path, Self.equality(element), elementwise: false, exact: false) }
                case "$elemMatch":
                    guard case .document(let argument) = operand else { continue }
                    if FilterCompiler.isOperatorDocument(operand, allowingIncompleteDBRef: true),
                        let first = FilterCompiler.firstField(of: argument), FilterCompiler.topLevelOperators[first.key] == nil
                    {
                        addElementwise(path, argument)
                    } else {
                        collect(argument, prefix: path + ".", parsing: false)
                    }
                default:
                    continue
                }
            }
        }
    }

    /// A value-form `$elemMatch`, `{$gt: 1, $lt: 5}`: the intersection of its comparisons,
    /// which one element meets together.
    private mutating func addElementwise(_ path: String, _ conditions: Document) {
        var intervals = IntervalList.all
        for (name, operand) in conditions {
            switch name {
            case "$eq": intervals = intervals.intersection(IntervalList(union: Self.equality(operand)))
            case "$in":
                guard case .array(let values) = operand else { continue }
                intervals = intervals.intersection(IntervalList(union: values.flatMap(Self.equality)))
            case "$gt", "$gte", "$lt", "$lte":
                if let range = Self.range(name, operand) { intervals = intervals.intersection(IntervalList(union: [range])) }
            default:
                continue
            }
        }
        guard !intervals.isAll else { return }
        var predicate = PathPredicate(path: path, intervals: intervals, isElementwise: true, isExact: false)
        predicate.matchesStringsByBytes = conditions.contains { Self.holdsRegex($0.value) }
        appendPredicate(predicate)
    }

    private mutating func add(_ path: String, _ pieces: [IndexInterval], elementwise: Bool, exact: Bool) {
        var predicate = PathPredicate(path: path, intervals: IntervalList(union: pieces), isElementwise: elementwise, isExact: exact)
        // A regular expression's bounds always hold the regex itself as a point.
        predicate.matchesStringsByBytes = pieces.contains { if case .regex? = $0.pointValue { true } else { false } }
        appendPredicate(predicate)
    }

    /// Whether an operand is a regular expression or an array holding one (`$in`).
    private static func holdsRegex(_ operand: BSONValue) -> Bool {
        switch operand {
        case .regex: true
        case .array(let values): values.contains { if case .regex = $0 { true } else { false } }
        default: false
        }
    }

    /// Keeps predicates on paths an index field can name plainly: paths with an array
    /// position ("a.0") or an empty component are read differently by queries and keys.
    private mutating func appendPredicate(_ predicate: PathPredicate) {
        let components = predicate.path.split(separator: ".", omittingEmptySubsequences: false)
        guard !components.contains(where: { $0.isEmpty || $0.allSatisfy(\.isNumber) }) else { return }
        predicates.append(predicate)
    }

    /// The keys a document matching `{path: value}` has for the path: the value itself, and
    /// for an array its first element (an array field equal to it keys on its elements) or,
    /// empty, undefined; for a regular expression the strings it may match.
    static func equality(_ value: BSONValue) -> [IndexInterval] {
        switch value {
        case .regex(let regex):
            return regexBounds(regex)
        case .array(let elements):
            return [.point(value), .point(elements.first ?? .undefined)]
        default:
            return [.point(value)]
        }
    }

    /// `$gt`, `$gte`, `$lt`, `$lte` bracketed to the operand's type; nil for operands whose
    /// matches do not follow the type's order (arrays, MinKey, MaxKey).
    static func range(_ name: String, _ operand: BSONValue) -> IndexInterval? {
        switch operand {
        case .array, .minKey, .maxKey, .undefined, .regex:
            return nil
        default:
            break
        }
        let rank = operand.canonicalTypeRank
        // Numbers run from -inf to inf: NaN, below -inf in the order, matches no range.
        let start: BoundPoint = rank == BSONValue.double(0).canonicalTypeRank ? .value(.double(-.infinity)) : .typeStart(rank)
        let end: BoundPoint = rank == BSONValue.double(0).canonicalTypeRank ? .value(.double(.infinity)) : .typeEnd(rank)
        switch name {
        case "$gt": return IndexInterval(low: .value(operand), lowInclusive: false, high: end, highInclusive: true)
        case "$gte": return IndexInterval(low: .value(operand), lowInclusive: true, high: end, highInclusive: true)
        case "$lt": return IndexInterval(low: start, lowInclusive: true, high: .value(operand), highInclusive: false)
        default: return IndexInterval(low: start, lowInclusive: true, high: .value(operand), highInclusive: true)
        }
    }

    /// A regular expression matches strings (and symbols), and a regex value equal to it. One
    /// anchored by `^` to a literal ASCII prefix, without options that unanchor it or fold case,
    /// matches only strings starting with the prefix (IndexBoundsBuilder::simpleRegex).
    static func regexBounds(_ regex: BSONRegularExpression) -> [IndexInterval] {
        let strings: IndexInterval
        if let prefix = literalPrefix(regex), !prefix.isEmpty {
            var upper = Array(prefix.utf8)
            upper[upper.count - 1] += 1
            strings = IndexInterval(
                low: .value(.string(prefix)), lowInclusive: true, high: .value(.string(String(decoding: upper, as: UTF8.self))), highInclusive: false)
        } else {
            strings = .type(BSONValue.string("").canonicalTypeRank)
        }
        return [strings, .point(.regex(regex))]
    }

    private static func literalPrefix(_ regex: BSONRegularExpression) -> String? {
        guard regex.options.allSatisfy({ $0 == "s" || $0 == "u" }) else { return nil }
        var pattern = Substring(regex.pattern)
        if pattern.hasPrefix("\\A") {
            pattern = pattern.dropFirst(2)
        } else if pattern.hasPrefix("^") {
            pattern = pattern.dropFirst()
        } else {
            return nil
        }
        // An alternation anywhere may match without the prefix.
        guard !pattern.contains("|") else { return nil }
        var prefix = ""
        for character in pattern {
            if "\\^$.?*+()[]{}".contains(character) {
                // A quantifier makes the character before it optional.
                if "?*{".contains(character), !prefix.isEmpty { prefix.removeLast() }
                break
            }
            guard character.isASCII, let byte = character.asciiValue, byte >= 0x20, byte < 0x7E else { break }
            prefix.append(character)
        }
        return prefix
    }

    /// Operands whose point or range holds exactly the values that match them.
    private static func isExactOperand(_ value: BSONValue) -> Bool {
        switch value {
        case .array, .regex, .minKey, .maxKey, .undefined: false
        default: true
        }
    }

    private static func isNaN(_ value: BSONValue) -> Bool {
        switch value {
        case .double(let number): number.isNaN
        case .decimal128(let number): number.isNaN
        default: false
        }
    }
}
