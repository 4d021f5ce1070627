import DocStreamBSON

/// A `$match` of tests of top-level fields decided on the fields' columns: each test's outcome
/// for every non-numeric value is worked out once (per code, each distinct string once), and
/// numbers are compared where they lie. A slot holding a value no column decides on (an array,
/// a date ...) has its document matched by the filter itself.
struct ColumnarFilter {
    private let tests: [ColumnTest]
    private let filter: QueryFilter

    /// What a test does with a code: decided, or left to the number or the document.
    private enum Outcome: UInt8 {
        case fails, matches, undecided, numeric
    }

    private struct ColumnTest {
        let fieldTest: RawFilter.FieldTest
        let column: FieldColumn
        /// Indexed by code; the string codes follow the fixed ones.
        let outcomes: [Outcome]
        let numeric: NumericTest
    }

    /// How a test decides a number.
    private enum NumericTest {
        /// `relation` with a number that is no NaN and compares exactly as a double with every
        /// integer up to 2^53; `negated` for `$ne`.
        case compare(ComparisonTest.Relation, Double, negated: Bool)
        /// Any other test, on the value read in place.
        case general
    }

    /// `tests` (`filter.fieldConjunction`, at least one) read `columns`, in order; `filter`
    /// matches the documents the columns leave undecided. Nil when more than a quarter of some
    /// column's values are undecided: matching the documents themselves, on every core, is
    /// then faster.
    init?(tests: [RawFilter.FieldTest], columns: [FieldColumn], filter: QueryFilter) {
        precondition(!tests.isEmpty, "a filter without tests matches every document")
        guard columns.allSatisfy({ $0.otherCount <= $0.codes.count / 4 }) else { return nil }
        self.tests = zip(tests, columns).map { test, column in
            var outcomes = [Outcome](repeating: .undecided, count: Int(FieldColumn.Code.firstString) + column.strings.count)
            outcomes[Int(FieldColumn.Code.vacant)] = .fails
            outcomes[Int(FieldColumn.Code.missing)] = Self.outcome(test.matches(nil))
            for code in [FieldColumn.Code.null, FieldColumn.Code.falseValue, FieldColumn.Code.trueValue] {
                outcomes[Int(code)] = Self.outcome(FieldColumn.withRawValue(code: code) { test.matches($0) })
            }
            for code in [FieldColumn.Code.int32, FieldColumn.Code.int64, FieldColumn.Code.double] { outcomes[Int(code)] = .numeric }
            for id in 0..<column.strings.count {
                outcomes[Int(FieldColumn.Code.firstString) + id] = Self.outcome(column.strings.withRawValue(id) { test.matches($0) })
            }
            return ColumnTest(fieldTest: test, column: column, outcomes: outcomes, numeric: Self.numericTest(test))
        }
        self.filter = filter
    }

    private static func outcome(_ matches: Bool) -> Outcome {
        matches ? .matches : .fails
    }

    private static func numericTest(_ test: RawFilter.FieldTest) -> NumericTest {
        guard case .comparison(let comparison) = test.test else { return .general }
        let operand: Double
        switch comparison.operand {
        case .double(let double) where !double.isNaN: operand = double
        case .int32(let integer): operand = Double(integer)
        case .int64(let integer) where integer.magnitude <= 1 << 53: operand = Double(integer)
        default: return .general
        }
        return .compare(comparison.relation, operand, negated: test.negated)
    }

    /// The slots of the documents of `collection` that `filter` matches, in natural order, with
    /// what `QueryFilter.match` records, decided on the columns of the fields it tests (every
    /// document for `{}`); nil when the filter is not tests of top-level fields, the collection
    /// is too small for columns to pay, or the columns leave too much undecided.
    static func matches(of filter: QueryFilter, in collection: CollectionData) throws(DocStreamError) -> [(slot: Int, match: QueryMatch)]? {
        guard collection.count >= ColumnarScan.minimumInput, let tests = filter.fieldConjunction else { return nil }
        guard !tests.isEmpty else { return collection.occupiedSlots.map { ($0, QueryMatch()) } }
        let columns = collection.columnCache.columns(tests.map(\.field), version: collection.version, slots: collection.slots)
        return try ColumnarFilter(tests: tests, columns: columns, filter: filter)?.matches(in: collection)
    }

    /// The slots of the documents that match, in natural order, with what `QueryFilter.match`
    /// records: only a document matched on itself can have met an array, and an array position.
    /// A large collection's parts go through the columns on a core each.
    func matches(in collection: CollectionData) throws(DocStreamError) -> [(slot: Int, match: QueryMatch)] {
        let slots = collection.slots.indices
        let parts = inParts(slots) { running(in: $0) } ?? [running(in: slots)]
        var matching: [(slot: Int, match: QueryMatch)] = []
        matching.reserveCapacity(parts.reduce(0) { $0 + $1.slots.count })
        var poll = InterruptionPoll()
        for part in parts {
            for (position, slot) in part.slots.enumerated() {
                // The tests read no variables (`$expr` is never among them).
                guard part.undecided[position] else {
                    matching.append((slot, QueryMatch()))
                    continue
                }
                try poll.tick()
                if let match = try filter.match(collection.slots[slot]!) { matching.append((slot, match)) }
            }
        }
        return matching
    }

    /// The slots of `range` that no test fails, in order, each marked when a column left it
    /// undecided (its document is then matched unless a later test rules it out).
    ///
    /// One test at a time over the slots still in the running, so each pass reads one column
    /// straight through (the first fails the empty slots).
    private func running(in range: Range<Int>) -> (slots: [Int], undecided: [Bool]) {
        // selection[..<count] holds the slots in the running; before the first test, all of `range`.
        var selection = [Int](repeating: 0, count: range.count)
        var undecided = [Bool](repeating: false, count: range.count)
        var count = range.count
        for (index, test) in tests.enumerated() {
            let codes = test.column.codes.span
            let numbers = test.column.numbers.span
            let outcomes = test.outcomes.span
            var selected = selection.mutableSpan
            var undecidedSoFar = undecided.mutableSpan
            var kept = 0
            // Every slot is written where it would be kept and counted only if kept: a branch
            // on the outcome would be mispredicted for about every other document of a test
            // that splits them evenly. The reads are unchecked: the slots are the column's,
            // the codes index the outcomes, and `kept` never passes `position`.
            for position in 0..<count {
                let slot = index == 0 ? range.lowerBound + position : selected[unchecked: position]
                let code = codes[unchecked: slot]
                var outcome = outcomes[unchecked: Int(code)]
                if outcome == .numeric { outcome = decide(test, code: code, bits: numbers[unchecked: slot]) }
                selected[unchecked: kept] = slot
                // A ternary: the autoclosure of `||` cannot be in the spans' scope.
                let wasUndecided = undecidedSoFar[unchecked: position]
                undecidedSoFar[unchecked: kept] = wasUndecided ? true : outcome == .undecided
                kept &+= outcome == .fails ? 0 : 1
            }
            count = kept
        }
        selection.removeLast(selection.count - count)
        undecided.removeLast(undecided.count - count)
        return (selection, undecided)
    }

    /// The outcome of `test` for a number of code `code` whose bits are `bits`.
    @inline(__always)
    private func decide(_ test: ColumnTest, code: UInt32, bits: UInt64) -> Outcome {
        switch test.numeric {
        case .compare(let relation, let operand, let negated):
            let value: Double
            switch code {
            case FieldColumn.Code.double: value = Double(bitPattern: bits)
            case FieldColumn.Code.int32: value = Double(Int32(truncatingIfNeeded: Int64(bitPattern: bits)))
            default:
                let integer = Int64(bitPattern: bits)
                guard integer.magnitude <= 1 << 53 else { return general(test, code: code, bits: bits) }
                value = Double(integer)
            }
            // IEEE comparisons are MongoDB's here: a NaN value matches no relation with a
            // number, and -0 equals 0.
            let matches =
                switch relation {
                case .equal: value == operand
                case .less: value < operand
                case .lessOrEqual: value <= operand
                case .greater: value > operand
                case .greaterOrEqual: value >= operand
                }
            return matches != negated ? .matches : .fails
        case .general:
            return general(test, code: code, bits: bits)
        }
    }

    /// The test of a number read in place from the column's bits.
    private func general(_ test: ColumnTest, code: UInt32, bits: UInt64) -> Outcome {
        Self.outcome(FieldColumn.withRawValue(code: code, bits: bits) { test.fieldTest.matches($0) })
    }
}
