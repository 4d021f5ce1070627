import DocStreamBSON

/// $eq $ne $gt $gte $lt $lte $in $nin.
///
/// Manual: Query and Projection Operators > Comparison Query Operators; behaviour from
/// src/mongo/db/matcher/expression_leaf.cpp (ComparisonMatchExpression, InMatchExpression).
enum ComparisonOperators {
    static let fieldOperators: [String: FieldOperatorCompiler] = [
        "$eq": { operand throws(DocStreamError) in try compile(.equal, operand) },
        "$gt": { operand throws(DocStreamError) in try compile(.greater, operand) },
        "$gte": { operand throws(DocStreamError) in try compile(.greaterOrEqual, operand) },
        "$lt": { operand throws(DocStreamError) in try compile(.less, operand) },
        "$lte": { operand throws(DocStreamError) in try compile(.lessOrEqual, operand) },
        "$ne": { operand throws(DocStreamError) in
            if case .regex = operand.value { throw DocStreamError.badValue("Can't have regex as arg to $ne.") }
            return NotExpression(child: PathMatch(path: operand.path, test: try ComparisonTest(.equal, operand.value)))
        },
        "$in": { operand throws(DocStreamError) in
            PathMatch(path: operand.path, test: try InTest(operand.value, operatorName: "$in"))
        },
        "$nin": { operand throws(DocStreamError) in
            NotExpression(child: PathMatch(path: operand.path, test: try InTest(operand.value, operatorName: "$nin")))
        },
    ]

    private static func compile(_ relation: ComparisonTest.Relation, _ operand: FieldOperand) throws(DocStreamError) -> any MatchExpression {
        // Only equality may take a regular expression, which it compares as a value.
        if relation != .equal, case .regex = operand.value {
            throw DocStreamError.badValue("Can't have RegEx as arg to predicate over field '\(operand.path)'.")
        }
        return PathMatch(path: operand.path, test: try ComparisonTest(relation, operand.value))
    }
}

/// A comparison with a constant, with MongoDB's type bracketing: values of different
/// canonical types never compare, except that null equals a missing field and MinKey and
/// MaxKey lie below and above everything (ComparisonMatchExpression::matchesSingleElement).
struct ComparisonTest: ValueTest {
    enum Relation {
        case equal, less, lessOrEqual, greater, greaterOrEqual
    }

    let relation: Relation
    let operand: BSONValue
    private let operandIsNaN: Bool
    private let operandRank: Int
    /// The collation the comparison applies, kept only when the operand holds a string: a value
    /// compares with any other operand as it would without a collation.
    let collator: Collator?
    /// The operand with its strings replaced by their comparison keys under `collator`.
    private let comparableOperand: BSONValue

    init(_ relation: Relation, _ operand: BSONValue) throws(DocStreamError) {
        if case .undefined = operand { throw DocStreamError.badValue("cannot compare to undefined") }
        self.relation = relation
        self.operand = operand
        operandIsNaN = ComparisonTest.isNaN(operand)
        operandRank = operand.canonicalTypeRank
        collator = Collator.inEffect.flatMap { Collator.holdsStrings(operand) ? $0 : nil }
        comparableOperand = collator?.comparable(operand) ?? operand
    }

    func matches(_ value: BSONValue?) -> Bool {
        decide(rank: value?.canonicalTypeRank, isNaN: value.map(ComparisonTest.isNaN) ?? false) {
            guard let collator else { return BSONValue.compare(value!, operand) }
            return BSONValue.compare(collator.comparable(value!), comparableOperand)
        }
    }

    /// The same test of a value read in place from a document's bytes (the raw `$match` path).
    func matches(raw value: RawValue?) -> Bool {
        decide(rank: value?.canonicalTypeRank, isNaN: value.map(ComparisonTest.isNaN) ?? false) {
            guard let collator else { return value!.compare(to: operand) }
            return BSONValue.compare(collator.comparable(value!.decoded), comparableOperand)
        }
    }

    /// The test of a value of canonical type `rank` (nil for a missing field) that `order()`
    /// compares with the operand; `order` is only called for a present value of the operand's rank.
    @inline(__always)
    private func decide(rank: Int?, isNaN: Bool, order: () -> Int) -> Bool {
        // A missing field ranks with undefined, below null.
        let valueRank = rank ?? BSONValue.undefined.canonicalTypeRank
        if valueRank != operandRank {
            if case .null = operand {
                // Null matches a missing field, but not undefined (MongoDB 8.0).
                return rank == nil && includesEqual
            }
            switch (operand, relation) {
            case (.maxKey, .less), (.maxKey, .lessOrEqual), (.minKey, .greater), (.minKey, .greaterOrEqual):
                return true
            default:
                return false
            }
        }
        guard rank != nil else { return false }
        if relation != .equal, operandIsNaN || isNaN {
            // NaN equals NaN but is neither below nor above anything.
            return operandIsNaN && isNaN && includesEqual
        }
        let order = order()
        return switch relation {
        case .equal: order == 0
        case .less: order < 0
        case .lessOrEqual: order <= 0
        case .greater: order > 0
        case .greaterOrEqual: order >= 0
        }
    }

    private var includesEqual: Bool {
        relation == .equal || relation == .lessOrEqual || relation == .greaterOrEqual
    }

    static func isNaN(_ value: BSONValue) -> Bool {
        switch value {
        case .double(let double): double.isNaN
        case .decimal128(let decimal): decimal.isNaN
        default: false
        }
    }

    private static func isNaN(_ value: RawValue) -> Bool {
        switch value.type {
        case .double: value.double.isNaN
        case .decimal128: value.decimal128.isNaN
        default: false
        }
    }
}

/// `$in`: equal to one of the values or matching one of the regular expressions; a null
/// among the values also matches a missing field (InMatchExpression).
struct InTest: ValueTest {
    private let values: Set<MongoEqualityKey>
    private let regexes: [RegexTest]
    private let matchesMissing: Bool
    /// The collation the values' strings compare under (their keys in `values`), kept only
    /// when a value holds a string.
    private let collator: Collator?

    init(_ operand: BSONValue, operatorName: String) throws(DocStreamError) {
        guard case .array(let elements) = operand else {
            throw DocStreamError.badValue("\(operatorName) needs an array")
        }
        var values: Set<MongoEqualityKey> = []
        var regexes: [RegexTest] = []
        let collator = Collator.inEffect.flatMap { elements.contains(where: Collator.holdsStrings) ? $0 : nil }
        for element in elements {
            // DBRefs are values; other documents starting with an operator are mistakes. MongoDB
            // names $in here for $nin too, as both share parseInExpression.
            if FilterCompiler.isOperatorDocument(element, allowingIncompleteDBRef: false) {
                throw DocStreamError.badValue("cannot nest $ under $in")
            }
            switch element {
            case .regex(let regex):
                regexes.append(try RegexTest(regex))
            case .undefined:
                throw DocStreamError.badValue("InMatchExpression equality cannot be undefined")
            default:
                values.insert(MongoEqualityKey(collator?.comparable(element) ?? element))
            }
        }
        self.values = values
        self.regexes = regexes
        self.collator = collator
        matchesMissing = values.contains(MongoEqualityKey(.null))
    }

    func matches(_ value: BSONValue?) -> Bool {
        guard let value else { return matchesMissing }
        return values.contains(MongoEqualityKey(collator?.comparable(value) ?? value)) || regexes.contains { $0.matches(value) }
    }
}
