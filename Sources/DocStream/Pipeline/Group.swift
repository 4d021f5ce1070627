import DocStreamBSON

/// `{$group: {_id: <expression>, field: {<accumulator>: <expression>}, ...}}`: one document
/// per distinct `_id` value (compared with MongoDB equality; missing is null), with each
/// accumulator's result. MongoDB gives no output order; this emits groups in first-seen order.
/// Under a collation, keys whose strings the collation equates are one group, whose `_id` is
/// the first key seen.
struct GroupStage: PartialStage {
    private let key: AggregationExpression
    private let collator = Collator.inEffect
    private let accumulators: [(field: String, accumulator: Accumulator)]
    private let bytePlan: GroupBytePlan?
    /// The same group computed from field columns, for the shapes `ColumnarGroup` takes.
    let columnar: ColumnarGroup?
    /// The `_id` and accumulator specifications, for groups computed from other columns.
    private let specifications: (key: BSONValue, accumulators: [(field: String, specification: BSONValue)])

    /// document_source_group.cpp / group_from_first_document parsing, with its codes.
    init(_ argument: BSONValue) throws(DocStreamError) {
        guard let specification = argument.documentValue else {
            throw DocStreamError(.location(15947), "a group's fields must be specified in an object")
        }
        var key: (expression: AggregationExpression, specification: BSONValue)?
        var accumulators: [(field: String, accumulator: Accumulator)] = []
        var specifications: [BSONValue] = []
        for (field, value) in specification {
            if field == "_id" {
                key = (try AggregationExpression(value), value)
                continue
            }
            accumulators.append((field, try AccumulatorFields.compile(field: field, value)))
            specifications.append(value)
        }
        guard let key else {
            throw DocStreamError(.location(15955), "a group specification must include an _id")
        }
        self.key = key.expression
        self.accumulators = accumulators
        // Keys read in place compare strings by their bytes; the columns' groups take the collation.
        bytePlan = collator == nil ? GroupBytePlan(key: key.specification, accumulators: specifications) : nil
        self.specifications = (key.specification, zip(accumulators, specifications).map { ($0.field, $1) })
        columnar = ColumnarGroup(key: key.specification, accumulators: self.specifications.accumulators, collator: collator)
    }

    /// The group computed from columns `column` names for each field path it reads
    /// (`ColumnarGroup`); nil for shapes it does not take.
    func columnar(readingColumns column: (Substring) -> String?) -> ColumnarGroup? {
        ColumnarGroup(key: specifications.key, accumulators: specifications.accumulators, collator: collator, column: column)
    }

    func makeSink(feeding downstream: any DocumentSink, context: PipelineContext) -> any DocumentSink {
        GroupSink(key: key, accumulators: accumulators, bytePlan: bytePlan, collator: collator, variables: context.variables, downstream: downstream)
    }

    /// When the accumulators are those read in place, whose states merge exactly ($sum, $avg,
    /// $min, $max, $first, $last).
    var mergesPartials: Bool { bytePlan != nil }

    /// A sink that groups one part of the input.
    func makePartialSink(context: PipelineContext) -> any DocumentSink {
        GroupSink(key: key, accumulators: accumulators, bytePlan: bytePlan, collator: collator, variables: context.variables, downstream: nil)
    }
}

private final class GroupSink: DocumentSink, UnwoundDocumentsSink, PartialMerging {
    let key: AggregationExpression
    let accumulators: [(field: String, accumulator: Accumulator)]
    let bytePlan: GroupBytePlan?
    /// The collation keys compare under: the table holds their comparable forms.
    let collator: Collator?
    let variables: ExpressionVariables
    /// Nil for a partial sink, whose groups are merged rather than emitted.
    let downstream: (any DocumentSink)?
    private var table = GroupKeyTable()
    /// Each group's `_id`, in first-seen order.
    private var keys: [BSONValue] = []
    /// Each group's accumulator states, one after the other: group g's are at
    /// g * accumulators.count ..< (g + 1) * accumulators.count.
    private var states: [any AccumulatorState] = []

    init(
        key: AggregationExpression, accumulators: [(field: String, accumulator: Accumulator)], bytePlan: GroupBytePlan?,
        collator: Collator?, variables: ExpressionVariables, downstream: (any DocumentSink)?
    ) {
        self.key = key
        self.accumulators = accumulators
        self.bytePlan = bytePlan
        self.collator = collator
        self.variables = variables
        self.downstream = downstream
    }

    func accept(_ document: consuming Document) throws(DocStreamError) -> Bool {
        if let bytePlan, try accept(document, reading: bytePlan) { return true }
        let value = try key.evaluate(document, variables: variables) ?? .null
        // The key in byte form, as the table holds keys: encoded once, as the only field of a document.
        let index = try Document([("", collator?.comparable(value) ?? value)]).withRawBytes { bytes throws(DocStreamError) in
            var walker = RawDocumentWalker(document: bytes)
            return try group(of: walker.next()!.value, decoded: value)
        }
        let first = index * accumulators.count
        for position in accumulators.indices {
            try states[first + position].add(try accumulators[position].accumulator.argument.evaluate(document, variables: variables))
        }
        return true
    }

    /// Groups `document` reading its key and arguments in place; false, having done nothing,
    /// when a path meets an array or the key is an array (the expressions then do the work).
    private func accept(_ document: Document, reading plan: GroupBytePlan) throws(DocStreamError) -> Bool {
        try document.withRawBytes { bytes throws(DocStreamError) in
            try plan.names.pick(in: bytes) { fields throws(DocStreamError) in
                guard plan.readsInPlace(fields) else { return false }
                try add(fields, plan)
                return true
            }
        }
    }

    /// Adds the document whose picked fields are `fields`, which `plan.readsInPlace`.
    private func add(_ fields: UnsafeMutableBufferPointer<RawValue?>, _ plan: GroupBytePlan) throws(DocStreamError) {
        // A missing key groups as null.
        let first = try group(of: plan.key.value(in: fields)! ?? RawValue.null, decoded: nil) * plan.arguments.count
        for (position, argument) in plan.arguments.enumerated() {
            let value: BSONValue? =
                switch argument {
                case .constant(let constant): constant
                case .path(let path): path.value(in: fields)!?.decoded
                }
            try states[first + position].add(value)
        }
    }

    /// The index of `key`'s group, made (with `decoded`, or the key decoded, as its `_id`) when new.
    private func group(of key: RawValue, decoded: BSONValue?) throws(DocStreamError) -> Int {
        let hash = GroupKeyTable.hash(key)
        if let index = table.index(of: key, hash: hash) { return index }
        let value = decoded ?? key.decoded
        var made: [any AccumulatorState] = []
        for (_, accumulator) in accumulators {
            made.append(try accumulator.makeState(groupKey: value, variables: variables))
        }
        states.append(contentsOf: made)
        keys.append(value)
        return table.append(key, hash: hash)
    }

    /// Groups the documents `{$unwind: {path: "$field", includeArrayIndex: indexField}}` makes
    /// from `document`, reading each element in place instead of building each document: the
    /// unwound documents are `document` with `field` set to the element and `indexField` to its
    /// index (an int64), which is what the plan's paths read. False, having done nothing, when
    /// the field holds no array or some element is not read in place (see `readsInPlace`).
    func acceptUnwinding(_ document: Document, field: String, indexField: String?) throws(DocStreamError) -> Bool {
        guard let plan = bytePlan, field != indexField, let unwound = plan.fieldNames.firstIndex(of: field) else { return false }
        let index = indexField.flatMap { plan.fieldNames.firstIndex(of: $0) }
        return try document.withRawBytes { bytes throws(DocStreamError) in
            try plan.names.pick(in: bytes) { fields throws(DocStreamError) in
                guard let array = fields[unwound], array.isArray else { return false }
                // Every element is checked before any is grouped. The index is a number, which
                // never stops a path from being read in place.
                var elements = RawDocumentWalker(document: array.bytes)
                while let element = elements.next() {
                    fields[unwound] = element.value
                    guard plan.readsInPlace(fields) else { return false }
                }
                // The index's bytes, in a slot that outlives every read of `fields` below.
                try withUnsafeTemporaryAllocation(of: Int64.self, capacity: 1) { slot throws(DocStreamError) in
                    slot.initialize(repeating: 0)
                    var position: Int64 = 0
                    elements = RawDocumentWalker(document: array.bytes)
                    while let element = elements.next() {
                        fields[unwound] = element.value
                        if let index {
                            slot[0] = position.littleEndian
                            fields[index] = RawValue(typeByte: BSONType.int64.rawValue, bytes: UnsafeRawBufferPointer(slot))
                        }
                        try add(fields, plan)
                        position += 1
                    }
                }
                return true
            }
        }
    }

    func merge(_ partial: any DocumentSink) throws(DocStreamError) {
        let partial = partial as! GroupSink
        let width = accumulators.count
        for (index, key) in partial.keys.enumerated() {
            let found = partial.table.withKey(at: index) { stored in Result { () throws(DocStreamError) in try group(of: stored, decoded: key) } }
            let first = try found.get() * width
            for position in 0..<width {
                // `mergesPartials` admits only accumulators whose states merge.
                var state = states[first + position] as! any MergeableAccumulatorState
                state.merge(later: partial.states[index * width + position])
                states[first + position] = state
            }
        }
    }

    func finish() throws(DocStreamError) {
        guard let downstream else { return }
        for (index, key) in keys.enumerated() {
            var fields: [(String, BSONValue)] = [("_id", key)]
            for (position, accumulator) in accumulators.enumerated() {
                fields.append((accumulator.field, states[index * accumulators.count + position].result))
            }
            guard try downstream.accept(Document(fields)) else { break }
        }
        try downstream.finish()
    }
}
