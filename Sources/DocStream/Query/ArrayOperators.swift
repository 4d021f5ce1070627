import DocStreamBSON

/// $all, $elemMatch and $size.
///
/// Manual: Query and Projection Operators > Array Query Operators; behaviour from
/// src/mongo/db/matcher/expression_parser.cpp (parseAll, parseElemMatch) and
/// expression_array.cpp.
enum ArrayOperators {
    static let fieldOperators: [String: FieldOperatorCompiler] = [
        "$all": { operand throws(DocStreamError) in try compileAll(operand) },
        "$elemMatch": { operand throws(DocStreamError) in try compileElemMatch(path: operand.path, operand.value) },
        "$size": { operand throws(DocStreamError) in
            let size: Int32
            do throws(DocStreamError) {
                size = try FilterArguments.nonNegativeInt32("$size", operand.value)
            } catch {
                throw DocStreamError.badValue("Failed to parse $size. \(error.message)")
            }
            return PathMatch(path: operand.path, test: SizeTest(size: Int(size)))
        },
    ]

    /// `$all: [a, b]` is `a` and `b` each matched on the field; `$all: [{$elemMatch: ...}, ...]`
    /// is each `$elemMatch` matched on the field. An empty `$all` matches nothing.
    private static func compileAll(_ operand: FieldOperand) throws(DocStreamError) -> any MatchExpression {
        guard case .array(let elements) = operand.value else { throw DocStreamError.badValue("$all needs an array") }
        guard !elements.isEmpty else { return ConstantExpression(result: false) }
        var children: [any MatchExpression] = []
        if firstKey(of: elements[0]) == "$elemMatch" {
            for element in elements {
                guard case .document(let document) = element, let first = FilterCompiler.firstField(of: document), first.key == "$elemMatch" else {
                    throw DocStreamError.badValue("$all/$elemMatch has to be consistent")
                }
                children.append(try compileElemMatch(path: operand.path, first.value))
            }
        } else {
            for element in elements {
                if let key = firstKey(of: element), FilterCompiler.isFieldOperator(key) {
                    throw DocStreamError.badValue("no $ expressions in $all")
                }
                children.append(try FilterCompiler.compileEquality(path: operand.path, value: element))
            }
        }
        return AndExpression(children: children)
    }

    /// `$elemMatch: {$gt: 1, $lt: 5}` tests each element against the conditions; any other
    /// document, `$elemMatch: {name: "x", qty: {$gt: 1}}`, is a filter each element that is a
    /// document (or array) must match.
    private static func compileElemMatch(path: QueryPath, _ value: BSONValue) throws(DocStreamError) -> any MatchExpression {
        guard case .document(let argument) = value else { throw DocStreamError.badValue("$elemMatch needs an Object") }
        // Conditions, unless the first key is a top-level operator ($and, $or, ...) whose
        // clauses name fields.
        if FilterCompiler.isOperatorDocument(value, allowingIncompleteDBRef: true),
            let first = FilterCompiler.firstField(of: argument), FilterCompiler.topLevelOperators[first.key] == nil
        {
            let conditions = try FilterCompiler.compileConditions(argument, path: QueryPath(""), level: .subdocument)
            return PathMatch(path: path, test: ElemMatchValueTest(conditions: conditions))
        }
        let filter = try FilterCompiler.compile(argument, level: .subdocument)
        return PathMatch(path: path, test: ElemMatchObjectTest(filter: filter))
    }

    private static func firstKey(of value: BSONValue) -> String? {
        guard case .document(let document) = value else { return nil }
        return FilterCompiler.firstField(of: document)?.key
    }
}

/// `$size`: arrays of exactly that many elements.
struct SizeTest: ValueTest {
    let size: Int

    static var traversesLeafArrays: Bool { false }

    func matches(_ value: BSONValue?) -> Bool {
        guard case .array(let elements)? = value else { return false }
        return elements.count == size
    }
}

/// `$elemMatch` with a filter: some element, a document (or an array, seen as a document
/// keyed "0", "1", ...), matches the filter (ElemMatchObjectMatchExpression).
struct ElemMatchObjectTest: ElementRecordingTest {
    let filter: any MatchExpression

    func matches(_ value: BSONValue?, recording details: inout MatchDetails) -> Bool {
        guard case .array(let elements)? = value else { return false }
        for (position, element) in elements.enumerated() {
            let document: Document
            switch element {
            case .document(let embedded):
                document = embedded
            case .array(let inner):
                document = Document(inner.enumerated().map { (String($0.offset), $0.element) })
            default:
                continue
            }
            var ignored = MatchDetails.ignored
            // Nothing under $elemMatch throws: $expr, the one thing that can, is top-level only.
            if (try? filter.matches(document, &ignored)) == true {
                details.record(position)
                return true
            }
        }
        return false
    }
}

/// `$elemMatch` with conditions: some element passes every condition
/// (ElemMatchValueMatchExpression).
struct ElemMatchValueTest: ElementRecordingTest {
    let conditions: [any MatchExpression]

    func matches(_ value: BSONValue?, recording details: inout MatchDetails) -> Bool {
        guard case .array(let elements)? = value else { return false }
        for (position, element) in elements.enumerated() where conditions.allSatisfy({ $0.matchesValue(element) }) {
            details.record(position)
            return true
        }
        return false
    }
}
