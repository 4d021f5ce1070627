import DocStreamBSON

/// $arrayElemAt $first $last $size $slice $in $concatArrays $indexOfArray $isArray $range
/// $reverseArray $zip $objectToArray $arrayToObject $sortArray (expression.cpp); $filter $map
/// $reduce, which bind variables, are in IterationExpressions. Most give null for a null or
/// missing array.
enum ArrayExpressions {
    static let operators: [String: ExpressionOperatorCompiler] = [
        "$arrayElemAt": { name, arguments throws(DocStreamError) in
            if let piece = try StringExpressions.compileSplitPiece(arrayElemAtArguments: arguments) { return piece }
            let operands = try ExpressionCompiler.operands(arguments, of: name, count: 2)
            return { variables throws(DocStreamError) in
                let array = try operands[0](variables)
                let index = try operands[1](variables)
                guard !array.isNullish, !index.isNullish, let array, let index else { return .null }
                guard case .array(let elements) = array else {
                    throw DocStreamError(.location(28689), "$arrayElemAt's first argument must be an array, but is \(array.type.alias)")
                }
                guard index.isNumber else {
                    throw DocStreamError(.location(28690), "$arrayElemAt's second argument must be a numeric value, but is \(index.type.alias)")
                }
                guard let position = ExpressionCompiler.int32(index) else {
                    throw DocStreamError(
                        .location(28691), "$arrayElemAt's second argument must be representable as a 32-bit integer: \(index.extendedJSON(.relaxed))")
                }
                return element(elements, at: Int(position))
            }
        },
        "$first": { name, arguments throws(DocStreamError) in try endElement(name, arguments, position: 0) },
        "$last": { name, arguments throws(DocStreamError) in try endElement(name, arguments, position: -1) },
        "$size": { name, arguments throws(DocStreamError) in
            let operand = try ExpressionCompiler.operands(arguments, of: name, count: 1)[0]
            return { variables throws(DocStreamError) in
                let value = try operand(variables)
                guard case .array(let elements)? = value else {
                    throw DocStreamError(
                        .location(17124), "The argument to $size must be an array. Type of the argument was: \(ExpressionCompiler.typeName(value))")
                }
                return .int32(Int32(elements.count))
            }
        },
        "$slice": { name, arguments throws(DocStreamError) in try compileSlice(name, arguments) },
        "$in": { name, arguments throws(DocStreamError) in
            let operands = try ExpressionCompiler.operands(arguments, of: name, count: 2)
            let collator = Collator.inEffect
            return { variables throws(DocStreamError) in
                let value = try operands[0](variables) ?? .undefined
                let array = try operands[1](variables)
                guard case .array(let elements)? = array else {
                    throw DocStreamError(.location(40081), "$in requires an array as a second argument, found: \(ExpressionCompiler.typeName(array))")
                }
                let key = Collator.equalityKey(value, under: collator)
                return .bool(elements.contains { Collator.equalityKey($0, under: collator) == key })
            }
        },
        "$concatArrays": { _, arguments throws(DocStreamError) in
            let operands = try ExpressionCompiler.compileEach(ExpressionCompiler.operands(arguments))
            return { variables throws(DocStreamError) in
                var result: [BSONValue] = []
                for operand in operands {
                    let value = try operand(variables)
                    if value.isNullish { return .null }
                    guard case .array(let elements)? = value else {
                        throw DocStreamError(.location(28664), "$concatArrays only supports arrays, not \(ExpressionCompiler.typeName(value))")
                    }
                    result.append(contentsOf: elements)
                }
                return .array(result)
            }
        },
        "$indexOfArray": { name, arguments throws(DocStreamError) in try compileIndexOfArray(name, arguments) },
        "$isArray": { name, arguments throws(DocStreamError) in
            let operand = try ExpressionCompiler.operands(arguments, of: name, count: 1)[0]
            return { variables throws(DocStreamError) in
                if case .array? = try operand(variables) { return .bool(true) }
                return .bool(false)
            }
        },
        "$range": { name, arguments throws(DocStreamError) in try compileRange(name, arguments) },
        "$reverseArray": { name, arguments throws(DocStreamError) in
            let operand = try ExpressionCompiler.operands(arguments, of: name, count: 1)[0]
            return { variables throws(DocStreamError) in
                let value = try operand(variables)
                if value.isNullish { return .null }
                guard case .array(let elements)? = value else {
                    throw DocStreamError(
                        .location(34435), "The argument to $reverseArray must be an array, but was of type: \(ExpressionCompiler.typeName(value))")
                }
                return .array(elements.reversed())
            }
        },
        "$objectToArray": { name, arguments throws(DocStreamError) in
            let operand = try ExpressionCompiler.operands(arguments, of: name, count: 1)[0]
            return { variables throws(DocStreamError) in
                let value = try operand(variables)
                if value.isNullish { return .null }
                guard case .document(let document)? = value else {
                    throw DocStreamError(.location(40390), "$objectToArray requires a document input, found: \(ExpressionCompiler.typeName(value))")
                }
                return .array(document.map { field in .document(["k": .string(field.key), "v": field.value]) })
            }
        },
        "$zip": { _, arguments throws(DocStreamError) in try compileZip(arguments) },
        "$sortArray": { _, arguments throws(DocStreamError) in try compileSortArray(arguments) },
        "$arrayToObject": { name, arguments throws(DocStreamError) in
            let operand = try ExpressionCompiler.operands(arguments, of: name, count: 1)[0]
            return { variables throws(DocStreamError) in try arrayToObject(try operand(variables)) }
        },
    ]

    // MARK: Operators with more rules

    /// $first and $last: the array's end element, missing for an empty array.
    private static func endElement(_ name: String, _ arguments: BSONValue, position: Int) throws(DocStreamError) -> ExpressionEvaluator {
        let operand = try ExpressionCompiler.operands(arguments, of: name, count: 1)[0]
        return { variables throws(DocStreamError) in
            let value = try operand(variables)
            if value.isNullish { return .null }
            guard case .array(let elements)? = value else {
                throw DocStreamError(.location(28689), "\(name)'s argument must be an array, but is \(ExpressionCompiler.typeName(value))")
            }
            return element(elements, at: position)
        }
    }

    /// `[array, n]` (the first n, or the last -n) or `[array, position, n]`.
    private static func compileSlice(_ name: String, _ arguments: BSONValue) throws(DocStreamError) -> ExpressionEvaluator {
        let operands = try ExpressionCompiler.operands(arguments, of: name, range: 2...3)
        return { variables throws(DocStreamError) in
            var values: [BSONValue?] = []
            for operand in operands { values.append(try operand(variables)) }
            if values.contains(where: \.isNullish) { return .null }
            guard case .array(let elements)? = values[0] else {
                throw DocStreamError(.location(28724), "First argument to $slice must be an array, but is of type: \(ExpressionCompiler.typeName(values[0]))")
            }
            guard let second = values[1], second.isNumber else {
                throw DocStreamError(
                    .location(28725), "Second argument to $slice must be a numeric value, but is of type: \(ExpressionCompiler.typeName(values[1]))")
            }
            guard let first = ExpressionCompiler.int32(second) else {
                throw DocStreamError(.location(28726), "Second argument to $slice can't be represented as a 32-bit integer: \(second.extendedJSON(.relaxed))")
            }
            let count = elements.count
            guard values.count == 3, let third = values[2] else {
                let n = Int(first)
                return .array(Array(n >= 0 ? elements.prefix(n) : elements.suffix(min(-n, count))))
            }
            guard third.isNumber else {
                throw DocStreamError(.location(28727), "Third argument to $slice must be numeric, but is of type: \(third.type.alias)")
            }
            guard let length = ExpressionCompiler.int32(third) else {
                throw DocStreamError(.location(28728), "Third argument to $slice can't be represented as a 32-bit integer: \(third.extendedJSON(.relaxed))")
            }
            guard length > 0 else {
                throw DocStreamError(.location(28729), "Third argument to $slice must be positive: \(third.extendedJSON(.relaxed))")
            }
            let start = first < 0 ? max(0, count + Int(first)) : min(Int(first), count)
            return .array(Array(elements[start..<min(count, start + Int(length))]))
        }
    }

    /// `[array, search, start?, end?]`: the first index of a MongoDB-equal element (under the
    /// command's collation), or -1.
    private static func compileIndexOfArray(_ name: String, _ arguments: BSONValue) throws(DocStreamError) -> ExpressionEvaluator {
        let operands = try ExpressionCompiler.operands(arguments, of: name, range: 2...4)
        let collator = Collator.inEffect
        return { variables throws(DocStreamError) in
            let array = try operands[0](variables)
            if array.isNullish { return .null }
            guard case .array(let elements)? = array else {
                throw DocStreamError(.location(40090), "$indexOfArray requires an array as a first argument, found: \(ExpressionCompiler.typeName(array))")
            }
            let search = try operands[1](variables) ?? .undefined
            var bounds: [Int] = [0, elements.count]
            for (offset, operand) in operands.dropFirst(2).enumerated() {
                let role = offset == 0 ? "starting" : "ending"
                let value = try operand(variables)
                guard let value, let integer = ExpressionCompiler.int32(value) else {
                    throw DocStreamError(
                        .location(40096), "$indexOfArray requires an integral \(role) index, found a value of type: \(ExpressionCompiler.typeName(value))")
                }
                guard integer >= 0 else {
                    throw DocStreamError(.location(40097), "$indexOfArray requires a nonnegative \(role) index, found: \(integer)")
                }
                bounds[offset] = min(Int(integer), elements.count)
            }
            guard bounds[0] < bounds[1] else { return .int32(-1) }
            let key = Collator.equalityKey(search, under: collator)
            let found = elements[bounds[0]..<bounds[1]].firstIndex { Collator.equalityKey($0, under: collator) == key }
            return .int32(Int32(found ?? -1))
        }
    }

    /// `[start, end, step?]`: int32 values from start toward end, end excluded.
    private static func compileRange(_ name: String, _ arguments: BSONValue) throws(DocStreamError) -> ExpressionEvaluator {
        let operands = try ExpressionCompiler.operands(arguments, of: name, range: 2...3)
        return { variables throws(DocStreamError) in
            var bounds: [Int] = []
            for (offset, operand) in operands.enumerated() {
                let role = ["starting value", "ending value", "step value"][offset]
                let value = try operand(variables)
                guard let value, value.isNumber else {
                    throw DocStreamError(
                        .location(34443 + 2 * offset), "$range requires a numeric \(role), found value of type: \(ExpressionCompiler.typeName(value))")
                }
                guard let integer = ExpressionCompiler.int32(value) else {
                    throw DocStreamError(
                        .location(34444 + 2 * offset),
                        "$range requires a \(role) that can be represented as a 32-bit integer, found value: \(value.extendedJSON(.relaxed))")
                }
                bounds.append(Int(integer))
            }
            let step = bounds.count == 3 ? bounds[2] : 1
            guard step != 0 else { throw DocStreamError(.location(34449), "$range requires a non-zero step value") }
            return .array(stride(from: bounds[0], to: bounds[1], by: step).map { .int32(Int32($0)) })
        }
    }

    /// `{inputs: [arrays], useLongestLength?, defaults?}`: the arrays transposed.
    private static func compileZip(_ arguments: BSONValue) throws(DocStreamError) -> ExpressionEvaluator {
        guard case .document(let specification) = arguments else {
            throw DocStreamError(.location(34460), "$zip only supports an object as an argument, found \(arguments.type.alias)")
        }
        var inputs: [ExpressionEvaluator]?
        var useLongestLength = false
        var defaults: [ExpressionEvaluator]?
        for (key, value) in specification {
            switch key {
            case "inputs":
                guard case .array(let expressions) = value else {
                    throw DocStreamError(.location(34461), "inputs must be an array of expressions, found \(value.type.alias)")
                }
                inputs = try ExpressionCompiler.compileEach(expressions)
            case "defaults":
                guard case .array(let expressions) = value else {
                    throw DocStreamError(.location(34462), "defaults must be an array of expressions, found \(value.type.alias)")
                }
                defaults = try ExpressionCompiler.compileEach(expressions)
            case "useLongestLength":
                guard case .bool(let flag) = value else {
                    throw DocStreamError(.location(34463), "useLongestLength must be a bool, found \(value.type.alias)")
                }
                useLongestLength = flag
            default:
                throw DocStreamError(.location(34464), "$zip found an unknown argument: \(key)")
            }
        }
        guard let inputs, !inputs.isEmpty else { throw DocStreamError(.location(34465), "$zip requires at least one input array") }
        if let defaults {
            guard useLongestLength else { throw DocStreamError(.location(34466), "cannot specify defaults unless useLongestLength is true") }
            guard defaults.count == inputs.count else {
                throw DocStreamError(.location(34467), "defaults and inputs must have the same length")
            }
        }
        let longest = useLongestLength
        let fillExpressions = defaults ?? []
        return { variables throws(DocStreamError) in
            var arrays: [[BSONValue]] = []
            for input in inputs {
                let value = try input(variables)
                if value.isNullish { return .null }
                guard case .array(let elements)? = value else {
                    throw DocStreamError(.location(34468), "$zip found a non-array expression in input: \(value?.extendedJSON(.relaxed) ?? "")")
                }
                arrays.append(elements)
            }
            var fills: [BSONValue] = Array(repeating: .null, count: arrays.count)
            for (index, fill) in fillExpressions.enumerated() { fills[index] = try fill(variables) ?? .null }
            let counts = arrays.map(\.count)
            let length = (longest ? counts.max() : counts.min()) ?? 0
            return .array(
                (0..<length).map { row in
                    .array(
                        arrays.indices.map { column in
                            arrays[column].indices.contains(row) ? arrays[column][row] : fills[column]
                        })
                })
        }
    }

    /// `{input: array, sortBy: 1 | -1 | {field: 1 | -1, ...}}`: a stable sort in MongoDB's order.
    private static func compileSortArray(_ arguments: BSONValue) throws(DocStreamError) -> ExpressionEvaluator {
        guard case .document(let specification) = arguments else {
            throw DocStreamError(.location(2942500), "$sortArray requires an object as an argument, found: \(arguments.type.alias)")
        }
        var input: ExpressionEvaluator?
        var sortBy: BSONValue?
        for (key, value) in specification {
            switch key {
            case "input": input = try ExpressionCompiler.compile(value)
            case "sortBy": sortBy = value
            default: throw DocStreamError(.location(2942501), "$sortArray found an unknown argument: \(key)")
            }
        }
        guard let input else { throw DocStreamError(.location(2942502), "$sortArray requires 'input' to be specified") }
        guard let sortBy else { throw DocStreamError(.location(2942503), "$sortArray requires 'sortBy' to be specified") }
        let order: @Sendable (BSONValue, BSONValue) -> Int
        switch sortBy {
        case .document(let pattern):
            // Non-document elements sort as documents without the sort fields.
            let specification = try SortSpecification(pattern)
            order = { lhs, rhs in specification.compare(lhs.documentValue ?? Document(), rhs.documentValue ?? Document()) }
        case _ where sortBy.isNumber && (ExpressionCompiler.int32(sortBy) == 1 || ExpressionCompiler.int32(sortBy) == -1):
            let direction = Int(ExpressionCompiler.int32(sortBy) ?? 1)
            let collator = Collator.inEffect
            order = { lhs, rhs in direction * Collator.compare(lhs, rhs, under: collator) }
        default:
            throw DocStreamError.badValue("$sortArray sortBy must be 1, -1 or a sort pattern document")
        }
        return { variables throws(DocStreamError) in
            let value = try input(variables)
            if value.isNullish { return .null }
            guard case .array(let elements)? = value else {
                throw DocStreamError(
                    .location(2942504), "The input argument to $sortArray must be an array, but was of type: \(ExpressionCompiler.typeName(value))")
            }
            let sorted = elements.enumerated().sorted { lhs, rhs in
                let comparison = order(lhs.element, rhs.element)
                return comparison != 0 ? comparison < 0 : lhs.offset < rhs.offset
            }
            return .array(sorted.map(\.element))
        }
    }

    /// `[[k, v], ...]` or `[{k: ..., v: ...}, ...]`, one format throughout (the first element
    /// decides); a later field of the same name replaces an earlier one.
    private static func arrayToObject(_ value: BSONValue?) throws(DocStreamError) -> BSONValue {
        if value.isNullish { return .null }
        guard case .array(let elements)? = value else {
            throw DocStreamError(.location(40386), "$arrayToObject requires an array input, found: \(ExpressionCompiler.typeName(value))")
        }
        var result = Document()
        guard let first = elements.first else { return .document(result) }
        let pairsAreArrays: Bool
        switch first {
        case .array: pairsAreArrays = true
        case .document: pairsAreArrays = false
        default: throw DocStreamError(.location(40398), "Unrecognised input type format for $arrayToObject: \(first.type.alias)")
        }
        for element in elements {
            let name: String
            let fieldValue: BSONValue
            if pairsAreArrays {
                guard case .array(let pair) = element else {
                    throw DocStreamError(
                        .location(40396),
                        "$arrayToObject requires a consistent input format. Elements mustall be arrays or all be objects. Array was detected, now found: \(element.type.alias)"
                    )
                }
                guard pair.count == 2 else {
                    throw DocStreamError(.location(40397), "$arrayToObject requires an array of size 2 arrays,found array of size: \(pair.count)")
                }
                guard case .string(let key) = pair[0] else {
                    throw DocStreamError(
                        .location(40395),
                        "$arrayToObject requires an array of key-value pairs, where the key must be of type string. Found key type: \(pair[0].type.alias)")
                }
                guard !key.contains("\0") else { throw DocStreamError(.location(4940400), "Key field cannot contain an embedded null byte") }
                (name, fieldValue) = (key, pair[1])
            } else {
                guard case .document(let pair) = element else {
                    throw DocStreamError(
                        .location(40391),
                        "$arrayToObject requires a consistent input format. Elements mustall be arrays or all be objects. Object was detected, now found: \(element.type.alias)"
                    )
                }
                guard pair.count == 2 else {
                    throw DocStreamError(
                        .location(40392), "$arrayToObject requires an object keys of 'k' and 'v'. Found incorrect number of keys:\(pair.count)")
                }
                guard let k = pair["k"], let v = pair["v"] else {
                    throw DocStreamError(
                        .location(40393),
                        "$arrayToObject requires an object with keys 'k' and 'v'. Missing either or both keys from: \(element.extendedJSON(.relaxed))")
                }
                guard case .string(let key) = k else {
                    throw DocStreamError(
                        .location(40394),
                        "$arrayToObject requires an object with keys 'k' and 'v', where the value of 'k' must be of type string. Found type: \(k.type.alias)")
                }
                guard !key.contains("\0") else { throw DocStreamError(.location(4940401), "Key field cannot contain an embedded null byte") }
                (name, fieldValue) = (key, v)
            }
            result[name] = fieldValue
        }
        return .document(result)
    }

    /// The element at `position`, counting from the end when negative; missing outside.
    private static func element(_ elements: [BSONValue], at position: Int) -> BSONValue? {
        let index = position < 0 ? elements.count + position : position
        return elements.indices.contains(index) ? elements[index] : nil
    }
}
