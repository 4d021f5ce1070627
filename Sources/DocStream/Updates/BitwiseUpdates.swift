import DocStreamBSON

/// The bitwise update operator $bit (manual: Update Operators, Bitwise), as the server's
/// bit_node.cpp: `{$bit: {field: {and: 5, or: 2, xor: 1}}}` applies the operations in order to
/// an int32 or int64 field; a missing field starts from an int32 0.
enum BitwiseUpdates {
    static let operators: [String: UpdateCompiler] = [
        "$bit": UpdateTreeBuilder.compiler { _, argument throws(DocStreamError) in try BitLeaf(argument) }
    ]
}

private struct BitLeaf: UpdateLeaf {
    private enum Operation {
        case and, or, xor
    }

    private let operations: [(Operation, BSONValue)]

    init(_ argument: BSONValue) throws(DocStreamError) {
        guard case .document(let list) = argument else {
            throw DocStreamError.badValue(
                "The $bit modifier is not compatible with a \(argument.type.alias). You must pass in an embedded document: {$bit: {field: {and/or/xor: #}}")
        }
        var operations: [(Operation, BSONValue)] = []
        for (name, operand) in list {
            let operation: Operation
            switch name {
            case "and": operation = .and
            case "or": operation = .or
            case "xor": operation = .xor
            default:
                throw DocStreamError.badValue(
                    "The $bit modifier only supports 'and', 'or', and 'xor', not '\(name)' which is an unknown operator: {\(UpdateText.element(name, operand))}"
                )
            }
            guard operand.integerValue != nil else {
                throw DocStreamError.badValue(
                    "The $bit modifier field must be an Integer(32/64 bit); a '\(operand.type.alias)' is not supported here: {\(UpdateText.element(name, operand))}"
                )
            }
            operations.append((operation, operand))
        }
        guard !operations.isEmpty else {
            throw DocStreamError.badValue("You must pass in at least one bitwise operation. The format is: {$bit: {field: {and/or/xor: #}}")
        }
        self.operations = operations
    }

    func update(_ existing: inout BSONValue, at target: UpdateTarget) throws(DocStreamError) -> Bool {
        guard existing.integerValue != nil else {
            // The server's message runs the _id into the sentence, without braces.
            throw DocStreamError.badValue(
                "Cannot apply $bit to a value of non-integral type.\(target.state.idText) has the field \(target.fieldName) of non-integer type \(existing.type.alias)"
            )
        }
        let result = applied(to: existing)
        guard result != existing else { return false }
        existing = result
        return true
    }

    func missingPath(at target: UpdateTarget) throws(DocStreamError) -> MissingPathAction {
        .create(applied(to: .int32(0)))
    }

    /// Each operation in turn; int32 with int32 stays int32, anything with an int64 is an
    /// int64 (safe_num.cpp andInternal, orInternal, xorInternal).
    private func applied(to value: BSONValue) -> BSONValue {
        operations.reduce(value) { value, step in
            let (operation, operand) = step
            if case .int32(let left) = value, case .int32(let right) = operand {
                return .int32(Self.combine(operation, left, right))
            }
            return .int64(Self.combine(operation, value.integerValue ?? 0, operand.integerValue ?? 0))
        }
    }

    private static func combine<Integer: FixedWidthInteger>(_ operation: Operation, _ lhs: Integer, _ rhs: Integer) -> Integer {
        switch operation {
        case .and: lhs & rhs
        case .or: lhs | rhs
        case .xor: lhs ^ rhs
        }
    }
}
