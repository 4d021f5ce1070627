import DocStreamBSON

/// `$push`: every value, in input order; missing values are skipped.
struct PushState: AccumulatorState {
    private var values: [BSONValue] = []

    mutating func add(_ value: BSONValue?) {
        if let value { values.append(value) }
    }

    var result: BSONValue { .array(values) }
}

/// `$addToSet`: the distinct values under MongoDB equality; missing values are skipped.
/// MongoDB gives no order; this keeps first-seen order.
struct AddToSetState: AccumulatorState {
    /// The collation values are equal under: the first of the values it equates is kept.
    let collator: Collator?
    private var seen = Set<MongoEqualityKey>()
    private var values: [BSONValue] = []

    init(collator: Collator?) {
        self.collator = collator
    }

    mutating func add(_ value: BSONValue?) {
        guard let value, seen.insert(Collator.equalityKey(value, under: collator)).inserted else { return }
        values.append(value)
    }

    var result: BSONValue { .array(values) }
}
