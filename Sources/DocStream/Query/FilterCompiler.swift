import DocStreamBSON

/// Whether a filter is matched against whole documents or, under `$elemMatch`, against the
/// documents inside an array (MongoDB's DocumentParseLevel): `$where`, `$text` and `$expr`
/// work on whole documents only.
enum FilterLevel {
    case document
    /// A whole document where MongoDB bans `$expr`, `$where` and `$text`
    /// (kBanAllSpecialFeatures): update's arrayFilters and `$pull` conditions.
    case documentWithoutSpecialFeatures
    case subdocument
}

/// One operator of a field's condition: `$gt: 5` in `{price: {$gt: 5, $lt: 9}}`.
struct FieldOperand {
    /// The field ("" for the conditions of `{$elemMatch: {$gt: 5}}`, which test elements).
    let path: QueryPath
    let name: String
    let value: BSONValue
    /// The whole condition document, `{$gt: 5, $lt: 9}`: `$regex` finds its `$options` there.
    let conditions: Document
    let level: FilterLevel
}

/// One operator at the top of a filter: `$or: [...]` in `{$or: [...], name: "Latte"}`.
struct TopLevelOperand {
    let name: String
    let value: BSONValue
    let level: FilterLevel
}

/// Compiles a field operator; nil when it adds no test of its own (`$options` beside `$regex`).
typealias FieldOperatorCompiler = @Sendable (FieldOperand) throws(DocStreamError) -> (any MatchExpression)?
/// Compiles a top-level operator; nil when it adds no test (`$comment`).
typealias TopLevelOperatorCompiler = @Sendable (TopLevelOperand) throws(DocStreamError) -> (any MatchExpression)?

/// The filter language's parser (src/mongo/db/matcher/expression_parser.cpp): every operator
/// family registers its operators in its own table, merged here.
enum FilterCompiler {
    static let fieldOperators: [String: FieldOperatorCompiler] = merged([
        ComparisonOperators.fieldOperators,
        LogicalOperators.fieldOperators,
        ElementOperators.fieldOperators,
        EvaluationOperators.fieldOperators,
        ArrayOperators.fieldOperators,
        BitwiseOperators.fieldOperators,
        GeospatialOperators.fieldOperators,
    ])

    static let topLevelOperators: [String: TopLevelOperatorCompiler] = merged([
        LogicalOperators.topLevelOperators,
        EvaluationOperators.topLevelOperators,
        MiscellaneousOperators.topLevelOperators,
    ])

    /// MongoDB refuses paths deeper than the documents it stores (BSONDepth, 200 - 20 levels).
    private static let maxPathComponents = 180

    /// A filter document: the conjunction of its fields and top-level operators.
    static func compile(_ filter: Document, level: FilterLevel) throws(DocStreamError) -> any MatchExpression {
        var children: [any MatchExpression] = []
        for (key, value) in filter {
            if key.hasPrefix("$") {
                guard let compiler = topLevelOperators[key] else {
                    let hint =
                        key == "$not"
                        ? "If you are trying to negate an entire expression, use $nor."
                        : "If you have a field name that starts with a '$' symbol, consider using $getField or $setField."
                    throw DocStreamError.badValue("unknown top level operator: \(key). \(hint)")
                }
                do throws(DocStreamError) {
                    if let child = try compiler(TopLevelOperand(name: key, value: value, level: level)) {
                        children.append(child)
                    }
                } catch {
                    throw error.located("operator \(key)")
                }
                continue
            }
            guard key.utf8.count(where: { $0 == UInt8(ascii: ".") }) < maxPathComponents else {
                throw DocStreamError(.location(5729100), "FieldPath is too long").located("field '\(key)'")
            }
            let path = QueryPath(key)
            if isOperatorDocument(value, allowingIncompleteDBRef: false), case .document(let conditions) = value {
                children += try compileConditions(conditions, path: path, level: level)
            } else {
                do throws(DocStreamError) {
                    children.append(try compileEquality(path: path, value: value))
                } catch {
                    throw error.located("field '\(key)'")
                }
            }
        }
        return children.count == 1 ? children[0] : AndExpression(children: children)
    }

    /// `{field: value}`: equality, or a regular expression match for a regex value.
    static func compileEquality(path: QueryPath, value: BSONValue) throws(DocStreamError) -> any MatchExpression {
        if case .regex(let regex) = value {
            return PathMatch(path: path, test: try RegexTest(regex))
        }
        return PathMatch(path: path, test: try ComparisonTest(.equal, value))
    }

    /// The operators of one field's condition document, `{$gt: 5, $lt: 9}` (parseSub).
    static func compileConditions(
        _ conditions: Document, path: QueryPath, level: FilterLevel
    ) throws(DocStreamError) -> [any MatchExpression] {
        if let first = firstField(of: conditions), GeospatialOperators.nearOperators.contains(first.key) {
            // $near takes its sibling options ($maxDistance) along with it; the search bound
            // to the query measures and orders (`GeoNearSearch`).
            do throws(DocStreamError) {
                // Only a query's own filter orders its matches: not $elemMatch, arrayFilters or $pull.
                guard level == .document else { throw DocStreamError.badValue("$geoNear, $near, and $nearSphere are not allowed in this context") }
                _ = try GeoNearQuery(path: path.description, conditions: conditions)
            } catch {
                throw error.located(location(path, first.key))
            }
            return [GeoNearMatch()]
        }
        var children: [any MatchExpression] = []
        for (name, value) in conditions {
            let operand = FieldOperand(path: path, name: name, value: value, conditions: conditions, level: level)
            do throws(DocStreamError) {
                if let child = try compileCondition(operand) {
                    children.append(child)
                }
            } catch {
                throw error.located(location(path, name))
            }
        }
        return children
    }

    /// One operator of a condition document (parseSubField).
    private static func compileCondition(_ operand: FieldOperand) throws(DocStreamError) -> (any MatchExpression)? {
        guard let compiler = fieldOperators[operand.name] else {
            if operand.name == "$where" {
                throw DocStreamError.badValue("$where cannot be applied to a field")
            }
            throw DocStreamError.badValue("unknown operator: \(operand.name)")
        }
        return try compiler(operand)
    }

    /// Whether `name` is an operator a field's condition accepts (parsePathAcceptingKeyword);
    /// `$not` is handled beside them, so `$all: [{$not: 1}]` compares with a document.
    static func isFieldOperator(_ name: String) -> Bool {
        name != "$not" && fieldOperators[name] != nil
    }

    /// Whether a value is a condition document, `{$gt: 5}`, rather than a value to compare
    /// with: a non-empty document whose first field starts with `$`, unless it is a DBRef
    /// (`$ref` and `$id`, or with `allowingIncompleteDBRef` any of `$ref`, `$id`, `$db`).
    static func isOperatorDocument(_ value: BSONValue, allowingIncompleteDBRef: Bool) -> Bool {
        guard case .document(let document) = value, let first = firstField(of: document), first.key.hasPrefix("$") else {
            return false
        }
        let keys = Set(document.keys)
        let isDBRef =
            allowingIncompleteDBRef
            ? !keys.isDisjoint(with: ["$ref", "$id", "$db"])
            : keys.isSuperset(of: ["$ref", "$id"])
        return !isDBRef
    }

    /// Where an operator error is reported, e.g. "field 'a.b', operator $in".
    static func location(_ path: QueryPath, _ operatorName: String) -> String {
        path.description.isEmpty
            ? "operator \(operatorName)"
            : "field '\(path)', operator \(operatorName)"
    }

    /// The first field of a document, decoding no other.
    static func firstField(of document: Document) -> (key: String, value: BSONValue)? {
        var fields = document.makeIterator()
        return fields.next()
    }

    private static func merged<Compiler>(_ tables: [[String: Compiler]]) -> [String: Compiler] {
        tables.reduce(into: [:]) { result, table in
            result.merge(table) { _, _ in preconditionFailure("a filter operator is registered twice") }
        }
    }
}
