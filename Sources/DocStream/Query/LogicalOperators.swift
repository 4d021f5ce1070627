import DocStreamBSON

/// $and $or $nor (and MongoDB's $alwaysTrue, $alwaysFalse) at the top of a filter; $not in a
/// field's condition.
///
/// Manual: Query and Projection Operators > Logical Query Operators; behaviour from
/// src/mongo/db/matcher/expression_parser.cpp (parseTreeTopLevel, parseNot) and
/// expression_tree.cpp.
enum LogicalOperators {
    static let topLevelOperators: [String: TopLevelOperatorCompiler] = [
        "$and": { operand throws(DocStreamError) in AndExpression(children: try clauses(operand)) },
        "$or": { operand throws(DocStreamError) in try compileOr(operand) },
        "$nor": { operand throws(DocStreamError) in NorExpression(children: try clauses(operand)) },
        "$alwaysTrue": { operand throws(DocStreamError) in try constant(operand, result: true) },
        "$alwaysFalse": { operand throws(DocStreamError) in try constant(operand, result: false) },
    ]

    static let fieldOperators: [String: FieldOperatorCompiler] = [
        "$not": { operand throws(DocStreamError) in try compileNot(operand) }
    ]

    /// The filters of `$and`, `$or` or `$nor`: a non-empty array of documents, each compiled
    /// at the level of the filter that holds it.
    private static func clauses(_ operand: TopLevelOperand) throws(DocStreamError) -> [any MatchExpression] {
        guard case .array(let elements) = operand.value else {
            throw DocStreamError.badValue("\(operand.name) must be an array")
        }
        guard !elements.isEmpty else {
            throw DocStreamError.badValue("$and/$or/$nor must be a nonempty array")
        }
        var clauses: [any MatchExpression] = []
        for (index, element) in elements.enumerated() {
            guard case .document(let filter) = element else {
                throw DocStreamError.badValue("$or/$and/$nor entries need to be full objects")
            }
            do throws(DocStreamError) {
                clauses.append(try FilterCompiler.compile(filter, level: operand.level))
            } catch {
                throw error.located("clause \(index)")
            }
        }
        return clauses
    }

    /// `$or`, which MongoDB rewrites into `$in` when every clause is an equality on one path
    /// (`{$or: [{a: 2}, {a: 3}]}` is `{a: {$in: [2, 3]}}`); the rewrite matters because `$in`
    /// records the array position the positional `$` projection and update use.
    private static func compileOr(_ operand: TopLevelOperand) throws(DocStreamError) -> any MatchExpression {
        let children = try clauses(operand)
        guard case .array(let elements) = operand.value, elements.count > 1 else { return OrExpression(children: children) }
        var path: String?
        var values: [BSONValue] = []
        for case .document(let clause) in elements {
            guard clause.count == 1, let (key, value) = clause.first(where: { _ in true }), !key.hasPrefix("$"),
                path == nil || path == key, let equal = equalityValue(value)
            else {
                return OrExpression(children: children)
            }
            path = key
            values.append(equal)
        }
        guard let path else { return OrExpression(children: children) }
        return try FilterCompiler.compile([path: ["$in": .array(values)]], level: operand.level)
    }

    /// The value a clause's condition tests equality with: a plain value, a regex, or
    /// `{$eq: value}` (not a regex, which `$eq` compares literally but `$in` matches).
    private static func equalityValue(_ condition: BSONValue) -> BSONValue? {
        guard case .document(let conditions) = condition, let (name, operand) = conditions.first(where: { _ in true }),
            name.hasPrefix("$")
        else {
            return condition
        }
        guard conditions.count == 1, name == "$eq", operand.type != .regex else { return nil }
        return operand
    }

    /// `{$alwaysTrue: 1}`: the argument must be the integer 1.
    private static func constant(_ operand: TopLevelOperand, result: Bool) throws(DocStreamError) -> any MatchExpression {
        guard try FilterArguments.integer(operand.name, operand.value) == 1 else {
            throw DocStreamError.failedToParse("\(operand.name) must be an integer value of 1")
        }
        return ConstantExpression(result: result)
    }

    /// `{$not: {$gt: 5}}` or `{$not: /regex/}`: the negation of the field's conditions taken
    /// together, over the whole path (a missing field matches).
    private static func compileNot(_ operand: FieldOperand) throws(DocStreamError) -> any MatchExpression {
        switch operand.value {
        case .regex(let regex):
            return NotExpression(child: PathMatch(path: operand.path, test: try RegexTest(regex)))
        case .document(let conditions):
            guard !conditions.isEmpty else { throw DocStreamError.badValue("$not cannot be empty") }
            let children = try FilterCompiler.compileConditions(conditions, path: operand.path, level: operand.level)
            return NotExpression(child: children.count == 1 ? children[0] : AndExpression(children: children))
        default:
            throw DocStreamError.badValue("$not needs a regex or a document")
        }
    }
}
