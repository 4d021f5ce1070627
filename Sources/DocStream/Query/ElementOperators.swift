import DocStreamBSON

/// $exists and $type.
///
/// Manual: Query and Projection Operators > Element Query Operators; behaviour from
/// src/mongo/db/matcher/expression_parser.cpp, expression_leaf.cpp (ExistsMatchExpression)
/// and matcher_type_set.cpp.
enum ElementOperators {
    static let fieldOperators: [String: FieldOperatorCompiler] = [
        "$exists": { operand throws(DocStreamError) in
            let exists = PathMatch(path: operand.path, test: ExistsTest())
            return isTrue(operand.value) ? exists : NotExpression(child: exists)
        },
        "$type": { operand throws(DocStreamError) in
            PathMatch(path: operand.path, test: try TypeTest(operand.value, path: operand.path))
        },
    ]

    /// BSONElement::trueValue: false, 0, null and undefined are false; anything else is true
    /// (so `$exists: "false"` asks for existence).
    private static func isTrue(_ value: BSONValue) -> Bool {
        switch value {
        case .bool(let flag): flag
        case .int32(let int): int != 0
        case .int64(let int): int != 0
        case .double(let double): double != 0
        case .decimal128(let decimal): !(decimal.finiteComponents.map { $0.coefficient == 0 } ?? false)
        case .null, .undefined: false
        default: true
        }
    }
}

/// Any value at all, null included.
struct ExistsTest: ValueTest {
    func matches(_ value: BSONValue?) -> Bool {
        value != nil
    }
}

/// `$type`: one type or an array of types, each a number (2), an alias ("string") or
/// "number" for all four numeric types. An array field matches "array", and also the type
/// of any of its elements.
struct TypeTest: ValueTest {
    private let types: Set<BSONType>
    private let matchesNumbers: Bool

    init(_ operand: BSONValue, path: QueryPath) throws(DocStreamError) {
        var types: Set<BSONType> = []
        var matchesNumbers = false
        let specifiers: [BSONValue]
        if case .array(let elements) = operand {
            specifiers = elements
        } else {
            specifiers = [operand]
        }
        for specifier in specifiers {
            switch specifier {
            case .string("number"):
                matchesNumbers = true
            case .string(let alias):
                guard let type = BSONType(alias: alias) else {
                    if alias == "missing" {
                        throw DocStreamError.badValue(
                            "'missing' is not a legal type name. To query for non-existence of a field, use {$exists:false}.")
                    }
                    throw DocStreamError.badValue("Unknown type name alias: \(alias)")
                }
                types.insert(type)
            case let number where number.isNumber:
                types.insert(try TypeTest.type(number: number))
            default:
                throw DocStreamError.typeMismatch("type must be represented as a number or a string")
            }
        }
        guard matchesNumbers || !types.isEmpty else {
            throw DocStreamError.failedToParse("\(path) must match at least one type")
        }
        self.types = types
        self.matchesNumbers = matchesNumbers
    }

    func matches(_ value: BSONValue?) -> Bool {
        guard let value else { return false }
        return types.contains(value.type) || matchesNumbers && value.isNumber
    }

    /// A type by its `$type` number: -1 MinKey, 1 double ... 19 decimal, 127 MaxKey.
    private static func type(number: BSONValue) throws(DocStreamError) -> BSONType {
        let text = FilterArguments.describeNumber(number)
        guard let code = try? FilterArguments.int32("$type", number) else {
            throw DocStreamError.badValue("Invalid numerical type code: \(text)")
        }
        guard code != 0 else {
            throw DocStreamError.badValue("Invalid numerical type code: \(text). Instead use {$exists:false}.")
        }
        guard let type = BSONType(number: Int(code)) else {
            throw DocStreamError.badValue("Invalid numerical type code: \(text)")
        }
        return type
    }
}
