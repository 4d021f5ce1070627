import DocStreamBSON

/// A validator taken apart clause by clause, to say why a document fails it in the shape
/// MongoDB 5.0+ gives `errInfo.details` (src/mongo/db/matcher/doc_validation_error.cpp).
///
/// Several clauses (a filter's fields, or one field's operators) form an `$and`; each leaf
/// reports its operator, how it was specified, the reason and the values it considered. In
/// an inverted context (under `$not` or `$nor`) a clause explains why it matched.
indirect enum ValidationClause: Sendable {
    case all([ValidationClause])
    case any([ValidationClause])
    case none([ValidationClause])
    case not(ValidationClause)
    case schema(JSONSchema)
    /// `$expr`, or `$sampleRate` (MongoDB's `$expr: {$lt: [{$rand: {}}, rate]}`).
    case expression(operatorName: String, specifiedAs: Document, AggregationExpression)
    case constant(operatorName: String, specifiedAs: Document, result: Bool)
    case leaf(ValidationLeaf)

    /// The clauses of a filter document, joined by `$and` when there are several.
    init(filter: Document) throws(DocStreamError) {
        var clauses: [ValidationClause] = []
        for (key, value) in filter {
            switch key {
            case "$and", "$or", "$nor":
                let children = try (value.arrayValue ?? []).compactMap(\.documentValue).map { (clause) throws(DocStreamError) in
                    try ValidationClause(filter: clause)
                }
                clauses.append(key == "$and" ? .all(children) : key == "$or" ? .any(children) : .none(children))
            case "$jsonSchema":
                clauses.append(.schema(try JSONSchema(value.documentValue ?? [:])))
            case "$expr":
                clauses.append(.expression(operatorName: key, specifiedAs: [key: value], try AggregationExpression(value)))
            case "$sampleRate":
                let sample: BSONValue = ["$lt": [["$rand": [:]], value]]
                clauses.append(.expression(operatorName: key, specifiedAs: [key: value], try AggregationExpression(sample)))
            case "$alwaysTrue", "$alwaysFalse":
                clauses.append(.constant(operatorName: key, specifiedAs: [key: value], result: key == "$alwaysTrue"))
            case "$comment":
                continue
            default:
                if !key.hasPrefix("$"), FilterCompiler.isOperatorDocument(value, allowingIncompleteDBRef: false), case .document(let conditions) = value {
                    clauses += try Self.conditions(conditions, field: key)
                } else {
                    // `{a: /re/}` is a regular expression match, not an equality (RegexMatchExpression).
                    let operatorName = key.hasPrefix("$") ? key : value.type == .regex ? "$regex" : "$eq"
                    clauses.append(.leaf(try ValidationLeaf(field: key, operatorName: operatorName, condition: value, specifiedAs: [key: value])))
                }
            }
        }
        self = clauses.count == 1 ? clauses[0] : .all(clauses)
    }

    /// One field's operators, `{$gt: 5, $lt: 9}`: a clause each (`$options` goes with `$regex`).
    private static func conditions(_ conditions: Document, field: String) throws(DocStreamError) -> [ValidationClause] {
        var clauses: [ValidationClause] = []
        for (name, value) in conditions where name != "$options" {
            if name == "$not" {
                let negated: [ValidationClause] =
                    if case .document(let inner) = value {
                        try Self.conditions(inner, field: field)
                    } else {
                        // `{a: {$not: /re/}}` explains the regular expression as `{a: /re/}`.
                        [.leaf(try ValidationLeaf(field: field, operatorName: "$regex", condition: value, specifiedAs: [field: value]))]
                    }
                clauses.append(.not(negated.count == 1 ? negated[0] : .all(negated)))
                continue
            }
            // `$all: []` matches nothing, and says so (AlwaysFalseMatchExpression).
            if name == "$all", value.arrayValue?.isEmpty == true {
                clauses.append(.constant(operatorName: "$all", specifiedAs: [field: [name: value]], result: false))
                continue
            }
            var condition: Document = [name: value]
            if name == "$regex", let options = conditions["$options"] { condition["$options"] = options }
            clauses.append(
                .leaf(try ValidationLeaf(field: field, operatorName: name, condition: .document(condition), specifiedAs: [field: .document(condition)])))
        }
        return clauses
    }

    /// Whether a `$jsonSchema` in the clause uses `encrypt` or `encryptMetadata`.
    var usesEncryptionKeywords: Bool {
        switch self {
        case .all(let clauses), .any(let clauses), .none(let clauses): clauses.contains(where: \.usesEncryptionKeywords)
        case .not(let clause): clause.usesEncryptionKeywords
        case .schema(let schema): JSONSchemaEncryptionKeywords.appear(in: schema.specification)
        case .expression, .constant, .leaf: false
        }
    }

    /// Whether the clause matches, nil when matching raises an error (a `$expr` dividing by
    /// zero). Clauses are tried in order and stop as the matcher does, so an error after a
    /// deciding clause is never reached.
    func outcome(_ document: Document) -> Bool? {
        switch self {
        case .all(let clauses):
            for clause in clauses {
                guard let matched = clause.outcome(document) else { return nil }
                if !matched { return false }
            }
            return true
        case .any(let clauses), .none(let clauses):
            for clause in clauses {
                guard let matched = clause.outcome(document) else { return nil }
                if matched { return !isNor }
            }
            return isNor
        case .not(let clause): return clause.outcome(document).map(!)
        case .schema(let schema): return schema.matches(document)
        case .expression(_, _, let expression): return (try? expression.evaluate(document)).map(BooleanExpressions.isTrue)
        case .constant(_, _, let result): return result
        case .leaf(let leaf): return leaf.outcome(document)
        }
    }

    private var isNor: Bool {
        if case .none = self { true } else { false }
    }

    /// Why the clause does not match (`inverted`: why it does).
    func details(_ document: Document, inverted: Bool) -> Document {
        switch self {
        case .all(let clauses):
            return Self.list("$and", clauses, document, inverted: inverted, reportMatching: inverted)
        case .any(let clauses):
            return Self.list("$or", clauses, document, inverted: inverted, reportMatching: inverted)
        case .none(let clauses):
            // Under $nor the clauses that matched are the failures, explained inverted
            // ("clausesSatisfied"); a $nor that matched under a negation lists its clauses as
            // "clausesNotSatisfied" (doc_validation_error.cpp flips the inversion for NOR).
            return Self.list("$nor", clauses, document, inverted: !inverted, reportMatching: !inverted)
        case .not(let clause):
            return ["operatorName": "$not", "details": .document(clause.details(document, inverted: !inverted))]
        case .schema(let schema):
            return inverted ? ["operatorName": "$jsonSchema", "reason": "schema matched"] : schema.failureDetails(document)
        case .expression(let operatorName, let specifiedAs, let expression):
            var details: Document = ["operatorName": .string(operatorName), "specifiedAs": .document(specifiedAs)]
            do throws(DocStreamError) {
                let result = try expression.evaluate(document)
                details["reason"] = inverted ? "expression did match" : "expression did not match"
                if let result { details["expressionResult"] = result }
            } catch {
                details["reason"] = "failed to evaluate aggregation expression"
                details["details"] = ["code": .int32(Int32(error.code)), "codeName": .string(error.codeName), "errmsg": .string(error.message)]
            }
            return details
        case .constant(let operatorName, let specifiedAs, _):
            return [
                "operatorName": .string(operatorName), "specifiedAs": .document(specifiedAs),
                "reason": inverted ? "expression always evaluates to true" : "expression always evaluates to false",
            ]
        case .leaf(let leaf):
            return leaf.details(document, inverted: inverted)
        }
    }

    /// `{operatorName, clausesNotSatisfied: [{index, details}]}` over the clauses that do not
    /// match (or, with `reportMatching`, those that do).
    private static func list(
        _ operatorName: String, _ clauses: [ValidationClause], _ document: Document, inverted: Bool, reportMatching: Bool
    ) -> Document {
        // A clause that raised an error is always explained (doc_validation_error.cpp pushNewFrame).
        let reported = clauses.enumerated().filter { $0.element.outcome(document).map { $0 == reportMatching } ?? true }.map { index, clause -> BSONValue in
            ["index": .int32(Int32(index)), "details": .document(clause.details(document, inverted: inverted))]
        }
        var details: Document = ["operatorName": .string(operatorName)]
        details[inverted ? "clausesSatisfied" : "clausesNotSatisfied"] = .array(reported)
        return details
    }
}
