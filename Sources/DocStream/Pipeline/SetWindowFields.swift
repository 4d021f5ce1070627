import DocStreamBSON

/// `{$setWindowFields: {partitionBy?, sortBy?, output: {field: {<window function>, window?}}}}`:
/// each document gets the output fields, computed over its partition (documents with the
/// same `partitionBy` value, missing counting as null) in `sortBy` order. As MongoDB desugars
/// the stage into a $sort on the partition key and sortBy, results come partition by
/// partition, each in sortBy order; ties keep their input order.
struct SetWindowFieldsStage: WholeInputStage {
    private let partitionBy: AggregationExpression?
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
        var entries: [(partition: BSONValue, key: SortKey?, document: Document)] = []
        entries.reserveCapacity(input.count)
        for document in input {
            var partition = BSONValue.null
            if let partitionBy {
                partition = try partitionBy.evaluate(document, variables: variables) ?? .null
                if case .array = partition {
                    throw .typeMismatch("Cannot 'partitionBy' an expression of type array")
                }
            }
            entries.append((partition, try sortBy?.specification.checkedSortKey(for: document), document))
        }
        if partitionBy != nil || sortBy != nil {
            let order = sortBy?.specification
            // Swift's sort is not stable; the input position breaks ties.
            let sorted = entries.indices.sorted { lhs, rhs in
                let partitionOrder = BSONValue.compare(entries[lhs].partition, entries[rhs].partition)
                if partitionOrder != 0 { return partitionOrder < 0 }
                if let order, let left = entries[lhs].key, let right = entries[rhs].key {
                    let keyOrder = order.compare(left, right)
                    if keyOrder != 0 { return keyOrder < 0 }
                }
                return lhs < rhs
            }
            entries = sorted.map { entries[$0] }
        }
        var start = 0
        while start < entries.count {
            var end = start + 1
            while end < entries.count, BSONValue.compare(entries[end].partition, entries[start].partition) == 0 { end += 1 }
            let members = entries[start..<end]
            let partition = WindowPartition(documents: members.map(\.document), sortKeys: members.compactMap(\.key), variables: variables)
            var documents = partition.documents
            for (path, function) in outputs {
                let values = try function.values(in: partition)
                for index in documents.indices {
                    documents[index] = documents[index].settingNestedValue(values[index], at: path[...])
                }
            }
            for document in documents {
                guard try downstream.accept(document) else { return }
            }
            start = end
        }
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
