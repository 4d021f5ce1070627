import DocStreamBSON

/// `$min` and `$max`: the extreme value in MongoDB's comparison order; null and missing are
/// ignored, and a group of only those gives null.
struct ExtremeState: MergeableAccumulatorState {
    let keepsSmaller: Bool
    /// The collation strings compare under (the one in effect when the accumulator compiled).
    let collator: Collator?
    private var extreme: BSONValue?

    init(keepsSmaller: Bool, collator: Collator? = nil) {
        self.keepsSmaller = keepsSmaller
        self.collator = collator
    }

    mutating func add(_ value: BSONValue?) {
        guard let value, value != .null, value.type != .undefined else { return }
        guard let current = extreme else {
            extreme = value
            return
        }
        let order = Collator.compare(value, current, under: collator)
        if keepsSmaller ? order < 0 : order > 0 { extreme = value }
    }

    mutating func merge(_ later: ExtremeState) {
        add(later.extreme)
    }

    var result: BSONValue { extreme ?? .null }
}

/// `$first` and `$last`: the value of the group's first or last document; missing gives null.
struct PositionalState: MergeableAccumulatorState {
    let keepsFirst: Bool
    private var kept: BSONValue?
    private var hasValue = false

    init(keepsFirst: Bool) {
        self.keepsFirst = keepsFirst
    }

    mutating func add(_ value: BSONValue?) {
        guard !keepsFirst || !hasValue else { return }
        kept = value
        hasValue = true
    }

    mutating func merge(_ later: PositionalState) {
        if later.hasValue, !keepsFirst || !hasValue { self = later }
    }

    var result: BSONValue { kept ?? .null }
}
