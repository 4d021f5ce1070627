import DocStreamBSON
import Foundation

/// pattern, maxLength, minLength (strings), multipleOf, maximum/exclusiveMaximum,
/// minimum/exclusiveMinimum (numbers): json_schema_parser.cpp translateScalarKeywords.
enum JSONSchemaScalarKeywords {
    static func rules(_ schema: Document, isRoot: Bool) throws(DocStreamError) -> [any JSONSchemaRule] {
        var rules: [any JSONSchemaRule] = []
        if let pattern = schema["pattern"] {
            guard case .string(let text) = pattern else {
                throw DocStreamError.typeMismatch("$jsonSchema keyword 'pattern' must be a string")
            }
            // MongoDB compiles the pattern only where it can apply: never at the top level,
            // where every value is a document.
            if !isRoot {
                rules.append(PatternRule(text: text, expression: try RegularExpression(pattern: text, options: "")))
            }
        }
        for (keyword, isMaximum) in [("maxLength", true), ("minLength", false)] {
            guard let value = schema[keyword] else { continue }
            rules.append(
                JSONSchemaCountRule(
                    keyword: keyword, specifiedAs: value, limit: try JSONSchemaCompiler.count(keyword, value), isMaximum: isMaximum,
                    measure: { $0.stringValue?.unicodeScalars.count }, reason: "specified string length was not satisfied", reportsValue: true, sizeField: nil))
        }
        if let value = schema["multipleOf"] {
            guard let divisor = Decimal128(jsonSchemaNumber: value) else {
                throw DocStreamError.typeMismatch("$jsonSchema keyword 'multipleOf' must be a number")
            }
            guard !divisor.isNegative, divisor.finiteComponents?.coefficient != 0 else {
                throw DocStreamError.failedToParse("$jsonSchema keyword 'multipleOf' must have a positive value")
            }
            rules.append(MultipleOfRule(specifiedAs: value, divisor: divisor))
        }
        for (keyword, exclusiveKeyword, relation, exclusiveRelation) in [
            ("maximum", "exclusiveMaximum", ComparisonTest.Relation.lessOrEqual, ComparisonTest.Relation.less),
            ("minimum", "exclusiveMinimum", .greaterOrEqual, .greater),
        ] {
            guard let bound = schema[keyword] else {
                if schema[exclusiveKeyword] != nil {
                    throw DocStreamError.failedToParse("$jsonSchema keyword '\(keyword)' must be a present if \(exclusiveKeyword) is present")
                }
                continue
            }
            var isExclusive = false
            if let exclusive = schema[exclusiveKeyword] {
                guard case .bool(let flag) = exclusive else {
                    throw DocStreamError.typeMismatch("$jsonSchema keyword '\(exclusiveKeyword)' must be a boolean")
                }
                isExclusive = flag
            }
            guard bound.isNumber else { throw DocStreamError.typeMismatch("$jsonSchema keyword '\(keyword)' must be a number") }
            var specifiedAs: Document = [keyword: bound]
            if isExclusive { specifiedAs[exclusiveKeyword] = true }
            rules.append(BoundRule(keyword: keyword, specifiedAs: specifiedAs, test: try ComparisonTest(isExclusive ? exclusiveRelation : relation, bound)))
        }
        return rules
    }
}

/// `pattern`: strings must contain a match (no flags, as JSON Schema has none).
private struct PatternRule: JSONSchemaRule {
    let text: String
    let expression: RegularExpression

    func matches(_ value: BSONValue) -> Bool {
        guard case .string(let string) = value else { return true }
        return expression.matches(string)
    }

    func failures(_ value: BSONValue) -> [BSONValue] {
        matches(value) ? [] : [jsonSchemaLeafFailure("pattern", ["pattern": .string(text)], reason: "regular expression did not match", value: value)]
    }
}

/// `multipleOf`: the decimal remainder of the number by the divisor is zero
/// (InternalSchemaFmodMatchExpression), doubles taken to 15 digits as MongoDB converts them.
private struct MultipleOfRule: JSONSchemaRule {
    let specifiedAs: BSONValue
    let divisor: Decimal128

    func matches(_ value: BSONValue) -> Bool {
        guard let number = Decimal128(jsonSchemaNumber: value) else { return true }
        return DecimalMath.remainder(number, divisor).finiteComponents?.coefficient == 0
    }

    func failures(_ value: BSONValue) -> [BSONValue] {
        matches(value)
            ? []
            : [
                jsonSchemaLeafFailure(
                    "multipleOf", ["multipleOf": specifiedAs], reason: "considered value is not a multiple of the specified value", value: value)
            ]
    }
}

/// `minimum` / `maximum`, exclusive or not: MongoDB's numeric comparison (NaN fails).
private struct BoundRule: JSONSchemaRule {
    let keyword: String
    let specifiedAs: Document
    let test: ComparisonTest

    func matches(_ value: BSONValue) -> Bool {
        !value.isNumber || test.matches(value)
    }

    func failures(_ value: BSONValue) -> [BSONValue] {
        matches(value) ? [] : [jsonSchemaLeafFailure(keyword, specifiedAs, reason: "comparison failed", value: value)]
    }
}

extension Decimal128 {
    /// A number as BSONElement::numberDecimal gives it: doubles rounded to 15 significant
    /// digits (so 0.3 is 0.300000000000000 and a multiple of 0.1); nil for non-numbers.
    init?(jsonSchemaNumber value: BSONValue) {
        switch value {
        case .double(let number) where number.isFinite:
            guard let decimal = Decimal128(String(format: "%.14e", number)) else { return nil }
            self = decimal
        case .double(let number):
            self = number.isNaN ? Decimal128.nan : Decimal128(number < 0 ? "-Infinity" : "Infinity")!
        case .int32, .int64, .decimal128:
            self.init(numeric: value)
        default:
            return nil
        }
    }
}
