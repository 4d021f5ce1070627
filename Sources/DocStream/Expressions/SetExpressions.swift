import DocStreamBSON

/// $setEquals $setIntersection $setUnion $setDifference $setIsSubset $anyElementTrue
/// $allElementsTrue (expression.cpp). Arrays are sets under MongoDB equality (1, 1.0 and
/// NumberLong(1) are one element; nested arrays are elements, not traversed). $setUnion and
/// $setIntersection return their elements in MongoDB's sort order, as MongoDB's ordered
/// ValueSet does; $setDifference keeps the first operand's order. Strings are equal and ordered
/// under the command's collation.
enum SetExpressions {
    static let operators: [String: ExpressionOperatorCompiler] = [
        "$setEquals": { name, arguments throws(DocStreamError) in
            let operands = try ExpressionCompiler.compileEach(ExpressionCompiler.operands(arguments))
            guard operands.count >= 2 else {
                throw DocStreamError(.location(17045), "$setEquals needs at least two arguments had: \(operands.count)")
            }
            let collator = Collator.inEffect
            return { variables throws(DocStreamError) in
                var first: Set<MongoEqualityKey>?
                for (index, operand) in operands.enumerated() {
                    let value = try operand(variables)
                    guard case .array(let elements)? = value else {
                        throw DocStreamError(
                            .location(17044),
                            "All operands of $setEquals must be arrays. \(index + 1)-th argument is of type: \(ExpressionCompiler.typeName(value))")
                    }
                    let set = Set(elements.map { Collator.equalityKey($0, under: collator) })
                    guard let first else {
                        first = set
                        continue
                    }
                    if set != first { return .bool(false) }
                }
                return .bool(true)
            }
        },
        "$setIntersection": { _, arguments throws(DocStreamError) in
            let operands = try ExpressionCompiler.compileEach(ExpressionCompiler.operands(arguments))
            let collator = Collator.inEffect
            return { variables throws(DocStreamError) in
                var intersection: [BSONValue] = []
                for (index, operand) in operands.enumerated() {
                    let value = try operand(variables)
                    if value.isNullish { return .null }
                    guard case .array(let elements)? = value else {
                        throw DocStreamError(
                            .location(17047), "All operands of $setIntersection must be arrays. One argument is of type: \(ExpressionCompiler.typeName(value))")
                    }
                    if index == 0 {
                        intersection = distinct(elements, under: collator)
                    } else if !intersection.isEmpty {
                        // MongoDB keeps the smaller set's elements, so which of two equal
                        // values (1 or 1.0) survives follows the sizes.
                        var next = distinct(elements, under: collator)
                        if intersection.count > next.count { swap(&intersection, &next) }
                        let keys = Set(next.map { Collator.equalityKey($0, under: collator) })
                        intersection.removeAll { !keys.contains(Collator.equalityKey($0, under: collator)) }
                    }
                }
                return .array(sorted(intersection, under: collator))
            }
        },
        "$setUnion": { _, arguments throws(DocStreamError) in
            let operands = try ExpressionCompiler.compileEach(ExpressionCompiler.operands(arguments))
            let collator = Collator.inEffect
            return { variables throws(DocStreamError) in
                var union: [BSONValue] = []
                for operand in operands {
                    let value = try operand(variables)
                    if value.isNullish { return .null }
                    guard case .array(let elements)? = value else {
                        throw DocStreamError(
                            .location(17043), "All operands of $setUnion must be arrays. One argument is of type: \(ExpressionCompiler.typeName(value))")
                    }
                    union.append(contentsOf: elements)
                }
                return .array(sorted(distinct(union, under: collator), under: collator))
            }
        },
        "$setDifference": { name, arguments throws(DocStreamError) in
            let operands = try ExpressionCompiler.operands(arguments, of: name, count: 2)
            let collator = Collator.inEffect
            return { variables throws(DocStreamError) in
                let first = try operands[0](variables)
                let second = try operands[1](variables)
                if first.isNullish || second.isNullish { return .null }
                let lhs = try array(first, of: name, position: "First", code: .location(17048))
                let rhs = try array(second, of: name, position: "Second", code: .location(17049))
                // The excluded set also drops repeats of the first operand's elements.
                var excluded = Set(rhs.map { Collator.equalityKey($0, under: collator) })
                return .array(lhs.filter { excluded.insert(Collator.equalityKey($0, under: collator)).inserted })
            }
        },
        "$setIsSubset": { name, arguments throws(DocStreamError) in
            let operands = try ExpressionCompiler.operands(arguments, of: name, count: 2)
            let collator = Collator.inEffect
            return { variables throws(DocStreamError) in
                let lhs = try array(try operands[0](variables), of: name, position: "First", code: .location(17046))
                let rhs = try array(try operands[1](variables), of: name, position: "Second", code: .location(17042))
                let keys = Set(rhs.map { Collator.equalityKey($0, under: collator) })
                return .bool(lhs.allSatisfy { keys.contains(Collator.equalityKey($0, under: collator)) })
            }
        },
        "$anyElementTrue": { name, arguments throws(DocStreamError) in
            let operand = try ExpressionCompiler.operands(arguments, of: name, count: 1)[0]
            return { variables throws(DocStreamError) in
                .bool(try elements(try operand(variables), of: name, code: .location(17041)).contains(where: BooleanExpressions.isTrue))
            }
        },
        "$allElementsTrue": { name, arguments throws(DocStreamError) in
            let operand = try ExpressionCompiler.operands(arguments, of: name, count: 1)[0]
            return { variables throws(DocStreamError) in
                .bool(try elements(try operand(variables), of: name, code: .location(17040)).allSatisfy(BooleanExpressions.isTrue))
            }
        },
    ]

    /// The elements once each under MongoDB equality, the first of equal values kept.
    private static func distinct(_ elements: [BSONValue], under collator: Collator?) -> [BSONValue] {
        var seen = Set<MongoEqualityKey>()
        return elements.filter { seen.insert(Collator.equalityKey($0, under: collator)).inserted }
    }

    private static func sorted(_ elements: [BSONValue], under collator: Collator?) -> [BSONValue] {
        elements.sorted { Collator.compare($0, $1, under: collator) < 0 }
    }

    /// One operand of $setDifference or $setIsSubset, which must be an array.
    private static func array(_ value: BSONValue?, of name: String, position: String, code: ErrorCode) throws(DocStreamError) -> [BSONValue] {
        guard case .array(let elements)? = value else {
            throw DocStreamError(code, "both operands of \(name) must be arrays. \(position) argument is of type: \(ExpressionCompiler.typeName(value))")
        }
        return elements
    }

    /// The elements of $anyElementTrue's and $allElementsTrue's array argument.
    private static func elements(_ value: BSONValue?, of name: String, code: ErrorCode) throws(DocStreamError) -> [BSONValue] {
        guard case .array(let elements)? = value else {
            throw DocStreamError(code, "\(name)'s argument must be an array, but is \(ExpressionCompiler.typeName(value))")
        }
        return elements
    }
}
