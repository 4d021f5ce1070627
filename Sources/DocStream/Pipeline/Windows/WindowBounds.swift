import DocStreamBSON

/// The `window` of a window function (window_bounds.cpp): `{documents: [lower, upper]}`,
/// positions relative to the current document, or `{range: [lower, upper], unit?}`, values
/// relative to the current document's sortBy value. Bounds are inclusive; "unbounded" is the
/// partition's end and "current" the current document, in both kinds.
struct WindowBounds: Sendable {
    enum Bound: Sendable {
        case unbounded
        case current
        /// An int32 for documents; a number (an integer with a unit) for ranges.
        case offset(BSONValue)
    }

    enum Kind: Sendable {
        case documents
        /// A range over the single sortBy field: numbers, or dates stepped by `unit`.
        case range(unit: DateUnit?, sortValue: AggregationExpression)
    }

    let kind: Kind
    let lower: Bound
    let upper: Bound

    /// The default window: the whole partition.
    static let unbounded = WindowBounds(kind: .documents, lower: .unbounded, upper: .unbounded)

    init(kind: Kind, lower: Bound, upper: Bound) {
        self.kind = kind
        self.lower = lower
        self.upper = upper
    }

    /// WindowBounds::parse, with its FailedToParse messages and numbered codes.
    init(_ window: BSONValue, sortBy: WindowSortBy?) throws(DocStreamError) {
        guard let specification = window.documentValue else { throw .failedToParse("'window' field must be an object") }
        let documents = specification["documents"]
        let range = specification["range"]
        let unit = specification["unit"]
        guard documents == nil || range == nil else {
            throw .failedToParse("Window bounds can specify either 'documents' or 'unit', not both.")
        }
        guard range != nil || unit == nil else {
            throw .failedToParse("Window bounds can only specify 'unit' with range-based bounds.")
        }
        if let documents {
            guard specification.count == 1 else { throw .failedToParse("'window' field that specifies documents cannot have other fields") }
            let (lower, upper) = try Self.parseBounds(documents) { (value) throws(DocStreamError) in
                guard let offset = ExpressionCompiler.int32(value) else {
                    throw .failedToParse("Numeric document-based bounds must be an integer")
                }
                return .int32(offset)
            }
            self.init(kind: .documents, lower: lower, upper: upper)
            if case .unbounded = lower, case .unbounded = upper { return }
            guard sortBy != nil else { throw DocStreamError(.location(5339901), "Document-based bounds require a sortBy") }
            return
        }
        guard let range else {
            guard specification.isEmpty else {
                throw .failedToParse("'window' field can only contain 'documents' as the only argument or 'range' with an optional 'unit' field")
            }
            self = .unbounded
            return
        }
        var dateUnit: DateUnit?
        let lower: Bound
        let upper: Bound
        if let unit {
            guard specification.count == 2 else { throw .failedToParse("'window' field that specifies unit cannot have other fields besides 'range'") }
            guard let unitName = unit.stringValue else { throw .failedToParse("'unit' must be a string") }
            (lower, upper) = try Self.parseBounds(range) { (value) throws(DocStreamError) in
                guard ExpressionCompiler.int32(value) != nil else {
                    throw .failedToParse("With 'unit', range-based bounds must be an integer")
                }
                return value
            }
            dateUnit = try Self.parseUnit(unitName)
        } else {
            guard specification.count == 1 else { throw .failedToParse("'window' field that specifies range cannot have other fields besides 'unit'") }
            (lower, upper) = try Self.parseBounds(range) { (value) throws(DocStreamError) in
                guard value.isNumber else { throw .failedToParse("Range-based bounds expression must be a number") }
                return value
            }
        }
        guard let sortBy, let sortValue = sortBy.singleFieldValue else {
            throw DocStreamError(.location(5339902), "Range-based bounds require sortBy a single field")
        }
        guard sortBy.fields[0].isAscending else {
            throw DocStreamError(.location(8947401), "Range-based bounds require an ascending sortBy")
        }
        self.init(kind: .range(unit: dateUnit, sortValue: sortValue), lower: lower, upper: upper)
    }

    /// A time unit name (parseTimeUnit).
    static func parseUnit(_ name: String) throws(DocStreamError) -> DateUnit {
        guard let unit = DateUnit(rawValue: name) else { throw .failedToParse("unknown time unit value: \(name)") }
        return unit
    }

    /// `[lower, upper]`: "unbounded", "current" or a constant that `number` accepts; lower
    /// must not exceed upper, "current" counting as 0 (checkBoundsForward, 5339900).
    private static func parseBounds(
        _ value: BSONValue, number: (BSONValue) throws(DocStreamError) -> BSONValue
    ) throws(DocStreamError) -> (Bound, Bound) {
        guard case .array(let elements) = value, elements.count == 2 else {
            throw .failedToParse("Window bounds must be a 2-element array: \(value.extendedJSON(.relaxed))")
        }
        var bounds: [Bound] = []
        for element in elements {
            if case .string(let text) = element {
                switch text {
                case "unbounded": bounds.append(.unbounded)
                case "current": bounds.append(.current)
                default: throw .failedToParse("Window bounds must be 'unbounded', 'current', or a number.")
                }
                continue
            }
            guard let constant = try WindowFunctions.constant(element) else {
                throw .failedToParse("Window bounds expression must be a constant.")
            }
            bounds.append(.offset(try number(constant)))
        }
        func numeric(_ bound: Bound) -> BSONValue? {
            switch bound {
            case .unbounded: nil
            case .current: .int32(0)
            case .offset(let value): value
            }
        }
        if let lower = numeric(bounds[0]), let upper = numeric(bounds[1]), BSONValue.compare(lower, upper) > 0 {
            throw DocStreamError(
                .location(5339900), "Lower bound must not exceed upper bound: [\(lower.extendedJSON(.relaxed)), \(upper.extendedJSON(.relaxed))]")
        }
        return (bounds[0], bounds[1])
    }

    // MARK: Windows of a partition

    /// Each document's window as positions in the partition; empty when no document falls in it.
    func windows(in partition: WindowPartition) throws(DocStreamError) -> [Range<Int>] {
        switch kind {
        case .documents: documentWindows(count: partition.count)
        case .range(let unit, let sortValue): try rangeWindows(keys: try Self.rangeKeys(partition.evaluate(sortValue), unit: unit), unit: unit)
        }
    }

    private func documentWindows(count: Int) -> [Range<Int>] {
        func position(_ bound: Bound, from current: Int, unbounded: Int) -> Int {
            switch bound {
            case .unbounded: unbounded
            case .current: current
            case .offset(let offset): current + Int(offset.integerValue ?? 0)
            }
        }
        return (0..<count).map { current in
            let first = max(position(lower, from: current, unbounded: 0), 0)
            let last = min(position(upper, from: current, unbounded: count - 1), count - 1)
            return first <= last ? first..<(last + 1) : current..<current
        }
    }

    /// The sortBy values a range can measure: numbers, or dates with a unit
    /// (PartitionIterator::getEndpointsRangeBased's 5429513, 5429413, 5429414).
    private static func rangeKeys(_ values: [BSONValue?], unit: DateUnit?) throws(DocStreamError) -> [BSONValue] {
        var keys: [BSONValue] = []
        keys.reserveCapacity(values.count)
        for value in values {
            let type = ExpressionCompiler.typeName(value)
            if unit != nil {
                guard let value, value.type == .datetime else {
                    throw DocStreamError(.location(5429513), "Invalid range: Expected the sortBy field to be a Date, but it was \(type)")
                }
                keys.append(value)
            } else {
                guard value?.type != .datetime else {
                    throw DocStreamError(.location(5429413), "Invalid range: For windows that involve date or time ranges, a unit must be provided.")
                }
                guard let value, value.isNumber else {
                    throw DocStreamError(.location(5429414), "Invalid range: Expected the sortBy field to be a number, but it was \(type)")
                }
                keys.append(value)
            }
        }
        return keys
    }

    /// The keys ascend (the partition is sorted by them), so each end is a binary search.
    private func rangeWindows(keys: [BSONValue], unit: DateUnit?) throws(DocStreamError) -> [Range<Int>] {
        var windows: [Range<Int>] = []
        windows.reserveCapacity(keys.count)
        for current in keys.indices {
            let first: Int
            switch lower {
            case .unbounded: first = 0
            case .current: first = current
            case .offset(let delta):
                let threshold = try Self.adding(delta, to: keys[current], unit: unit)
                first = Self.partitionPoint(keys) { BSONValue.compare($0, threshold) < 0 }
            }
            let end: Int
            switch upper {
            case .unbounded: end = keys.count
            case .current: end = current + 1
            case .offset(let delta):
                let threshold = try Self.adding(delta, to: keys[current], unit: unit)
                end = Self.partitionPoint(keys) { BSONValue.compare($0, threshold) <= 0 }
            }
            windows.append(first < end ? first..<end : current..<current)
        }
        return windows
    }

    /// `base + delta`: dates move by `unit` (dateAdd), numbers add as decimals, as MongoDB
    /// widens them to pick a window's documents.
    private static func adding(_ delta: BSONValue, to base: BSONValue, unit: DateUnit?) throws(DocStreamError) -> BSONValue {
        if let unit, case .datetime(let date) = base {
            return .datetime(try DateArithmetic.adding(delta.integerValue ?? 0, unit, to: date))
        }
        return .decimal128((Decimal128(numeric: base) ?? .nan).adding(Decimal128(numeric: delta) ?? .nan))
    }

    /// The first index whose key fails `isBefore` (keys where it holds all come first).
    private static func partitionPoint(_ keys: [BSONValue], _ isBefore: (BSONValue) -> Bool) -> Int {
        var low = 0
        var high = keys.count
        while low < high {
            let middle = (low + high) / 2
            if isBefore(keys[middle]) { low = middle + 1 } else { high = middle }
        }
        return low
    }
}
