import DocStreamBSON

/// $regex (with $options), $mod, $expr, $where, $text, $jsonSchema.
///
/// Manual: Query and Projection Operators > Evaluation Query Operators; behaviour from
/// src/mongo/db/matcher/expression_parser.cpp and expression_leaf.cpp.
enum EvaluationOperators {
    static let fieldOperators: [String: FieldOperatorCompiler] = [
        "$regex": { operand throws(DocStreamError) in
            PathMatch(path: operand.path, test: try regexTest(operand.conditions))
        },
        "$options": { operand throws(DocStreamError) in
            // Read by $regex, wherever it stands among the conditions.
            guard operand.conditions.contains(where: { $0.key == "$regex" }) else {
                throw DocStreamError.badValue("$options needs a $regex")
            }
            return nil
        },
        "$mod": { operand throws(DocStreamError) in
            PathMatch(path: operand.path, test: try ModTest(operand.value))
        },
    ]

    static let topLevelOperators: [String: TopLevelOperatorCompiler] = [
        "$expr": { operand throws(DocStreamError) in
            switch operand.level {
            case .document:
                return try compileExpr(operand.value)
            case .documentWithoutSpecialFeatures:
                throw DocStreamError(.queryFeatureNotAllowed, "$expr is not allowed in this context")
            case .subdocument:
                throw DocStreamError.badValue("$expr can only be applied to the top-level document")
            }
        },
        "$where": { operand throws(DocStreamError) in
            guard operand.level != .documentWithoutSpecialFeatures else {
                throw DocStreamError.badValue("$where is not allowed in this context")
            }
            guard operand.level == .document else {
                throw DocStreamError.badValue("$where can only be applied to the top-level document")
            }
            // MongoDB's answer when it runs without a JavaScript engine (--noscripting).
            throw DocStreamError(.location(6108304), "no globalScriptEngine in $where parsing")
        },
        "$text": { operand throws(DocStreamError) in try compileText(operand) },
        "$jsonSchema": JSONSchemaMatch.compile,
        "$_internalSchemaMinProperties": JSONSchemaPropertyCountMatch.compiler(isMaximum: false),
        "$_internalSchemaMaxProperties": JSONSchemaPropertyCountMatch.compiler(isMaximum: true),
    ]

    /// The one place `$expr` compiles: `{$expr: <aggregation expression>}` matches the
    /// documents for which the expression is true (ExprMatchExpression).
    static func compileExpr(_ expression: BSONValue) throws(DocStreamError) -> any MatchExpression {
        ExprMatch(expression: try AggregationExpression(expression))
    }

    /// `$text`, at the top level of a query (2 elsewhere): matched through the collection's text
    /// index, which the operation binds to it (`TextSearch`); its argument is checked here.
    private static func compileText(_ operand: TopLevelOperand) throws(DocStreamError) -> any MatchExpression {
        guard operand.level != .documentWithoutSpecialFeatures else {
            throw DocStreamError.badValue("$text is not allowed in this context")
        }
        guard operand.level == .document else {
            throw DocStreamError.badValue("$text can only be applied to the top-level document")
        }
        return TextMatch(query: try TextQuery(operand.value))
    }

    /// `{$regex: "^a", $options: "i"}` or `{$regex: /^a/i}` (parseRegexDocument): the options
    /// may come from the regex or from `$options`, not from both.
    private static func regexTest(_ conditions: Document) throws(DocStreamError) -> RegexTest {
        var pattern = ""
        var options = ""
        for (name, value) in conditions {
            switch (name, value) {
            case ("$regex", .string(let text)):
                pattern = text
            case ("$regex", .regex(let regex)):
                pattern = regex.pattern
                if !regex.options.isEmpty {
                    guard options.isEmpty else { throw DocStreamError(.location(51074), "options set in both $regex and $options") }
                    options = regex.options
                }
            case ("$regex", _):
                throw DocStreamError.badValue("$regex has to be a string")
            case ("$options", .string(let text)):
                guard options.isEmpty else { throw DocStreamError(.location(51075), "options set in both $regex and $options") }
                options = text
            case ("$options", _):
                throw DocStreamError.badValue("$options has to be a string")
            default:
                continue
            }
        }
        return try RegexTest(pattern: pattern, options: options)
    }
}

/// A regular expression match: strings and symbols are searched; a stored regular expression
/// matches when its pattern and options are the same text (RegexMatchExpression).
struct RegexTest: ValueTest {
    let pattern: String
    let options: String
    private let expression: RegularExpression

    init(pattern: String, options: String) throws(DocStreamError) {
        self.pattern = pattern
        self.options = options
        expression = try RegularExpression(pattern: pattern, options: options)
    }

    init(_ regex: BSONRegularExpression) throws(DocStreamError) {
        try self.init(pattern: regex.pattern, options: regex.options)
    }

    func matches(_ value: BSONValue?) -> Bool {
        switch value {
        case .string(let text)?, .symbol(let text)?:
            expression.matches(text)
        case .regex(let regex)?:
            regex.pattern == pattern && regex.options == options
        default:
            false
        }
    }
}

/// `$mod: [divisor, remainder]`: numbers whose integer part, divided by the divisor, leaves
/// the remainder (ModMatchExpression). NaN, infinities and numbers beyond int64 never match.
struct ModTest: ValueTest {
    private let divisor: Int64
    private let remainder: Int64

    init(_ operand: BSONValue) throws(DocStreamError) {
        guard case .array(let elements) = operand else {
            throw DocStreamError.badValue("malformed mod, needs to be an array")
        }
        guard elements.count >= 1 else { throw DocStreamError.badValue("malformed mod, not enough elements") }
        guard elements[0].isNumber else { throw DocStreamError.badValue("malformed mod, divisor not a number") }
        guard elements.count >= 2 else { throw DocStreamError.badValue("malformed mod, not enough elements") }
        guard elements[1].isNumber else { throw DocStreamError.badValue("malformed mod, remainder not a number") }
        guard elements.count == 2 else { throw DocStreamError.badValue("malformed mod, too many elements") }
        divisor = try ModTest.coerced(elements[0], role: "divisor")
        remainder = try ModTest.coerced(elements[1], role: "remainder")
        guard divisor != 0 else { throw DocStreamError.badValue("divisor cannot be 0") }
    }

    func matches(_ value: BSONValue?) -> Bool {
        let dividend: Int64
        switch value {
        case .int32(let int)?:
            dividend = Int64(int)
        case .int64(let int)?:
            dividend = int
        case .double(let double)?:
            guard let integer = FilterArguments.int64(truncating: double) else { return false }
            dividend = integer
        case .decimal128(let decimal)?:
            guard let (integer, _) = decimal.int64Truncating else { return false }
            dividend = integer
        default:
            return false
        }
        // C++ remainder semantics; Int64.min % -1 overflows and is 0 (overflow::safeMod).
        let (result, overflow) = dividend.remainderReportingOverflow(dividingBy: divisor)
        return (overflow ? 0 : result) == remainder
    }

    private static func coerced(_ value: BSONValue, role: String) throws(DocStreamError) -> Int64 {
        switch FilterArguments.coercedInteger(value) {
        case .success(let integer):
            return integer
        case .failure(let error):
            throw DocStreamError.badValue("malformed mod, \(role) value is invalid :: caused by :: \(error.message)")
        }
    }
}

/// `$expr`: the aggregation expression's truthiness over the whole document, with the
/// variables of the pipeline it runs in, else its own: `$$NOW` the time the filter compiled,
/// the same for every document. An evaluation error (say `$divide` by zero) fails the whole
/// query, as in MongoDB (jstests/core/expr.js).
struct ExprMatch: MatchExpression {
    let expression: AggregationExpression
    let variables = ExpressionVariables()

    func matches(_ document: Document, _ details: inout MatchDetails) throws(DocStreamError) -> Bool {
        BooleanExpressions.isTrue(try expression.evaluate(document, variables: details.variables ?? variables))
    }

    /// $expr stands only at the top level, so it is never asked about a single value.
    func matchesValue(_ value: BSONValue?) -> Bool {
        false
    }
}
