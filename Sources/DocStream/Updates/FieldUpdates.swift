import DocStreamBSON

/// The field update operators (manual: Update Operators, Fields): $set, $setOnInsert, $unset,
/// $inc, $mul, $min, $max, $rename, $currentDate. Semantics follow the server's set_node.cpp,
/// unset_node.cpp, arithmetic_node.cpp, compare_node.cpp, rename_node.cpp and
/// current_date_node.cpp.
enum FieldUpdates {
    static let operators: [String: UpdateCompiler] = [
        "$set": UpdateTreeBuilder.compiler { _, argument in SetLeaf(value: argument, insertOnly: false) },
        "$setOnInsert": UpdateTreeBuilder.compiler { _, argument in SetLeaf(value: argument, insertOnly: true) },
        "$unset": UpdateTreeBuilder.compiler { _, _ in UnsetLeaf() },
        "$inc": UpdateTreeBuilder.compiler { path, argument throws(DocStreamError) in
            try ArithmeticLeaf(.add, operatorName: "$inc", path: path, operand: argument)
        },
        "$mul": UpdateTreeBuilder.compiler { path, argument throws(DocStreamError) in
            try ArithmeticLeaf(.multiply, operatorName: "$mul", path: path, operand: argument)
        },
        "$min": UpdateTreeBuilder.compiler { _, argument in CompareLeaf(value: argument, keepsLarger: false) },
        "$max": UpdateTreeBuilder.compiler { _, argument in CompareLeaf(value: argument, keepsLarger: true) },
        "$currentDate": UpdateTreeBuilder.compiler { _, argument throws(DocStreamError) in try CurrentDateLeaf(argument) },
        "$rename": compileRename,
    ]

    /// `{$rename: {from: "to"}}` places a placeholder at `from`, so that no other operator
    /// touches it, and the rename itself at "to" (update_object_node.cpp parseAndMerge).
    private static let compileRename: UpdateCompiler = { (from: String, argument: BSONValue, tree: inout UpdateTreeBuilder) throws(DocStreamError) in
        let source = try UpdatePath(from)
        try tree.place(RenameSourceLeaf(), at: source)
        guard case .string(let to) = argument else {
            throw DocStreamError.badValue("The 'to' field for $rename must be a string: \(UpdateText.element(from, argument))")
        }
        let destination = try UpdatePath(to)
        if to.utf8.contains(0) {
            throw DocStreamError.badValue("The 'to' field for $rename cannot contain an embedded null byte")
        }
        let fromParts = source.description.split(separator: ".", omittingEmptySubsequences: false)
        let toParts = destination.description.split(separator: ".", omittingEmptySubsequences: false)
        if fromParts == toParts {
            throw DocStreamError.badValue("The source and target field for $rename must differ: \(UpdateText.element(from, argument))")
        }
        if fromParts.starts(with: toParts) || toParts.starts(with: fromParts) {
            throw DocStreamError.badValue("The source and target field for $rename must not be on the same path: \(UpdateText.element(from, argument))")
        }
        if source.isDynamic {
            throw DocStreamError.badValue("The source field for $rename may not be dynamic: \(from)")
        }
        if destination.isDynamic {
            throw DocStreamError.badValue("The destination field for $rename may not be dynamic: \(to)")
        }
        try tree.place(RenameLeaf(source: fromParts.map(String.init), sourceText: from), at: destination)
    }
}

/// $set and $setOnInsert: the value replaces what is there or is created. $setOnInsert acts
/// only when an upsert inserts.
private struct SetLeaf: UpdateLeaf {
    let value: BSONValue
    let insertOnly: Bool

    func update(_ existing: inout BSONValue, at target: UpdateTarget) throws(DocStreamError) -> Bool {
        guard !insertOnly || target.state.isInsert else { return false }
        // set_node.cpp: the same type and bytes is a no-op.
        guard !isBinaryEqual(existing, value) else { return false }
        existing = value
        return true
    }

    func missingPath(at target: UpdateTarget) throws(DocStreamError) -> MissingPathAction {
        !insertOnly || target.state.isInsert ? .create(value) : .ignore
    }
}

/// $unset: a field is removed; an array element becomes null, so that the other elements
/// keep their positions. A missing field is no-op.
private struct UnsetLeaf: UpdateLeaf {
    func update(_ existing: inout BSONValue, at target: UpdateTarget) throws(DocStreamError) -> Bool {
        if target.isArrayElement {
            existing = .null
        } else {
            target.state.removals.append(target.components)
        }
        return true
    }

    func missingPath(at target: UpdateTarget) throws(DocStreamError) -> MissingPathAction { .ignore }
}

/// $inc and $mul. A missing field is created: $inc with the operand, $mul with a zero of the
/// operand's type.
private struct ArithmeticLeaf: UpdateLeaf {
    let operation: UpdateArithmetic.Operation
    let operatorName: String
    let operand: BSONValue

    init(_ operation: UpdateArithmetic.Operation, operatorName: String, path: String, operand: BSONValue) throws(DocStreamError) {
        guard operand.isNumber else {
            let verb = operation == .add ? "increment" : "multiply"
            throw DocStreamError.typeMismatch("Cannot \(verb) with non-numeric argument: {\(UpdateText.element(path, operand))}")
        }
        self.operation = operation
        self.operatorName = operatorName
        self.operand = operand
    }

    func update(_ existing: inout BSONValue, at target: UpdateTarget) throws(DocStreamError) -> Bool {
        guard existing.isNumber else {
            throw DocStreamError.typeMismatch(
                "Cannot apply \(operatorName) to a value of non-numeric type. {\(target.state.idText)} has the field '\(target.fieldName)' of non-numeric type \(existing.type.alias)"
            )
        }
        guard let result = UpdateArithmetic.apply(operation, operand, existing) else {
            throw DocStreamError.badValue(
                "Failed to apply \(operatorName) operations to current value (\(UpdateArithmetic.debugText(existing))) for document {\(target.state.idText)}")
        }
        guard !UpdateArithmetic.isIdentical(result, existing) else { return false }
        existing = result
        return true
    }

    func missingPath(at target: UpdateTarget) throws(DocStreamError) -> MissingPathAction {
        switch operation {
        case .add: .create(operand)
        // A zero times anything fits, so there is always a result.
        case .multiply: .create(UpdateArithmetic.apply(.multiply, operand, .int32(0)) ?? operand)
        }
    }
}

/// $min and $max: the value replaces the field when it is smaller (larger) in MongoDB's
/// order of BSON values, across types; a missing field is created.
private struct CompareLeaf: UpdateLeaf {
    let value: BSONValue
    let keepsLarger: Bool

    func update(_ existing: inout BSONValue, at target: UpdateTarget) throws(DocStreamError) -> Bool {
        let order = BSONValue.compare(existing, value)
        guard order != 0, keepsLarger ? order < 0 : order > 0 else { return false }
        existing = value
        return true
    }

    func missingPath(at target: UpdateTarget) throws(DocStreamError) -> MissingPathAction { .create(value) }
}

/// $currentDate: `true` or `{$type: "date"}` sets a date, `{$type: "timestamp"}` a timestamp.
private struct CurrentDateLeaf: UpdateLeaf {
    let isDate: Bool

    init(_ argument: BSONValue) throws(DocStreamError) {
        switch argument {
        case .bool:
            isDate = true
        case .document(let options):
            var type: Bool?
            for (name, value) in options {
                guard name == "$type" else {
                    throw DocStreamError.badValue("Unrecognized $currentDate option: \(name)")
                }
                switch value {
                case .string("date"): type = true
                case .string("timestamp"): type = false
                default: break
                }
            }
            guard let type else {
                throw DocStreamError.badValue("The '$type' string field is required to be 'date' or 'timestamp': {$currentDate: {field : {$type: 'date'}}}")
            }
            isDate = type
        default:
            throw DocStreamError.badValue(
                "\(argument.type.alias) is not valid type for $currentDate. Please use a boolean ('true') or a $type expression ({$type: 'timestamp/date'}).")
        }
    }

    func update(_ existing: inout BSONValue, at target: UpdateTarget) throws(DocStreamError) -> Bool {
        existing = current(target.state.now)
        return true
    }

    func missingPath(at target: UpdateTarget) throws(DocStreamError) -> MissingPathAction {
        .create(current(target.state.now))
    }

    /// A timestamp is the time's seconds with increment 1: there is no cluster clock here to
    /// hand out increments.
    private func current(_ now: BSONDateTime) -> BSONValue {
        guard !isDate else { return .datetime(now) }
        let seconds = UInt32(clamping: now.millisecondsSinceEpoch / 1000)
        return .timestamp(BSONTimestamp(seconds: seconds, increment: 1))
    }
}

/// Holds the `$rename` source's place in the tree; the move itself happens at the target.
private struct RenameSourceLeaf: UpdateLeaf {
    func update(_ existing: inout BSONValue, at target: UpdateTarget) throws(DocStreamError) -> Bool { false }
    func missingPath(at target: UpdateTarget) throws(DocStreamError) -> MissingPathAction { .ignore }
}

/// $rename at its target: like a $set of the source's value there and an $unset of the
/// source. A missing source is a no-op; neither path may go through an array.
private struct RenameLeaf: UpdateLeaf {
    let source: [String]
    let sourceText: String

    func update(_ existing: inout BSONValue, at target: UpdateTarget) throws(DocStreamError) -> Bool {
        guard let value = try moveSource(to: target) else { return false }
        existing = value
        return true
    }

    func missingPath(at target: UpdateTarget) throws(DocStreamError) -> MissingPathAction {
        guard let value = try moveSource(to: target) else { return .ignore }
        return .create(value)
    }

    /// The source's value, with its removal recorded; nil when there is no source. Nothing
    /// else in the update touches the source (its placeholder sees to that), so it is read
    /// from the document as it was.
    private func moveSource(to target: UpdateTarget) throws(DocStreamError) -> BSONValue? {
        let state = target.state
        guard let value = try sourceValue(in: state) else { return nil }
        if let array = target.enclosingArray {
            throw DocStreamError.badValue(
                "The destination field cannot be an array element, '\(target.path)' in doc with \(state.idText) has an array field called '\(array)'")
        }
        // The $unset half modifies the source, which may not be `_id`.
        if source[0] == "_id" {
            throw UpdateError.immutableField("Performing an update on the path '\(sourceText)' would modify the immutable field '_id'")
        }
        state.removals.append(source)
        return value
    }

    /// rename_node.cpp: a source path through a non-document is an error (28), as is one
    /// with an array among its ancestors (2); a path that is not all there is no source.
    private func sourceValue(in state: UpdateState) throws(DocStreamError) -> BSONValue? {
        var current = BSONValue.document(state.original)
        var arrayAncestor: String?
        for (index, name) in source.enumerated() {
            if case .document(let document) = current {
                guard let next = document[name] else { return nil }
                current = next
            } else if case .array(let elements) = current, let position = UpdatePath.arrayIndex(name) {
                guard position < elements.count else { return nil }
                arrayAncestor = source[index - 1]
                current = elements[position]
            } else {
                // The root is a document, so a value that cannot be traversed has a name.
                throw UpdateError.pathNotViable(
                    "cannot use the part (\(name) of \(sourceText)) to traverse the element ({\(UpdateText.element(source[index - 1], current))})")
            }
        }
        if let arrayAncestor {
            throw DocStreamError.badValue(
                "The source field cannot be an array element, '\(sourceText)' in doc with \(state.idText) has an array field called '\(arrayAncestor)'")
        }
        return current
    }
}

/// The same type and the same bytes (BSONElement::binaryEqualValues): 1 and 1.0 differ, and
/// so do 0.0 and -0.0.
private func isBinaryEqual(_ lhs: BSONValue, _ rhs: BSONValue) -> Bool {
    lhs.type == rhs.type && Document([("", lhs)]).bytes == Document([("", rhs)]).bytes
}
