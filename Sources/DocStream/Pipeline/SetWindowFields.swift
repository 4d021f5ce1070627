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

    /// SetWindowFieldsSpec's fields.
    private static let arguments = ArgumentReader(
        errors: .idl("$setWindowFields"), fields: [.optional("partitionBy"), .optional("sortBy", .object), .required("output", .object)])

    /// document_source_set_window_fields.cpp createFromBson and the IDL's checks.
    init(_ argument: BSONValue) throws(DocStreamError) {
        guard let specification = argument.documentValue else {
            throw .failedToParse("the $setWindowFields stage specification must be an object, found \(argument.type.alias)")
        }
        var partitionBy: AggregationExpression?
        let arguments = try Self.arguments.read(specification) { (name, value) throws(DocStreamError) in
            // Compiled where it stands: its error comes before the fields after it.
            if name == "partitionBy" { partitionBy = try AggregationExpression(value) }
        }
        let sortBy = try arguments.document("sortBy").map { (sort) throws(DocStreamError) in try WindowSortBy(sort) }
        var outputs: [(path: [String], function: any WindowFunction)] = []
        for (field, value) in arguments.document("output")! {
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
        // Taken out of the optionals once, not for each document.
        let sortSpecification = sortBy?.specification
        let paths = outputs.map(\.path)
        // The functions' operands are evaluated in the same pass, in input order, which reads
        // the documents one after the other. A document's failure waits for its partition, as
        // evaluating partition by partition would meet it (a stage after that stops early
        // never does).
        let operandExpressions = outputs.map(\.function.operand)
        var operands: [[BSONValue?]] = operandExpressions.map { _ in [] }
        var operandFailures: [[Int: DocStreamError]] = operandExpressions.map { _ in [:] }
        for (output, operand) in operandExpressions.enumerated() where operand != nil { operands[output].reserveCapacity(input.count) }
        for (position, document) in input.enumerated() {
            if let partitionBy {
                let partition = try partitionBy.evaluate(document, variables: variables) ?? .null
                if case .array = partition {
                    throw .typeMismatch("Cannot 'partitionBy' an expression of type array")
                }
                // Partition values only group and order the documents: their comparable forms.
                partitions.append(collator?.comparable(partition) ?? partition)
            }
            if let sortSpecification { sortKeys.append(try sortSpecification.checkedSortKey(for: document)) }
            for (output, operand) in operandExpressions.enumerated() {
                guard let operand else { continue }
                do throws(DocStreamError) {
                    operands[output].append(try operand.evaluate(document, variables: variables))
                } catch {
                    operands[output].append(nil)
                    operandFailures[output][position] = error
                }
            }
        }
        let (order, partitionNumbers) =
            partitionBy == nil && sortBy == nil ? (Array(input.indices), nil) : try sortedOrder(partitions: partitions, sortKeys: sortKeys)
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
            for (output, (_, function)) in outputs.enumerated() {
                guard operandExpressions[output] != nil else {
                    values.append(try function.values(in: partition))
                    continue
                }
                let failures = operandFailures[output]
                if !failures.isEmpty, let failed = members.first(where: { failures[$0] != nil }) {
                    throw failures[failed]!
                }
                let inputs = operands[output]
                values.append(try function.values(in: partition.with(operands: members.map { inputs[$0] })))
            }
            // Each document is read once more, to be written with its outputs: the documents a
            // few places ahead are asked of the caches meanwhile.
            for (index, position) in members.enumerated() {
                DocumentPrefetch.ahead(of: index, slots: members, in: input)
                var document = input[position]
                for (output, path) in paths.enumerated() {
                    document = document.settingNestedValue(values[output][index], at: path[...])
                }
                guard try downstream.accept(document) else { return }
            }
            start = end
        }
    }

    /// The input's positions in partition order (`partitions`, one per document, or none
    /// without partitionBy), then sortBy order (`sortKeys`, likewise), then input order. When
    /// every partition value and sort key has a byte form (equal values have equal bytes),
    /// each document gets its partition's number, the positions are dealt to their partitions
    /// in input order (the partitions ordered by their values, few beside the documents), and
    /// only a partition whose sort keys do not already ascend in input order is sorted: input
    /// read in sortBy order (a collection by `_id`, a `$sort` before) sorts nothing. The sorts
    /// stop when the command is interrupted, checking between runs of comparisons.
    private func sortedOrder(partitions: [BSONValue], sortKeys: [SortKey]) throws(DocStreamError) -> (order: [Int], partitionNumbers: [Int32]?) {
        let count = max(partitions.count, sortKeys.count)
        let check = OperationInterruption.currentCheck()
        if let (numbers, keys) = numberedPartitions(partitions), sortKeys.allSatisfy({ $0.encoded != nil }) {
            // Where each partition's positions start in the order, the partitions by value.
            var starts = [0, count]
            var order = Array(0..<count)
            if !numbers.isEmpty {
                let places = keys.indices.sorted { OrderedKey.compare(keys[$0], keys[$1]) < 0 }
                var rank = [Int](repeating: 0, count: keys.count)
                for (place, number) in places.enumerated() { rank[number] = place }
                starts = [Int](repeating: 0, count: keys.count + 1)
                for number in numbers { starts[rank[Int(number)] + 1] += 1 }
                for place in keys.indices { starts[place + 1] += starts[place] }
                var next = starts
                for (position, number) in numbers.enumerated() {
                    let place = rank[Int(number)]
                    order[next[place]] = position
                    next[place] += 1
                }
            }
            if !sortKeys.isEmpty {
                for place in starts.indices.dropLast() { try sortBySortKey(starts[place]..<starts[place + 1], of: &order, sortKeys, checking: check) }
            }
            return (order, numbers.isEmpty ? nil : numbers)
        }
        let order = sortBy?.specification
        let sorted = try partitions.withUnsafeBufferPointer { (partitions) throws(DocStreamError) in
            try sortKeys.withUnsafeBufferPointer { (sortKeys) throws(DocStreamError) in
                try (0..<count).sorted(
                    by: { lhs, rhs in
                        if !partitions.isEmpty {
                            let partitionOrder = BSONValue.compare(partitions[lhs], partitions[rhs])
                            if partitionOrder != 0 { return partitionOrder < 0 }
                        }
                        if let order, !sortKeys.isEmpty {
                            let keyOrder = order.compare(sortKeys[lhs], sortKeys[rhs])
                            if keyOrder != 0 { return keyOrder < 0 }
                        }
                        return lhs < rhs
                    }, checking: check)
            }
        }
        return (sorted, nil)
    }

    /// Each document's partition number and each number's partition key (in order of first
    /// appearance), none without partitionBy; nil when a value has no byte form.
    private func numberedPartitions(_ partitions: [BSONValue]) -> (numbers: [Int32], keys: [OrderedKey])? {
        var numbers: [Int32] = []
        numbers.reserveCapacity(partitions.count)
        var keys: [OrderedKey] = []
        var numbering: [OrderedKey: Int32] = [:]
        // One key rebuilt for each document: only a partition seen for the first time keeps it.
        var key = OrderedKey()
        for partition in partitions {
            key.removeAll()
            guard key.append(partition, descending: false) else { return nil }
            if let number = numbering[key] {
                numbers.append(number)
            } else {
                let number = Int32(keys.count)
                numbering[key] = number
                keys.append(key)
                numbers.append(number)
            }
        }
        return (numbers, keys)
    }

    /// Puts the positions of one partition (`range` of `order`, in input order) in sortBy
    /// order, ties in input order; positions whose encoded sort keys already ascend stay.
    private func sortBySortKey(
        _ range: Range<Int>, of order: inout [Int], _ sortKeys: [SortKey], checking check: () throws(DocStreamError) -> Void
    ) throws(DocStreamError) {
        // The prefixes decide most comparisons, read without copying the keys.
        let ascending = sortKeys.withUnsafeBufferPointer { keys in
            range.dropFirst().allSatisfy { position in
                let (lhs, rhs) = (order[position - 1], order[position])
                let (lhsPrefix, rhsPrefix) = (keys[lhs].encoded!.prefix, keys[rhs].encoded!.prefix)
                return lhsPrefix != rhsPrefix ? lhsPrefix < rhsPrefix : OrderedKey.compare(keys[lhs].encoded!, keys[rhs].encoded!) <= 0
            }
        }
        guard !ascending else { return }
        let members = Array(order[range])
        let sorted = try OrderedKey.stableOrder(count: members.count, of: { sortKeys[members[$0]].encoded! }, checking: check)
        for (offset, member) in sorted.enumerated() { order[range.lowerBound + offset] = members[member] }
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
