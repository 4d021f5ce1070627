import DocStreamBSON

/// The array update operators (manual: Update Operators, Array): $push (with $each, $position,
/// $sort, $slice), $addToSet (with $each), $pop, $pull, $pullAll. Semantics follow the server's
/// push_node.cpp, addtoset_node.cpp, pop_node.cpp, pull_node.cpp, pullall_node.cpp and
/// array_culling_node.cpp.
enum ArrayUpdates {
    static let operators: [String: UpdateCompiler] = [
        "$push": UpdateTreeBuilder.compiler { _, argument throws(DocStreamError) in try PushLeaf(argument) },
        "$addToSet": UpdateTreeBuilder.compiler { _, argument throws(DocStreamError) in try AddToSetLeaf(argument) },
        "$pop": UpdateTreeBuilder.compiler { path, argument throws(DocStreamError) in try PopLeaf(path: path, argument: argument) },
        "$pull": UpdateTreeBuilder.compiler { _, argument throws(DocStreamError) in
            CullLeaf(matcher: try PullCondition(argument))
        },
        "$pullAll": UpdateTreeBuilder.compiler { _, argument throws(DocStreamError) in
            guard case .array(let values) = argument else {
                throw DocStreamError.badValue("$pullAll requires an array argument but was given a \(argument.type.alias)")
            }
            return CullLeaf(matcher: .anyOf(values))
        },
    ]
}

/// $push. The order of the modifiers in the argument does not matter: the values go in at
/// $position, then the array is sorted by $sort, then cut to $slice.
private struct PushLeaf: UpdateLeaf {
    private var values: [BSONValue]
    /// Where the values go in; past the end means appended, negative counts from the end.
    private var position = Int64.max
    private var sort: PushSort?
    /// How many elements to keep: from the front when positive, from the back when negative.
    private var slice = Int64.max

    init(_ argument: BSONValue) throws(DocStreamError) {
        // Only an object with an $each field uses modifiers; anything else is the value to add.
        guard case .document(let modifiers) = argument, modifiers["$each"] != nil else {
            values = [argument]
            return
        }
        var clauses: [String: BSONValue] = [:]
        for (name, value) in modifiers {
            guard ["$each", "$slice", "$sort", "$position"].contains(name) else {
                throw DocStreamError.badValue("Unrecognized clause in $push: \(name)")
            }
            guard clauses.updateValue(value, forKey: name) == nil else {
                throw DocStreamError.badValue("Only one \(name) is supported.")
            }
        }
        guard case .array(let each)? = clauses["$each"] else {
            throw DocStreamError.badValue("The argument to $each in $push must be an array but it was of type: \(clauses["$each"]!.type.alias)")
        }
        values = each
        if let value = clauses["$slice"] {
            guard case .success(let count) = IntegerArgument.parse(name: "$slice", value) else {
                throw DocStreamError.badValue("The value for $slice must be an integer value but was given type: \(value.type.alias)")
            }
            slice = count
        }
        if let value = clauses["$sort"] {
            sort = try PushSort(value)
        }
        if let value = clauses["$position"] {
            guard case .success(let index) = IntegerArgument.parse(name: "$position", value) else {
                throw DocStreamError.badValue("The value for $position must be an integer value, not of type: \(value.type.alias)")
            }
            position = index
        }
    }

    func update(_ existing: inout BSONValue, at target: UpdateTarget) throws(DocStreamError) -> Bool {
        guard case .array(var elements) = existing else {
            throw DocStreamError.badValue(
                "The field '\(target.path)' must be an array but is of type \(existing.type.alias) in document {\(target.state.idText)}")
        }
        let changed = push(into: &elements)
        existing = .array(elements)
        return changed
    }

    func missingPath(at target: UpdateTarget) throws(DocStreamError) -> MissingPathAction {
        var elements: [BSONValue] = []
        push(into: &elements)
        return .create(.array(elements))
    }

    /// push_node.cpp insertElementsWithPosition, then the sort and the slice.
    @discardableResult
    private func push(into elements: inout [BSONValue]) -> Bool {
        var changed = !values.isEmpty
        let count = Int64(elements.count)
        let index: Int64 =
            switch position {
            case count...: count
            case 1...: position
            case ..<0 where position > -count: count + position
            default: 0
            }
        elements.insert(contentsOf: values, at: Int(index))
        if let sort {
            changed = true
            sort.sort(&elements)
        }
        let keep = slice.magnitude
        if UInt64(elements.count) > keep {
            changed = true
            if slice >= 0 {
                elements.removeLast(elements.count - Int(keep))
            } else {
                elements.removeFirst(elements.count - Int(keep))
            }
        }
        return changed
    }
}

/// The $sort of $push: 1 or -1 orders whole elements; `{field: 1, ...}` orders by fields of
/// embedded documents, where a missing field, or an element that is not a document, counts as
/// null (update/pattern_cmp.cpp). Equal elements keep their order.
private enum PushSort {
    case wholeElements(descending: Bool)
    case fields([(path: [String], descending: Bool)])

    init(_ value: BSONValue) throws(DocStreamError) {
        if case .document(let pattern) = value {
            guard !pattern.isEmpty else {
                throw DocStreamError.badValue("The sort pattern is empty when it should be a set of fields.")
            }
            var fields: [(path: [String], descending: Bool)] = []
            for (name, order) in pattern {
                // pattern_cmp.cpp checkSortClause words this without the $.
                let direction = try Self.direction(order, otherwise: "The sort element value must be either 1 or -1")
                guard !name.isEmpty else { throw DocStreamError.badValue("The sort field cannot be empty") }
                let path = name.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
                guard !path.contains(where: \.isEmpty) else {
                    throw DocStreamError.badValue("The sort field is a dotted field but has an empty part: \(name)")
                }
                fields.append((path, direction))
            }
            self = .fields(fields)
        } else if value.isNumber {
            self = .wholeElements(descending: try Self.direction(value, otherwise: "The $sort element value must be either 1 or -1"))
        } else {
            throw DocStreamError.badValue("The $sort is invalid: use 1/-1 to sort the whole element, or {field:1/-1} to sort embedded fields")
        }
    }

    /// 1 ascending, -1 descending; nothing else.
    private static func direction(_ value: BSONValue, otherwise message: String) throws(DocStreamError) -> Bool {
        switch numericValue(value) {
        case 1: return false
        case -1: return true
        default: throw DocStreamError.badValue(message)
        }
    }

    func sort(_ elements: inout [BSONValue]) {
        switch self {
        case .wholeElements(let descending):
            elements = elements.stableSorted { lhs, rhs in
                let order = BSONValue.compare(lhs, rhs)
                return descending ? order > 0 : order < 0
            }
        case .fields(let fields):
            let keyed = elements.map { element in (element, fields.map { Self.value(at: $0.path, in: element) }) }
            elements = keyed.stableSorted { lhs, rhs in
                for (index, field) in fields.enumerated() {
                    let order = BSONValue.compare(lhs.1[index], rhs.1[index])
                    if order != 0 { return field.descending ? order > 0 : order < 0 }
                }
                return false
            }.map(\.0)
        }
    }

    /// The value at `path` in a document element, through embedded documents and array
    /// indexes (BSONObj::getFieldDotted); null where there is none.
    private static func value(at path: [String], in element: BSONValue) -> BSONValue {
        guard case .document = element else { return .null }
        var current = element
        for name in path {
            switch current {
            case .document(let document):
                guard let next = document[name] else { return .null }
                current = next
            case .array(let elements):
                guard let index = UpdatePath.arrayIndex(name), index < elements.count else { return .null }
                current = elements[index]
            default:
                return .null
            }
        }
        return current
    }
}

/// $addToSet: adds each value the array does not already hold (MongoDB equality of whole
/// values: 1 and 1.0 are the same, and so are `{a: 1}` and `{a: 1.0}`).
private struct AddToSetLeaf: UpdateLeaf {
    /// Without duplicates, in the order given.
    private let values: [BSONValue]

    init(_ argument: BSONValue) throws(DocStreamError) {
        // Only an object whose first field is $each lists several values.
        guard case .document(let document) = argument, let first = document.elements.first, first.key == "$each" else {
            values = [argument]
            return
        }
        guard case .array(let each) = first.value else {
            throw DocStreamError.typeMismatch("The argument to $each in $addToSet must be an array but it was of type \(first.value.type.alias)")
        }
        guard document.count == 1 else {
            throw DocStreamError.badValue("Found unexpected fields after $each in $addToSet: \(UpdateText.document(document))")
        }
        var seen = Set<MongoEqualityKey>()
        values = each.filter { seen.insert(MongoEqualityKey($0)).inserted }
    }

    func update(_ existing: inout BSONValue, at target: UpdateTarget) throws(DocStreamError) -> Bool {
        guard case .array(var elements) = existing else {
            throw DocStreamError.badValue(
                "Cannot apply $addToSet to non-array field. Field named '\(target.fieldName)' has non-array type \(existing.type.alias)")
        }
        let present = Set(elements.map(MongoEqualityKey.init))
        let added = values.filter { !present.contains(MongoEqualityKey($0)) }
        guard !added.isEmpty else { return false }
        elements.append(contentsOf: added)
        existing = .array(elements)
        return true
    }

    func missingPath(at target: UpdateTarget) throws(DocStreamError) -> MissingPathAction {
        .create(.array(values))
    }
}

/// $pop: 1 removes the last element, -1 the first.
private struct PopLeaf: UpdateLeaf {
    private let fromFront: Bool

    init(path: String, argument: BSONValue) throws(DocStreamError) {
        let value = try IntegerArgument.parse(name: path, argument).get()
        guard value == 1 || value == -1 else {
            throw DocStreamError.failedToParse("$pop expects 1 or -1, found: \(value)")
        }
        fromFront = value == -1
    }

    func update(_ existing: inout BSONValue, at target: UpdateTarget) throws(DocStreamError) -> Bool {
        guard case .array(var elements) = existing else {
            throw DocStreamError.typeMismatch("Path '\(target.path)' contains an element of non-array type '\(existing.type.alias)'")
        }
        guard !elements.isEmpty else { return false }
        if fromFront { elements.removeFirst() } else { elements.removeLast() }
        existing = .array(elements)
        return true
    }

    func missingPath(at target: UpdateTarget) throws(DocStreamError) -> MissingPathAction { .requireViablePath }
}

/// $pull and $pullAll: remove the elements that match.
private struct CullLeaf: UpdateLeaf {
    let matcher: PullCondition

    func update(_ existing: inout BSONValue, at target: UpdateTarget) throws(DocStreamError) -> Bool {
        guard case .array(let elements) = existing else {
            throw DocStreamError.badValue("Cannot apply $pull to a non-array value")
        }
        let kept = elements.filter { !matcher.matches($0) }
        guard kept.count < elements.count else { return false }
        existing = .array(kept)
        return true
    }

    func missingPath(at target: UpdateTarget) throws(DocStreamError) -> MissingPathAction { .requireViablePath }
}

/// Which elements $pull and $pullAll remove (pull_node.cpp, pullall_node.cpp).
private enum PullCondition: Sendable {
    /// A document without query operators first, such as `{score: 8, item: "B"}`: removes
    /// the embedded documents that match it as a query; other elements stay.
    case documentQuery(QueryFilter)
    /// Query operators (`{$gte: 6}`) or a regular expression: removes the elements that
    /// match it as the condition on a field holding the element.
    case elementQuery(QueryFilter)
    /// Any other value: removes the elements equal to it (MongoDB equality).
    case equals(BSONValue)
    /// $pullAll: removes the elements equal to any of these.
    case anyOf([BSONValue])

    /// The field name an element is matched under by `.elementQuery`.
    private static let elementField = "element"

    init(_ argument: BSONValue) throws(DocStreamError) {
        switch argument {
        case .document(let condition):
            if let first = condition.keys.first, Self.pathOperators.contains(first) {
                self = .elementQuery(try QueryFilter(withoutSpecialFeatures: [Self.elementField: argument]))
            } else {
                self = .documentQuery(try QueryFilter(withoutSpecialFeatures: condition))
            }
        case .regex:
            self = .elementQuery(try QueryFilter(withoutSpecialFeatures: [Self.elementField: argument]))
        default:
            self = .equals(argument)
        }
    }

    /// The queries are compiled without $expr, the one part of a filter whose matching can fail.
    func matches(_ element: BSONValue) -> Bool {
        switch self {
        case .documentQuery(let filter):
            guard case .document(let document) = element else { return false }
            return (try? filter.matches(document)) == true
        case .elementQuery(let filter):
            return (try? filter.matches([Self.elementField: element])) == true
        case .equals(let value):
            return element.isMongoEqual(to: value)
        case .anyOf(let values):
            return values.contains { element.isMongoEqual(to: $0) }
        }
    }

    /// The operators that apply to a field's value (MatchExpressionParser's path-accepting
    /// keywords), which make a $pull condition a condition on the elements themselves.
    private static let pathOperators: Set<String> = [
        "$all", "$bitsAllClear", "$bitsAllSet", "$bitsAnyClear", "$bitsAnySet", "$elemMatch", "$eq",
        "$exists", "$geoIntersects", "$geoWithin", "$gt", "$gte", "$in", "$lt", "$lte", "$maxDistance",
        "$minDistance", "$mod", "$ne", "$near", "$nearSphere", "$nin", "$not", "$options", "$regex",
        "$size", "$type", "$within",
    ]
}

/// MatchExpressionParser::parseIntegerElementToLong, which $pop, $slice and $position use:
/// a number with an integral value that fits 64 bits.
private enum IntegerArgument {
    static func parse(name: String, _ value: BSONValue) -> Result<Int64, DocStreamError> {
        let text = UpdateText.element(name, value)
        switch value {
        case .int32(let number):
            return .success(Int64(number))
        case .int64(let number):
            return .success(number)
        case .double(let number):
            if number.isNaN { return .failure(DocStreamError.failedToParse("Expected an integer, but found NaN in: \(text)")) }
            guard number >= -9_223_372_036_854_775_808.0, number < 9_223_372_036_854_775_808.0 else {
                return .failure(DocStreamError.failedToParse("Cannot represent as a 64-bit integer: \(text)"))
            }
            guard number.rounded(.towardZero) == number else {
                return .failure(DocStreamError.failedToParse("Expected an integer: \(text)"))
            }
            return .success(Int64(number))
        case .decimal128(let number):
            guard let exact = UpdateArithmetic.exactInteger(number) else {
                return .failure(DocStreamError.failedToParse("Cannot represent as a 64-bit integer: \(text)"))
            }
            return .success(exact)
        default:
            return .failure(DocStreamError.failedToParse("Expected a number in: \(text)"))
        }
    }
}

/// The number a value holds, for comparisons with small constants; nil for other types.
private func numericValue(_ value: BSONValue) -> Double? {
    switch value {
    case .int32(let number): Double(number)
    case .int64(let number): Double(number)
    case .double(let number): number
    case .decimal128(let number): number.doubleValue.value
    default: nil
    }
}

extension Sequence {
    /// Sorted by `areInIncreasingOrder`, equal elements keeping their order (mutablebson
    /// sortChildren uses std::stable_sort).
    fileprivate func stableSorted(by areInIncreasingOrder: (Element, Element) -> Bool) -> [Element] {
        enumerated().sorted { lhs, rhs in
            if areInIncreasingOrder(lhs.element, rhs.element) { return true }
            if areInIncreasingOrder(rhs.element, lhs.element) { return false }
            return lhs.offset < rhs.offset
        }.map(\.element)
    }
}
