import DocStreamBSON

/// A `$group` by a top-level field (or by null) whose accumulators are `$count`, or `$sum`,
/// `$avg`, `$min`, `$max`, `$first` or `$last` of a top-level field or a number, computed from the fields'
/// columns: keys are told apart by their codes (each distinct string, boolean and null once;
/// numbers by value, with MongoDB equality), and each accumulator folds its values with the
/// states `GroupStage` uses, so results, types and group order (first seen) are the same.
struct ColumnarGroup: Sendable {
    enum Kind: Sendable {
        case sum, average, minimum, maximum, first, last
    }

    enum Argument: Sendable {
        case constant(BSONValue)
        case field(String)
    }

    /// Nil for `_id: null`, one group of everything.
    let keyField: String?
    let accumulators: [(field: String, kind: Kind, argument: Argument)]
    /// The collation keys and `$min`/`$max` compare strings under: strings it equates are one
    /// group, the first seen its `_id`.
    let collator: Collator?

    private static let kinds: [String: Kind] = [
        "$sum": .sum, "$avg": .average, "$min": .minimum, "$max": .maximum, "$first": .first, "$last": .last,
    ]

    /// `key`: the `_id` specification; `accumulators`: each field's specification, both already
    /// compiled (so valid). `column` names the column a field path (`"$a"`'s `a`) reads, nil
    /// when no column holds it: by default, a top-level field's own. Nil for any other shape.
    init?(
        key: BSONValue, accumulators: [(field: String, specification: BSONValue)], collator: Collator?,
        column: (Substring) -> String? = { $0.contains(".") ? nil : String($0) }
    ) {
        self.collator = collator
        func columnName(_ expression: BSONValue) -> String? {
            guard case .string(let text) = expression, text.hasPrefix("$"), !text.hasPrefix("$$") else { return nil }
            return column(text.dropFirst())
        }
        switch key {
        case .null: keyField = nil
        default:
            guard let name = columnName(key) else { return nil }
            keyField = name
        }
        var compiled: [(field: String, kind: Kind, argument: Argument)] = []
        for (field, specification) in accumulators {
            guard case .document(let operation) = specification, operation.count == 1, let (name, operand) = operation.elements.first else { return nil }
            // {$count: {}} is {$sum: 1} (CountAccumulator).
            if name == "$count" {
                compiled.append((field, .sum, .constant(.int32(1))))
                continue
            }
            guard let kind = Self.kinds[name] else { return nil }
            switch operand {
            case .int32, .int64, .double:
                compiled.append((field, kind, .constant(operand)))
            default:
                guard let argumentField = columnName(operand) else { return nil }
                compiled.append((field, kind, .field(argumentField)))
            }
        }
        self.accumulators = compiled
    }

    /// The fields the group reads.
    var fieldNames: [String] {
        var names: [String] = keyField.map { [$0] } ?? []
        for case (_, _, .field(let name)) in accumulators where !names.contains(name) { names.append(name) }
        return names
    }

    /// The groups of the documents in `slots` (natural order), reading `columns` (one per
    /// `fieldNames`); nil when a column holds a value only its document gives (an array, a date ...).
    func run(slots: [Int], columns: [FieldColumn]) throws(DocStreamError) -> [Document]? {
        try run(rowCount: slots.count, columns: columns.map { ($0, slots) })
    }

    /// The groups of `rowCount` rows, in order, row `i` reading each column (one per
    /// `fieldNames`) at its slots' `i`th: a join's rows read the input's columns at the input's
    /// slots and the joined collection's at its own. Nil as `run(slots:columns:)`.
    func run(rowCount: Int, columns: [(column: FieldColumn, slots: [Int])]) throws(DocStreamError) -> [Document]? {
        guard columns.allSatisfy({ $0.column.otherCount == 0 }) else { return nil }
        let byName = Dictionary(uniqueKeysWithValues: zip(fieldNames, columns))
        var keys = GroupKeys(collator: collator)
        let groupOfSlot: [Int32]
        if let keyField {
            let (column, slots) = byName[keyField]!
            groupOfSlot = keys.groups(of: slots, in: column)
        } else {
            groupOfSlot = [Int32](repeating: 0, count: rowCount)
            if rowCount > 0 { keys.values.append(.null) }
        }
        var results: [[BSONValue]] = []
        for (_, kind, argument) in accumulators {
            let values = ArgumentValues(argument, columns: byName, groups: groupOfSlot, groupCount: keys.values.count)
            let folded =
                switch kind {
                case .sum: values.foldNumbers(SumState())
                case .average: values.foldNumbers(AverageState())
                case .minimum: try values.extremes(keepsSmaller: true, collator: collator)
                case .maximum: try values.extremes(keepsSmaller: false, collator: collator)
                case .first: try values.fold(PositionalState(keepsFirst: true))
                case .last: try values.fold(PositionalState(keepsFirst: false))
                }
            results.append(folded)
        }
        return keys.values.indices.map { group in
            Document([("_id", keys.values[group])] + accumulators.indices.map { (accumulators[$0].field, results[$0][group]) })
        }
    }
}

/// The groups of a key column's values, numbered in first-seen order.
private struct GroupKeys {
    /// Each group's `_id`: its first document's value (null for a missing field).
    var values: [BSONValue] = []
    let collator: Collator?
    /// Under a collation, the group of each comparison key met, which strings the collation
    /// equates share.
    private var collatedGroups: [String: Int32] = [:]

    init(collator: Collator?) {
        self.collator = collator
    }

    private var nullGroup: Int32 = -1
    private var booleanGroups: [Int32] = [-1, -1]
    private var stringGroups: [Int32] = []
    /// Small non-negative integers (and the doubles equal to them), by value.
    private var smallIntegerGroups: [Int32] = []
    /// Other numbers equal to an int64, by that integer.
    private var integerGroups: [Int64: Int32] = [:]
    /// Numbers equal to no int64 (fractions, infinities, NaN, which equals itself), by bits.
    private var doubleGroups: [UInt64: Int32] = [:]
    private static let smallIntegerLimit: Int64 = 1 << 16

    /// The group of each slot of `slots`, making groups as their keys first appear.
    mutating func groups(of slots: [Int], in column: FieldColumn) -> [Int32] {
        stringGroups = [Int32](repeating: -1, count: column.strings.count)
        if !column.numbers.isEmpty { smallIntegerGroups = [Int32](repeating: -1, count: Int(Self.smallIntegerLimit)) }
        var groups = [Int32](repeating: -1, count: slots.count)
        // Unchecked reads: `slots` are the column's slots, and a slot holds a number's bits
        // whenever its code is a number's.
        let codes = column.codes.span
        let numbers = column.numbers.span
        for (position, slot) in slots.enumerated() {
            // Keys seen before, of the commonest kinds, without a call.
            let code = codes[unchecked: slot]
            var group: Int32 = -1
            if code >= FieldColumn.Code.firstString {
                group = stringGroups[Int(code - FieldColumn.Code.firstString)]
            } else if code == FieldColumn.Code.int32 || code == FieldColumn.Code.int64 {
                let integer = Int64(bitPattern: numbers[unchecked: slot])
                if integer >= 0, integer < Self.smallIntegerLimit { group = smallIntegerGroups[Int(integer)] }
            }
            groups[position] = group >= 0 ? group : self.group(of: slot, in: column)
        }
        return groups
    }

    private mutating func group(of slot: Int, in column: FieldColumn) -> Int32 {
        let code = column.codes[slot]
        switch code {
        case FieldColumn.Code.missing, FieldColumn.Code.null:
            if nullGroup < 0 { nullGroup = make(.null) }
            return nullGroup
        case FieldColumn.Code.falseValue, FieldColumn.Code.trueValue:
            let index = Int(code - FieldColumn.Code.falseValue)
            if booleanGroups[index] < 0 { booleanGroups[index] = make(column.value(at: slot)!) }
            return booleanGroups[index]
        case FieldColumn.Code.int32, FieldColumn.Code.int64, FieldColumn.Code.double:
            return numberGroup(of: slot, code: code, in: column)
        default:
            let id = Int(code - FieldColumn.Code.firstString)
            if stringGroups[id] < 0 { stringGroups[id] = stringGroup(column.value(at: slot)!) }
            return stringGroups[id]
        }
    }

    /// Numbers group by value: 1, NumberLong(1) and 1.0 are one group, -0 and 0 too.
    private mutating func numberGroup(of slot: Int, code: UInt32, in column: FieldColumn) -> Int32 {
        let bits = column.numbers[slot]
        let integer: Int64
        if code == FieldColumn.Code.double {
            let double = Double(bitPattern: bits)
            // 2^63 is the first double past int64; every double in range with no fraction is one.
            guard double >= -9_223_372_036_854_775_808.0, double < 9_223_372_036_854_775_808.0, double.rounded(.towardZero) == double else {
                let key = double.isNaN ? Double.nan.bitPattern : bits
                if let group = doubleGroups[key] { return group }
                let group = make(column.value(at: slot)!)
                doubleGroups[key] = group
                return group
            }
            integer = Int64(double)
        } else {
            integer = Int64(bitPattern: bits)
        }
        if integer >= 0, integer < Self.smallIntegerLimit {
            if smallIntegerGroups[Int(integer)] < 0 { smallIntegerGroups[Int(integer)] = make(column.value(at: slot)!) }
            return smallIntegerGroups[Int(integer)]
        }
        if let group = integerGroups[integer] { return group }
        let group = make(column.value(at: slot)!)
        integerGroups[integer] = group
        return group
    }

    /// The group of a string's first document: its own, or under a collation the group of the
    /// first string it equates.
    private mutating func stringGroup(_ value: BSONValue) -> Int32 {
        guard let collator, case .string(let string) = value else { return make(value) }
        let key = collator.comparisonKey(of: string)
        if let group = collatedGroups[key] { return group }
        let group = make(value)
        collatedGroups[key] = group
        return group
    }

    private mutating func make(_ key: BSONValue) -> Int32 {
        values.append(key)
        return Int32(values.count - 1)
    }
}

/// What an accumulator adds for each of the documents in `slots` (whose groups are `groups`):
/// a constant, or a column's values.
private struct ArgumentValues {
    private let constant: BSONValue?
    private let column: FieldColumn?
    /// The column's strings as values, made once.
    private let strings: [BSONValue]
    /// Where each row reads the column; none for a constant.
    private let slots: [Int]
    private let groups: [Int32]
    private let groupCount: Int

    /// `columns`: each field's column and the slots at which the rows read it.
    init(_ argument: ColumnarGroup.Argument, columns: [String: (column: FieldColumn, slots: [Int])], groups: [Int32], groupCount: Int) {
        self.groups = groups
        self.groupCount = groupCount
        switch argument {
        case .constant(let value):
            constant = value
            column = nil
            strings = []
            slots = []
        case .field(let name):
            let (column, slots) = columns[name]!
            constant = nil
            self.column = column
            self.slots = slots
            strings = (0..<column.strings.count).map { .string(column.strings.string($0)) }
        }
    }

    /// Each group's result from `initial` states folding the values of its documents, in order.
    func fold<State: AccumulatorState>(_ initial: State) throws(DocStreamError) -> [BSONValue] {
        var states = [State](repeating: initial, count: groupCount)
        if let constant {
            for group in groups { try states[Int(group)].add(constant) }
            return states.map(\.result)
        }
        let column = column!
        for (position, slot) in slots.enumerated() {
            let code = column.codes[slot]
            let value = code >= FieldColumn.Code.firstString ? strings[Int(code - FieldColumn.Code.firstString)] : column.value(at: slot)
            try states[Int(groups[position])].add(value)
        }
        return states.map(\.result)
    }

    /// `fold` for states that take only numbers ($sum, $avg): the others are skipped, and the
    /// numbers added typed. A column of many documents is folded in parts on a core each, the
    /// later parts' states merged into the first's, as a partial `$group`'s are.
    func foldNumbers<State: NumberAccumulating & MergeableAccumulatorState>(_ initial: State) -> [BSONValue] {
        guard let constant else {
            guard let parts = inParts(slots.indices, { foldNumbers(initial, positions: $0) }) else {
                return foldNumbers(initial, positions: slots.indices).map(\.result)
            }
            var states = parts[0]
            for part in parts.dropFirst() {
                for group in states.indices { states[group].merge(part[group]) }
            }
            return states.map(\.result)
        }
        var counts = [Int64](repeating: 0, count: groupCount)
        for group in groups { counts[Int(group)] += 1 }
        var states = [State](repeating: initial, count: groupCount)
        for (group, count) in counts.enumerated() { Self.add(constant, times: count, to: &states[group]) }
        return states.map(\.result)
    }

    /// The states of the documents at `positions` of `slots`, folding a column's numbers.
    private func foldNumbers<State: NumberAccumulating>(_ initial: State, positions: Range<Int>) -> [State] {
        var states = [State](repeating: initial, count: groupCount)
        let column = column!
        let codes = column.codes.span
        let numbers = column.numbers.span
        let groups = groups.span
        let slots = slots.span
        // Unchecked reads, as in `groups(of:in:)`: every group is below `groupCount`.
        var folded = states.mutableSpan
        for position in positions {
            let slot = slots[position]
            let group = Int(groups[unchecked: position])
            switch codes[unchecked: slot] {
            case FieldColumn.Code.int32: folded[unchecked: group].add(int32: Int32(truncatingIfNeeded: Int64(bitPattern: numbers[unchecked: slot])))
            case FieldColumn.Code.int64: folded[unchecked: group].add(int64: Int64(bitPattern: numbers[unchecked: slot]))
            case FieldColumn.Code.double: folded[unchecked: group].add(double: Double(bitPattern: numbers[unchecked: slot]))
            default: continue
            }
        }
        return states
    }

    /// Adds `constant` `times` times: an integer whose total is exact as a double at once (the
    /// compensated sum then holds the same total), anything else one by one.
    private static func add<State: NumberAccumulating>(_ constant: BSONValue, times: Int64, to state: inout State) {
        switch constant {
        case .int32(let number) where isExact(Int64(number), times: times):
            state.add(int32: number, times: times)
        case .int64(let number) where isExact(number, times: times):
            state.add(int64: number, times: times)
        default:
            for _ in 0..<times { add(constant, to: &state) }
        }
    }

    /// Whether `number` × `times` is at most 2^53 in magnitude, where every integer is a double.
    private static func isExact(_ number: Int64, times: Int64) -> Bool {
        let (total, overflow) = number.magnitude.multipliedReportingOverflow(by: UInt64(times))
        return !overflow && total <= 1 << 53
    }

    private static func add<State: NumberAccumulating>(_ constant: BSONValue, to state: inout State) {
        switch constant {
        case .int32(let number): state.add(int32: number)
        case .int64(let number): state.add(int64: number)
        case .double(let number): state.add(double: number)
        default: preconditionFailure("a columnar $group's constants are numbers")
        }
    }

    /// `$min` (`keepsSmaller`) or `$max`.
    func extremes(keepsSmaller: Bool, collator: Collator?) throws(DocStreamError) -> [BSONValue] {
        if let numeric = numericExtremes(keepsSmaller: keepsSmaller) { return numeric }
        return try fold(ExtremeState(keepsSmaller: keepsSmaller, collator: collator))
    }

    /// `$min` or `$max` of a column whose values in `slots` are numbers, null or missing, compared
    /// as numbers (the first of equal ones kept, nulls skipped, as `ExtremeState` does); nil when
    /// another type turns up, which only BSON's order across types places.
    private func numericExtremes(keepsSmaller: Bool) -> [BSONValue]? {
        guard let column else { return nil }
        var codes = [UInt32](repeating: FieldColumn.Code.missing, count: groupCount)
        var bits = [UInt64](repeating: 0, count: groupCount)
        let columnCodes = column.codes.span
        let numbers = column.numbers.span
        let groups = groups.span
        var keptCodes = codes.mutableSpan
        var keptBits = bits.mutableSpan
        // Unchecked reads, as in `foldNumbers(_:positions:)`.
        for (position, slot) in slots.enumerated() {
            let code = columnCodes[unchecked: slot]
            if code == FieldColumn.Code.missing || code == FieldColumn.Code.null { continue }
            guard code >= FieldColumn.Code.int32, code <= FieldColumn.Code.double else { return nil }
            let group = Int(groups[unchecked: position])
            let value = numbers[unchecked: slot]
            if keptCodes[unchecked: group] != FieldColumn.Code.missing {
                let order = Self.compare(code, value, keptCodes[unchecked: group], keptBits[unchecked: group])
                guard keepsSmaller ? order < 0 : order > 0 else { continue }
            }
            keptCodes[unchecked: group] = code
            keptBits[unchecked: group] = value
        }
        return zip(codes, bits).map { FieldColumn.value(code: $0, bits: $1) ?? .null }
    }

    /// MongoDB's order of two of a column's numbers; two doubles (the common case) compared in line.
    @inline(__always)
    private static func compare(_ code: UInt32, _ bits: UInt64, _ otherCode: UInt32, _ otherBits: UInt64) -> Int {
        guard code == FieldColumn.Code.double, otherCode == FieldColumn.Code.double else {
            return BSONNumber.compare(number(code, bits), number(otherCode, otherBits))
        }
        return BSONNumber.compareDoubles(Double(bitPattern: bits), Double(bitPattern: otherBits))
    }

    private static func number(_ code: UInt32, _ bits: UInt64) -> BSONNumber {
        code == FieldColumn.Code.double ? .double(Double(bitPattern: bits)) : .integer(Int64(bitPattern: bits))
    }
}
