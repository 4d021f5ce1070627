import DocStreamBSON

/// The leading stages of an aggregation over a collection scan that its fields' columns
/// answer: a `$match` of tests of top-level fields, then a `$group` (`ColumnarGroup`) or a
/// `$sortByCount`, an `$unwind` of a top-level field and a `$group`, a `$lookup`, the
/// `$unwind` of its matches and a `$group` (`ColumnarJoin`), a `$sort` (`ColumnarSort`) on
/// top-level fields or a `$bucketAuto` of one, or any of them alone.
///
/// Reading a few fields of every document walks each document's bytes; the columns
/// (`FieldColumn`, kept by `ColumnCache` until the collection changes) hold those fields'
/// values side by side, so the scan reads only them. The first scan after a change builds the
/// columns it needs, in about the time of a scan, and later scans reuse them.
struct ColumnarScan {
    /// Below this many documents a scan is too short for columns to pay for themselves.
    static let minimumInput = 8192

    /// How many leading stages the scan answers.
    let stageCount: Int
    private let match: (filter: QueryFilter, tests: [RawFilter.FieldTest])?
    private let tail: Tail

    private enum Tail {
        case none
        /// The group's documents, sorted by `then` when given (a `$sortByCount`'s count).
        case group(ColumnarGroup, then: SortSpecification?)
        /// The group reads the unwound documents: `field` holds an element, `indexField` its index.
        case unwindGroup(field: String, indexField: String?, ColumnarGroup)
        /// A `$lookup`'s rows, unwound and grouped (`ColumnarJoin`).
        case join(ColumnarJoin)
        case sort(ColumnarSort)
        /// A `$bucketAuto` of a top-level field: the field's column sorts the documents and
        /// gives the keys; the documents are read only for outputs that read them.
        case bucketAuto(BucketAutoStage, field: String)
    }

    /// What the leading stages give.
    enum Output {
        /// The documents in these slots, in this order.
        case slots([Int])
        case documents([Document])
    }

    /// Nil when the pipeline does not start with stages of those shapes. Under a collation, a
    /// column's sort and `$bucketAuto` (which order strings by bytes) are not taken; its filter
    /// and groups apply the collation.
    init?(_ pipeline: Pipeline) {
        let stages = pipeline.stages
        let ordersByBytes = pipeline.collator == nil
        var position = 0
        if let match = stages.first?.stage as? MatchStage {
            guard let tests = match.filter.fieldConjunction else { return nil }
            self.match = (match.filter, tests)
            position = 1
        } else {
            match = nil
        }
        if position < stages.count, let group = (stages[position].stage as? GroupStage)?.columnar {
            tail = .group(group, then: nil)
            position += 1
        } else if position < stages.count, let sortByCount = (stages[position].stage as? SortByCountStage)?.columnar {
            tail = .group(sortByCount.group, then: sortByCount.sort)
            position += 1
        } else if position + 1 < stages.count, let unwind = (stages[position].stage as? UnwindStage)?.topLevelFields,
            let group = (stages[position + 1].stage as? GroupStage)?.columnar
        {
            tail = .unwindGroup(field: unwind.field, indexField: unwind.indexField, group)
            position += 2
        } else if position + 2 < stages.count, let lookup = stages[position].stage as? LookupStage,
            let unwind = stages[position + 1].stage as? UnwindStage, let group = stages[position + 2].stage as? GroupStage,
            let join = ColumnarJoin(lookup: lookup, unwind: unwind, group: group)
        {
            tail = .join(join)
            position += 3
        } else if ordersByBytes, position < stages.count, let sort = (stages[position].stage as? SortStage).flatMap(ColumnarSort.init) {
            tail = .sort(sort)
            position += 1
        } else if ordersByBytes, position < stages.count, let bucketAuto = stages[position].stage as? BucketAutoStage, let field = bucketAuto.columnField {
            tail = .bucketAuto(bucketAuto, field: field)
            position += 1
        } else {
            guard match != nil else { return nil }
            tail = .none
        }
        stageCount = position
    }

    /// The leading stages' output over `collection`; nil when its columns hold too many values
    /// only the documents decide on, and the stages had better run on the documents.
    /// `variables` are what a `$bucketAuto`'s outputs read; `foreign` gives a `$lookup`'s
    /// collection of the pipeline's database, nil when its columns cannot answer (a view, a
    /// collection too large to read, none).
    func run(
        over collection: CollectionData, variables: ExpressionVariables, foreign: (String) -> CollectionData?
    ) throws(DocStreamError) -> Output? {
        let testFields = match?.tests.map(\.field) ?? []
        let tailFields: [String] =
            switch tail {
            case .none: []
            case .group(let group, _): group.fieldNames
            case .unwindGroup(let field, let indexField, let group): group.fieldNames.filter { $0 != field && $0 != indexField }
            case .join(let join): join.localFieldNames
            case .sort(let sort): sort.fieldNames
            case .bucketAuto(_, let field): [field]
            }
        var names: [String] = []
        for name in testFields + tailFields where !names.contains(name) { names.append(name) }
        let columns = Dictionary(uniqueKeysWithValues: zip(names, collection.columnCache.columns(names, version: collection.version, slots: collection.slots)))
        let slots: [Int]
        if let match, !match.tests.isEmpty {
            guard let filter = ColumnarFilter(tests: match.tests, columns: testFields.map { columns[$0]! }, filter: match.filter) else { return nil }
            slots = try filter.matches(in: collection).map(\.slot)
        } else {
            slots = collection.occupiedSlots
        }
        switch tail {
        case .none:
            return .slots(slots)
        case .group(let group, let sort):
            guard let groups = try group.run(slots: slots, columns: group.fieldNames.map { columns[$0]! }) else { return nil }
            guard let sort else { return .documents(groups) }
            return .documents(try sort.stablySorted(groups.map { ($0, ()) }).map(\.document))
        case .unwindGroup(let field, let indexField, let group):
            guard let unwound = collection.columnCache.unwound(field, version: collection.version, slots: collection.slots) else { return nil }
            var selected = [Bool](repeating: false, count: collection.slots.count)
            for slot in slots { selected[slot] = true }
            let rows = unwound.rowSlots.indices.filter { selected[Int(unwound.rowSlots[$0])] }
            let rowColumns = group.fieldNames.map { name in
                switch name {
                case indexField: unwound.indexColumn
                case field: unwound.elements
                default: unwound.rowColumn(of: columns[name]!)
                }
            }
            return try group.run(slots: rows, columns: rowColumns).map(Output.documents)
        case .join(let join):
            guard let foreignCollection = foreign(join.from) else { return nil }
            return try join.run(slots: slots, columns: columns, foreign: foreignCollection).map(Output.documents)
        case .sort(let sort):
            return sort.run(slots: slots, columns: sort.fieldNames.map { columns[$0]! }).map(Output.slots)
        case .bucketAuto(let stage, let field):
            let column = columns[field]!
            if stage.outputsReadNoField {
                return try Self.bucketsByCount(stage, column: column, slots: slots, variables: variables).map(Output.documents)
            }
            // Ties keep natural order, as the stage's own stable sort keeps input order.
            guard let sorted = ColumnarSort([(field, true)], limit: nil)?.run(slots: slots, columns: [column]) else { return nil }
            let documents = collection.slots
            return .documents(
                try stage.buckets(
                    count: sorted.count, key: { column.value(at: sorted[$0]) ?? .null }, document: { documents[sorted[$0]]! },
                    prefetch: { DocumentPrefetch.ahead(of: $0, slots: sorted, in: documents) },
                    variables: variables))
        }
    }

    /// A `$bucketAuto` whose outputs read no field, from how many of `slots` hold each value of
    /// `column`: the distinct values in order, each counted, stand for the sorted documents
    /// (equal values never split between buckets). Nil when the column holds values only
    /// their documents order.
    private static func bucketsByCount(
        _ stage: BucketAutoStage, column: FieldColumn, slots: [Int], variables: ExpressionVariables
    ) throws(DocStreamError) -> [Document]? {
        guard let words = ColumnarSort.orderWords(of: column) else { return nil }
        // Each distinct value's count, first and last slot: equal values may differ in type
        // (1, 1.0), and a bucket's bounds are the values of the documents at its ends.
        var groupOfWord: [UInt64: Int] = [:]
        var counts: [Int] = []
        var firstSlots: [Int] = []
        var lastSlots: [Int] = []
        for slot in slots {
            if let group = groupOfWord[words[slot]] {
                counts[group] += 1
                lastSlots[group] = slot
            } else {
                groupOfWord[words[slot]] = counts.count
                counts.append(1)
                firstSlots.append(slot)
                lastSlots.append(slot)
            }
        }
        let order = counts.indices.sorted { words[firstSlots[$0]] < words[firstSlots[$1]] }
        // Where each group's documents end among the sorted positions.
        var ends: [Int] = []
        ends.reserveCapacity(order.count)
        for group in order { ends.append((ends.last ?? 0) + counts[group]) }
        let firstValues = order.map { column.value(at: firstSlots[$0]) ?? .null }
        let lastValues = order.map { column.value(at: lastSlots[$0]) ?? .null }
        func value(at position: Int) -> BSONValue {
            var low = 0
            var high = ends.count - 1
            while low < high {
                let middle = (low + high) / 2
                if ends[middle] > position { high = middle } else { low = middle + 1 }
            }
            return position == ends[low] - 1 ? lastValues[low] : firstValues[low]
        }
        return try stage.buckets(
            count: slots.count, key: value(at:), document: { _ in preconditionFailure("outputs that read no field read no document") },
            prefetch: { _ in }, variables: variables)
    }
}
