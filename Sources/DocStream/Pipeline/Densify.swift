import DocStreamBSON

/// `{$densify: {field, partitionByFields?, range: {step, unit?, bounds}}}`: adds a document
/// `{<partition fields>, field: value}` for each step value a partition lacks
/// (document_source_densify.cpp). Steps start at the lower bound: the explicit `[lower, upper)`
/// (upper excluded), the whole input's `"full"` range or each partition's own `"partition"`
/// range (both ends included). Documents whose field is null or missing pass unchanged.
/// Output is grouped by partition, each in field order; MongoDB promises no order.
struct DensifyStage: WholeInputStage {
    private enum Bounds {
        case full, partition
        case explicit(lower: BSONValue, upper: BSONValue)
    }

    private let field: [String]
    private let partitionFields: [[String]]
    private let step: BSONValue
    private let unit: DateUnit?
    private let bounds: Bounds
    /// The collation partition keys are equal under (the command's, when compiled).
    private let collator = Collator.inEffect

    /// MongoDB's generated-document limit (internalQueryMaxAllowedDensifyDocs).
    private static let maximumGenerated = 500_000

    init(_ argument: BSONValue) throws(DocStreamError) {
        guard let specification = argument.documentValue else {
            throw .failedToParse("The $densify stage specification must be an object, found \(argument.type.alias)")
        }
        let arguments = try Self.arguments.read(specification)
        partitionFields = try (arguments.strings("partitionByFields") ?? []).map { (path) throws(DocStreamError) in try Self.path(path) }
        let range = try Self.rangeArguments.read(arguments.document("range")!)
        let (step, unitName, bounds) = (range["step"]!, range.string("unit"), range["bounds"]!)
        // RangeStatement::parse, in its order.
        guard step.isNumber, BSONValue.compare(step, .int32(0)) > 0 else {
            throw DocStreamError(.location(5733401), "The step parameter in a range statement must be a strictly positive numeric value")
        }
        var unit: DateUnit?
        if let unitName {
            guard step.isMongoEqual(to: .int64(step.saturatingInteger(in: Int64.min...Int64.max) ?? 0)) else {
                throw DocStreamError(.location(6586400), "The step parameter in a range statement must be a whole number when densifying a date range")
            }
            unit = try WindowBounds.parseUnit(unitName)
        }
        field = try Self.path(arguments.string("field")!)
        self.step = step
        self.unit = unit
        self.bounds = try Self.parseBounds(bounds, step: step, unit: unit)
        if case .partition = self.bounds, partitionFields.isEmpty {
            throw DocStreamError(
                .location(5733408),
                "One cannot specify the bounds as 'partition' without specifying a non-empty array of partitionByFields. You may have meant to specify 'full' bounds."
            )
        }
    }

    private static func parseBounds(_ bounds: BSONValue, step: BSONValue, unit: DateUnit?) throws(DocStreamError) -> Bounds {
        switch bounds {
        case .array(let pair):
            guard pair.count == 2 else {
                throw DocStreamError(.location(5733403), "A bounding array in a range statement must have exactly two elements")
            }
            let (lower, upper) = (pair[0], pair[1])
            guard BSONValue.compare(lower, upper) <= 0 else {
                throw DocStreamError(.location(5733402), "A bounding array must be an ascending array of either two dates or two numbers")
            }
            if lower.isNumber {
                guard unit == nil else { throw DocStreamError(.location(5733409), "Numeric bounds may not have unit parameter") }
                guard upper.isNumber else {
                    throw DocStreamError(.location(5733406), "A bounding array must contain either both dates or both numeric types")
                }
                guard lower.type == upper.type, lower.type == step.type else {
                    throw DocStreamError(.location(5876900), "Upper bound, lower bound, and step must all have the same type")
                }
            } else if lower.type == .datetime {
                guard upper.type == .datetime else {
                    throw DocStreamError(.location(5733405), "A bounding array must contain either both dates or both numeric types")
                }
                guard unit != nil else { throw DocStreamError(.location(5733410), "A bounding array of dates must specify a unit") }
            } else {
                throw DocStreamError(.location(5946800), "Explicit bounds must be numeric or dates")
            }
            return .explicit(lower: lower, upper: upper)
        case .string("full"):
            return .full
        case .string("partition"):
            return .partition
        case .string:
            throw DocStreamError(.location(5946802), "Bounds string must either be 'full' or 'partition'")
        default:
            throw DocStreamError(
                .location(5733404), "The bounds in a range statement must be the string 'full', 'partition', or an ascending array of two numbers or two dates")
        }
    }

    private static func path(_ text: String) throws(DocStreamError) -> [String] {
        let components = try FieldPath(text).components
        for component in components { try FieldPathExpression.validateFieldName(component) }
        return components
    }

    /// document_source_densify.idl's DensifySpec and RangeSpec.
    private static let arguments = ArgumentReader(
        errors: .idl("$densify"),
        fields: [
            .required("field", .string), .optional("partitionByFields", .strings), .required("range", .object),
        ])
    private static let rangeArguments = ArgumentReader(
        errors: .idl("$densify.range"),
        fields: [
            .required("step"), .optional("unit", .string), .required("bounds"),
        ])

    // MARK: Densifying

    /// One partition's documents with their field values, in field order.
    private struct Partition {
        let key: Document
        var members: [(value: BSONValue, document: Document)] = []
    }

    func emit(_ input: [Document], variables: ExpressionVariables, into downstream: any DocumentSink) throws(DocStreamError) {
        var unchanged: [Document] = []
        var partitions: [Partition] = []
        var partitionIndex: [MongoEqualityKey: Int] = [:]
        for document in input {
            let fieldValue = document.nestedValue(at: field[...])
            guard !fieldValue.isNullish, let value = fieldValue else {
                unchanged.append(document)
                continue
            }
            try checkType(value)
            // The partition key as MongoDB's {a: "$a", ...} expression builds it.
            var key = Document()
            for path in partitionFields {
                if let part = document.nestedValue(at: path[...]) { key = key.settingNestedValue(part, at: path[...]) }
            }
            let index: Int
            let partitionKey = Collator.equalityKey(.document(key), under: collator)
            if let existing = partitionIndex[partitionKey] {
                index = existing
            } else {
                index = partitions.count
                partitionIndex[partitionKey] = index
                partitions.append(Partition(key: key))
            }
            partitions[index].members.append((value, document))
        }
        for index in partitions.indices {
            // Stable: equal values keep their input order.
            partitions[index].members = partitions[index].members.enumerated()
                .sorted { lhs, rhs in
                    let order = BSONValue.compare(lhs.element.value, rhs.element.value)
                    return order != 0 ? order < 0 : lhs.offset < rhs.offset
                }
                .map(\.element)
        }
        // Without documents to densify, an explicit range is still filled (densifyExplicitRangeAfterEOF).
        if partitions.isEmpty, partitionFields.isEmpty, case .explicit = bounds { partitions.append(Partition(key: Document())) }
        partitions.sort { BSONValue.compare(.document($0.key), .document($1.key)) < 0 }
        let values = partitions.flatMap { $0.members.map(\.value) }
        let globalRange = values.min { BSONValue.compare($0, $1) < 0 }.flatMap { min in
            values.max { BSONValue.compare($0, $1) < 0 }.map { (min, $0) }
        }
        for document in unchanged {
            guard try downstream.accept(document) else { return }
        }
        var generated = 0
        for partition in partitions {
            let range: StepRange?
            switch bounds {
            case .explicit(let lower, let upper): range = StepRange(start: lower, end: upper, includesEnd: false)
            case .full: range = globalRange.map { StepRange(start: $0.0, end: $0.1, includesEnd: true) }
            case .partition:
                range = partition.members.first.flatMap { first in
                    partition.members.last.map { StepRange(start: first.value, end: $0.value, includesEnd: true) }
                }
            }
            guard try emit(partition, stepping: range, generated: &generated, into: downstream) else { return }
        }
    }

    /// Where a partition's step values run: from `start` up to `end`.
    private struct StepRange {
        let start: BSONValue
        let end: BSONValue
        let includesEnd: Bool

        func contains(_ value: BSONValue) -> Bool {
            let order = BSONValue.compare(value, end)
            return includesEnd ? order <= 0 : order < 0
        }
    }

    /// The partition's documents merged, in field order, with documents for the step values
    /// they lack; false once downstream wants no more.
    private func emit(_ partition: Partition, stepping range: StepRange?, generated: inout Int, into downstream: any DocumentSink) throws(DocStreamError)
        -> Bool
    {
        var next = range?.start
        var memberIndex = 0
        while true {
            let member = memberIndex < partition.members.count ? partition.members[memberIndex] : nil
            if let value = next, range?.contains(value) == true {
                let order = member.map { BSONValue.compare($0.value, value) } ?? 1
                if order > 0 {
                    generated += 1
                    guard generated <= Self.maximumGenerated else {
                        throw DocStreamError(
                            .location(5897900), "Generated \(generated) documents in $densify, which is over the limit of \(Self.maximumGenerated).")
                    }
                    guard try downstream.accept(partition.key.settingNestedValue(value, at: field[...])) else { return false }
                    next = try advance(value)
                    continue
                }
                // A document on the step stands for its value.
                if order == 0 { next = try advance(value) }
            }
            guard let member else { return true }
            guard try downstream.accept(member.document) else { return false }
            memberIndex += 1
        }
    }

    /// The next step value; nil when the step no longer moves it (a double too large for it).
    private func advance(_ value: BSONValue) throws(DocStreamError) -> BSONValue? {
        let next: BSONValue?
        if let unit, case .datetime(let date) = value {
            next = .datetime(try DateArithmetic.adding(step.saturatingInteger(in: Int64.min...Int64.max) ?? 0, unit, to: date))
        } else {
            next = try WindowArithmetic.add(value, step)
        }
        guard let next, BSONValue.compare(next, value) > 0 else { return nil }
        return next
    }

    /// Numbers without a unit, dates with one (DensifyValue::getFromValue's 5733201; 6053600).
    private func checkType(_ value: BSONValue) throws(DocStreamError) {
        guard value.isNumber || value.type == .datetime else {
            throw DocStreamError(.location(5733201), "Densify field type must be numeric or a date")
        }
        if unit != nil, value.isNumber {
            throw DocStreamError(.location(6053600), "Encountered non-date value in collection when step has a date unit.")
        }
        if unit == nil, value.type == .datetime {
            throw DocStreamError(.location(6053600), "Encountered date value in collection when step does not have a date unit.")
        }
    }
}
