import DocStreamBSON

/// `{$setWindowFields: {partitionBy?, sortBy?, output: {field: {<window function>, window?}}}}`:
/// each document gets the output fields, computed over its partition (documents with the
/// same `partitionBy` value, missing counting as null) in `sortBy` order. As MongoDB desugars
/// the stage into a $sort on the partition key and sortBy, results come partition by
/// partition, each in sortBy order; ties keep their input order.
struct SetWindowFieldsStage: WholeInputStage {
    private let partitionBy: AggregationExpression?
    /// The collation partition values are equal under (the command's, when compiled).
    private let collator = Collator.inEffect
    private let sortBy: WindowSortBy?
    private let outputs: [(path: [String], function: any WindowFunction)]

    /// document_source_set_window_fields.cpp createFromBson and the IDL's checks.
    init(_ argument: BSONValue) throws(DocStreamError) {
        guard let specification = argument.documentValue else {
            throw .failedToParse("the $setWindowFields stage specification must be an object, found \(argument.type.alias)")
        }
        var partitionBy: AggregationExpression?
        var sortDocument: Document?
        var output: Document?
        for (key, value) in specification {
            switch key {
            case "partitionBy":
                partitionBy = try AggregationExpression(value)
            case "sortBy":
                sortDocument = try Self.object(value, field: key)
            case "output":
                output = try Self.object(value, field: key)
            default:
                throw DocStreamError(.idlUnknownField, "BSON field '$setWindowFields.\(key)' is an unknown field.")
            }
        }
        guard let output else {
            throw DocStreamError(.idlFailedToParse, "BSON field '$setWindowFields.output' is missing but a required field")
        }
        let sortBy = try sortDocument.map { (sort) throws(DocStreamError) in try WindowSortBy(sort) }
        var outputs: [(path: [String], function: any WindowFunction)] = []
        for (field, value) in output {
            let path = try FieldPath(field).components
            for component in path { try FieldPathExpression.validateFieldName(component) }
            guard !outputs.contains(where: { Self.conflict($0.path, path) }) else {
                throw DocStreamError(.location(6307900), "$setWindowFields 'output' specification contains two conflicting paths")
            }
            guard case .document(let function) = value else {
                throw .failedToParse("The field '\(field)' must be an object")
            }
            do {
                outputs.append((path, try WindowFunctions.compile(function, sortBy: sortBy)))
            } catch {
                throw error.located("output field '\(field)'")
            }
        }
        self.partitionBy = partitionBy
        self.sortBy = sortBy
        self.outputs = outputs
    }

    private static func object(_ value: BSONValue, field: String) throws(DocStreamError) -> Document {
        guard let document = value.documentValue else {
            throw .typeMismatch("BSON field '$setWindowFields.\(field)' is the wrong type '\(value.type.alias)', expected type 'object'")
        }
        return document
    }

    /// One path equal to or a prefix of the other.
    private static func conflict(_ lhs: [String], _ rhs: [String]) -> Bool {
        zip(lhs, rhs).allSatisfy { $0 == $1 }
    }

    /// Sorts by partition key, then sortBy, then input order, and emits each partition with
    /// its output fields set (as $addFields sets them: a missing value removes the field).
    func emit(_ input: [Document], variables: ExpressionVariables, into downstream: any DocumentSink) throws(DocStreamError) {
        var partitions: [BSONValue] = []
        var sortKeys: [SortKey] = []
        if partitionBy != nil { partitions.reserveCapacity(input.count) }
        if sortBy != nil { sortKeys.reserveCapacity(input.count) }
        for document in input {
            if let partitionBy {
                let partition = try partitionBy.evaluate(document, variables: variables) ?? .null
                if case .array = partition {
                    throw .typeMismatch("Cannot 'partitionBy' an expression of type array")
                }
                // Partition values only group and order the documents: their comparable forms.
                partitions.append(collator?.comparable(partition) ?? partition)
            }
            if let sortBy { sortKeys.append(try sortBy.specification.checkedSortKey(for: document)) }
        }
        let (order, partitionNumbers) = partitionBy == nil && sortBy == nil ? (Array(input.indices), nil) : sortedOrder(partitions: partitions, sortKeys: sortKeys)
        // Operands evaluated in input order, which reads the documents one after the other. A
        // document's failure waits for its partition, as evaluating partition by partition
        // would meet it (a stage after that stops early never does).
        var operands: [(values: [BSONValue?], failures: [Int: DocStreamError])?] = []
        for (_, function) in outputs {
            operands.append(function.operand.map { operand in
                var values: [BSONValue?] = []
                var failures: [Int: DocStreamError] = [:]
                values.reserveCapacity(input.count)
                for (position, document) in input.enumerated() {
                    do throws(DocStreamError) {
                        values.append(try operand.evaluate(document, variables: variables))
                    } catch {
                        values.append(nil)
                        failures[position] = error
                    }
                }
                return (values, failures)
            })
        }
        var start = 0
        while start < order.count {
            var end = start + 1
            if let partitionNumbers {
                while end < order.count, partitionNumbers[order[end]] == partitionNumbers[order[start]] { end += 1 }
            } else {
                while end < order.count, partitions.isEmpty || BSONValue.compare(partitions[order[end]], partitions[order[start]]) == 0 { end += 1 }
            }
            let members = order[start..<end]
            let partition = WindowPartition(input: input, positions: members, sortKeys: sortKeys, variables: variables)
            var values: [[BSONValue?]] = []
            for ((_, function), operands) in zip(outputs, operands) {
                guard let operands else {
                    values.append(try function.values(in: partition))
                    continue
                }
                if !operands.failures.isEmpty, let failed = members.first(where: { operands.failures[$0] != nil }) {
                    throw operands.failures[failed]!
                }
                values.append(try function.values(in: partition.with(operands: members.map { operands.values[$0] })))
            }
            // Each document is read once more, to be written with its outputs: the documents a
            // few places ahead are asked of the caches meanwhile.
            for (index, position) in members.enumerated() {
                DocumentPrefetch.ahead(of: index, slots: members, in: input)
                var document = input[position]
                for (output, (path, _)) in outputs.enumerated() {
                    document = document.settingNestedValue(values[output][index], at: path[...])
                }
                guard try downstream.accept(document) else { return }
            }
            start = end
        }
    }

    /// The input's positions in partition order (`partitions`, one per document, or none
    /// without partitionBy), then sortBy order (`sortKeys`, likewise), then input order. When
    /// every partition value and sort key has a byte form, one byte key per document (the
    /// partition's component, then the sort key's) orders them, and each document gets its
    /// partition's number (equal values have equal bytes): a small array that finding where
    /// partitions end reads in sorted order, where the values are large and far apart.
    private func sortedOrder(partitions: [BSONValue], sortKeys: [SortKey]) -> (order: [Int], partitionNumbers: [Int32]?) {
        let count = max(partitions.count, sortKeys.count)
        var keys: [OrderedKey] = []
        keys.reserveCapacity(count)
        var partitionNumbers: [Int32] = []
        var numbering: [OrderedKey: Int32] = [:]
        if !partitions.isEmpty { partitionNumbers.reserveCapacity(count) }
        for index in 0..<count {
            var key = OrderedKey()
            if !partitions.isEmpty {
                guard key.append(partitions[index], descending: false) else { break }
                if let number = numbering[key] {
                    partitionNumbers.append(number)
                } else {
                    let number = Int32(numbering.count)
                    numbering[key] = number
                    partitionNumbers.append(number)
                }
            }
            if !sortKeys.isEmpty {
                guard let encoded = sortKeys[index].encoded else { break }
                key.append(contentsOf: encoded)
            }
            keys.append(key)
        }
        if keys.count == count {
            let order = keys.withUnsafeBufferPointer { keys in OrderedKey.stableOrder(count: count) { keys[$0] } }
            return (order, partitions.isEmpty ? nil : partitionNumbers)
        }
        let order = sortBy?.specification
        let sorted = partitions.withUnsafeBufferPointer { partitions in
            sortKeys.withUnsafeBufferPointer { sortKeys in
                (0..<count).sorted { lhs, rhs in
                    if !partitions.isEmpty {
                        let partitionOrder = BSONValue.compare(partitions[lhs], partitions[rhs])
                        if partitionOrder != 0 { return partitionOrder < 0 }
                    }
                    if let order, !sortKeys.isEmpty {
                        let keyOrder = order.compare(sortKeys[lhs], sortKeys[rhs])
                        if keyOrder != 0 { return keyOrder < 0 }
                    }
                    return lhs < rhs
                }
            }
        }
        return (sorted, nil)
    }
}

/// A stage that sees its whole input before it emits anything ($setWindowFields, $densify).
protocol WholeInputStage: PipelineStage {
    /// Sends the outputs for all of `input` to `downstream`, stopping once it wants no more.
    func emit(_ input: [Document], variables: ExpressionVariables, into downstream: any DocumentSink) throws(DocStreamError)
}

extension WholeInputStage {
    func makeSink(feeding downstream: any DocumentSink, context: PipelineContext) -> any DocumentSink {
        WholeInputSink(stage: self, variables: context.variables, downstream: downstream)
    }
}

private final class WholeInputSink<Stage: WholeInputStage>: DocumentSink {
    let stage: Stage
    let variables: ExpressionVariables
    let downstream: any DocumentSink
    private var documents: [Document] = []

    init(stage: Stage, variables: ExpressionVariables, downstream: any DocumentSink) {
        self.stage = stage
        self.variables = variables
        self.downstream = downstream
    }

    func accept(_ document: consuming Document) throws(DocStreamError) -> Bool {
        documents.append(document)
        return true
    }

    func finish() throws(DocStreamError) {
        let input = documents
        documents = []
        try stage.emit(input, variables: variables, into: downstream)
        try downstream.finish()
    }
}
