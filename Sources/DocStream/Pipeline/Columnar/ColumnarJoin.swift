import DocStreamBSON

/// A `$lookup` joining a top-level field to a top-level field of another collection
/// (`LookupStage.columnarShape`), the `$unwind` of its matches, and a `$group`
/// (`ColumnarGroup`) of top-level fields of the input and of the joined document
/// (`"$as.field"`), computed from both collections' columns: each input slot is paired with
/// the foreign slots whose value equals its own, one row per pair in the order the `$unwind`
/// gives them (input order, then the foreign collection's natural order), and the group runs
/// over the rows. No document is built but the groups'.
///
/// Equality is a query's on the values the columns keep: numbers by value across types,
/// strings by their bytes, booleans, and null equal to null and to a missing field (as a
/// missing `localField` joins). A key column holding any other value (an array, whose elements
/// each join; a date ...) or repeating its field, or a collation, leaves the stages to the
/// documents.
struct ColumnarJoin {
    /// The foreign collection, of the pipeline's database.
    let from: String
    private let localField: String
    private let foreignField: String
    private let asField: String
    /// The group, reading the input's columns by their fields' names and the joined
    /// document's as `as.field` (no input column has a dot in its name).
    private let group: ColumnarGroup

    init?(lookup: LookupStage, unwind: UnwindStage, group: GroupStage) {
        guard let shape = lookup.columnarShape, shape.collator == nil, let unwound = unwind.topLevelFields,
            unwound.field == shape.asField, unwound.indexField == nil
        else { return nil }
        let asField = shape.asField
        let columnar = group.columnar { path in
            guard let dot = path.firstIndex(of: ".") else { return path == asField ? nil : String(path) }
            let field = path[path.index(after: dot)...]
            return path[..<dot] == asField && !field.isEmpty && !field.contains(".") ? String(path) : nil
        }
        guard let columnar else { return nil }
        from = shape.from
        localField = shape.localField
        foreignField = shape.foreignField
        self.asField = asField
        self.group = columnar
    }

    /// The input's fields the stages read: the join's, then the group's.
    var localFieldNames: [String] {
        var names = [localField]
        for name in group.fieldNames where !name.contains(".") && !names.contains(name) { names.append(name) }
        return names
    }

    /// The joined document's fields the stages read: the join's, then the group's.
    private var foreignFieldNames: [String] {
        var names = [foreignField]
        for name in group.fieldNames where name.contains(".") {
            let field = String(name.dropFirst(asField.count + 1))
            if !names.contains(field) { names.append(field) }
        }
        return names
    }

    /// The groups of the input documents in `slots` (natural order), whose columns are
    /// `columns` (at least `localFieldNames`'), joined to `foreign`; nil when a column holds
    /// values only the documents decide on.
    func run(slots: [Int], columns: [String: FieldColumn], foreign: CollectionData) throws(DocStreamError) -> [Document]? {
        let names = foreignFieldNames
        let foreignColumns = Dictionary(
            uniqueKeysWithValues: zip(names, foreign.columnCache.columns(names, version: foreign.version, slots: foreign.slots)))
        let localKeys = columns[localField]!
        let foreignKeys = foreignColumns[foreignField]!
        guard localKeys.otherCount == 0, foreignKeys.otherCount == 0, !localKeys.hasRepeats, !foreignKeys.hasRepeats else { return nil }
        let rows = JoinKeyTable(foreignKeys).rows(of: slots, keys: localKeys)
        return try group.run(
            rowCount: rows.inputSlots.count,
            columns: group.fieldNames.map { name in
                name.contains(".")
                    ? (foreignColumns[String(name.dropFirst(asField.count + 1))]!, rows.foreignSlots)
                    : (columns[name]!, rows.inputSlots)
            })
    }
}

/// A key column's value as the join compares it: numbers equal to an int64 by that integer,
/// other numbers by their bits (every NaN one value, as a query's equality has it); strings by
/// their id in the foreign column's strings.
private enum JoinKey: Hashable {
    case null
    case boolean(Bool)
    case integer(Int64)
    case double(UInt64)
    case string(Int)

    /// The key of a code that is not a string's, vacant or other; `bits` its number's.
    init(code: UInt32, bits: UInt64) {
        switch code {
        case FieldColumn.Code.falseValue: self = .boolean(false)
        case FieldColumn.Code.trueValue: self = .boolean(true)
        case FieldColumn.Code.int32, FieldColumn.Code.int64: self = .integer(Int64(bitPattern: bits))
        case FieldColumn.Code.double:
            let number = Double(bitPattern: bits)
            // 2^63 is the first double past int64; -0 is the integer 0.
            if number >= -9_223_372_036_854_775_808.0, number < 9_223_372_036_854_775_808.0, number.rounded(.towardZero) == number {
                self = .integer(Int64(number))
            } else {
                self = .double(number.isNaN ? Double.nan.bitPattern : bits)
            }
        default: self = .null
        }
    }
}

/// The foreign slots grouped by key value, each group in natural order. Integer keys within a
/// span not much wider than the collection (numbered ids) are grouped by their offset from the
/// smallest, with no hashing; other keys through a dictionary.
private struct JoinKeyTable {
    /// The occupied foreign slots, by group.
    private let slots: [Int32]
    /// Where each group's slots start in `slots`, and where the last ends.
    private let starts: [Int32]
    /// The smallest key when every key is such an integer, each group that integer's offset.
    private let denseBase: Int64?
    /// Each key's group when the keys are not such integers.
    private let groups: [JoinKey: Int32]
    /// The foreign key column, whose strings the string keys number.
    private let column: FieldColumn

    init(_ column: FieldColumn) {
        self.column = column
        var keys: [JoinKey?] = []
        keys.reserveCapacity(column.codes.count)
        var smallest = Int64.max
        var largest = Int64.min
        var allIntegers = true
        for slot in column.codes.indices {
            let key = Self.key(of: slot, in: column)
            keys.append(key)
            switch key {
            case nil: break
            case .integer(let integer)?:
                smallest = min(smallest, integer)
                largest = max(largest, integer)
            default: allIntegers = false
            }
        }
        let (span, overflow) = largest.subtractingReportingOverflow(smallest)
        var groupOfSlot = [Int32](repeating: -1, count: keys.count)
        var groups: [JoinKey: Int32] = [:]
        var groupCount = 0
        if allIntegers, smallest <= largest, !overflow, span < 2 * Int64(keys.count) + 64 {
            denseBase = smallest
            groupCount = Int(span) + 1
            for (slot, key) in keys.enumerated() {
                if case .integer(let integer)? = key { groupOfSlot[slot] = Int32(integer - smallest) }
            }
        } else {
            denseBase = nil
            for (slot, key) in keys.enumerated() {
                guard let key else { continue }
                if let group = groups[key] {
                    groupOfSlot[slot] = group
                } else {
                    groups[key] = Int32(groupCount)
                    groupOfSlot[slot] = Int32(groupCount)
                    groupCount += 1
                }
            }
        }
        self.groups = groups
        // Counted, then placed in slot order: each group's slots stay in natural order.
        var starts = [Int32](repeating: 0, count: groupCount + 1)
        for group in groupOfSlot where group >= 0 { starts[Int(group) + 1] += 1 }
        for group in 0..<groupCount { starts[group + 1] += starts[group] }
        var next = starts
        var slots = [Int32](repeating: 0, count: Int(starts[groupCount]))
        for (slot, group) in groupOfSlot.enumerated() where group >= 0 {
            slots[Int(next[Int(group)])] = Int32(slot)
            next[Int(group)] += 1
        }
        self.starts = starts
        self.slots = slots
    }

    /// A slot's key; nil for a vacant slot. The column holds no `other` value.
    private static func key(of slot: Int, in column: FieldColumn) -> JoinKey? {
        let code = column.codes[slot]
        switch code {
        case FieldColumn.Code.vacant: return nil
        case FieldColumn.Code.missing, FieldColumn.Code.null: return .null
        case FieldColumn.Code.int32, FieldColumn.Code.int64, FieldColumn.Code.double: return JoinKey(code: code, bits: column.numbers[slot])
        case FieldColumn.Code.falseValue, FieldColumn.Code.trueValue: return JoinKey(code: code, bits: 0)
        default: return .string(Int(code - FieldColumn.Code.firstString))
        }
    }

    private func group(of key: JoinKey) -> Int32? {
        guard let denseBase else { return groups[key] }
        guard case .integer(let integer) = key else { return nil }
        let (offset, overflow) = integer.subtractingReportingOverflow(denseBase)
        return !overflow && offset >= 0 && offset < Int64(starts.count - 1) ? Int32(offset) : nil
    }

    /// The rows the join makes of the input slots `slots`, whose keys are `local`'s: each
    /// slot paired with every foreign slot of its key, in order. The keys are looked up on
    /// every core, a part of `slots` each, then each part's rows written from where the rows
    /// of the parts before it end.
    func rows(of slots: [Int], keys local: FieldColumn) -> (inputSlots: [Int], foreignSlots: [Int]) {
        var groups = [Int32](repeating: -1, count: slots.count)
        let parts = ParallelParts.ranges(of: slots.indices) ?? [slots.indices]
        let counts: [Int] = groups.withUnsafeMutableBufferPointer { groups in
            nonisolated(unsafe) let groups = groups
            let count = { (positions: Range<Int>) in self.lookUp(slots, positions, keys: local, into: groups) }
            return ParallelParts.map(parts) { count($1) }
        }
        // The first row of each part.
        var firstRows = [0]
        for count in counts.dropLast() { firstRows.append(firstRows.last! + count) }
        let total = counts.reduce(0, +)
        var inputSlots = [Int](repeating: 0, count: total)
        var foreignSlots = [Int](repeating: 0, count: total)
        inputSlots.withUnsafeMutableBufferPointer { inputSlots in
            foreignSlots.withUnsafeMutableBufferPointer { foreignSlots in
                nonisolated(unsafe) let (inputSlots, foreignSlots) = (inputSlots, foreignSlots)
                // Each part writes its own rows.
                let write = { (part: Int, positions: Range<Int>) in
                    self.starts.withUnsafeBufferPointer { starts in
                        self.slots.withUnsafeBufferPointer { grouped in
                            var row = firstRows[part]
                            for position in positions where groups[position] >= 0 {
                                let group = Int(groups[position])
                                for member in Int(starts[group])..<Int(starts[group + 1]) {
                                    inputSlots[row] = slots[position]
                                    foreignSlots[row] = Int(grouped[member])
                                    row += 1
                                }
                            }
                        }
                    }
                }
                // The parts the lookups had.
                _ = ParallelParts.map(parts, write)
            }
        }
        return (inputSlots, foreignSlots)
    }

    /// Sets `groups` at `positions` to the group of each slot's key in `local` (-1 for none),
    /// and returns how many rows they make. Each of `local`'s strings is looked up once.
    private func lookUp(_ slots: [Int], _ positions: Range<Int>, keys local: FieldColumn, into groups: UnsafeMutableBufferPointer<Int32>) -> Int {
        // The group of each of `local`'s strings: -2 not looked up yet, -1 none.
        var stringGroups = [Int32](repeating: -2, count: local.strings.count)
        let groupCount = Int64(starts.count - 1)
        var rows = 0
        starts.withUnsafeBufferPointer { starts in
            local.codes.withUnsafeBufferPointer { codes in
                local.numbers.withUnsafeBufferPointer { numbers in
                    for position in positions {
                        let slot = slots[position]
                        let code = codes[slot]
                        var group: Int32 = -1
                        if let denseBase, code == FieldColumn.Code.int32 || code == FieldColumn.Code.int64 {
                            // Numbered keys, the commonest join, without a key made.
                            let (offset, overflow) = Int64(bitPattern: numbers[slot]).subtractingReportingOverflow(denseBase)
                            if !overflow, offset >= 0, offset < groupCount { group = Int32(offset) }
                        } else if code >= FieldColumn.Code.firstString {
                            let id = Int(code - FieldColumn.Code.firstString)
                            if stringGroups[id] == -2 {
                                let foreignID = local.strings.withText(id) { column.strings.id(of: $0) }
                                stringGroups[id] = foreignID.flatMap { self.group(of: .string($0)) } ?? -1
                            }
                            group = stringGroups[id]
                        } else {
                            let isNull = code == FieldColumn.Code.missing || code == FieldColumn.Code.null
                            group = self.group(of: isNull ? .null : JoinKey(code: code, bits: numbers.isEmpty ? 0 : numbers[slot])) ?? -1
                        }
                        groups[position] = group
                        if group >= 0 { rows += Int(starts[Int(group) + 1] - starts[Int(group)]) }
                    }
                }
            }
        }
        return rows
    }
}
