import DocStreamBSON

/// The equality routes of one field: for each value some streams accept, those streams, found
/// by the value's hash under MongoDB equality (`MongoEqualityKey`'s), and that equality then
/// checked, so 1, 1L, 1.0 and a decimal 1 find the same streams. The router reads an event's
/// value in place in the document's bytes (`RawValue`): one hash and one lookup, nothing
/// decoded; values MongoDB's path walk finds through arrays come decoded.
struct EqualityRoutes<Target: AnyObject & Sendable>: Sendable {
    private struct Entry: Sendable {
        let value: BSONValue
        var targets: [Target]
    }

    /// By hash; values of one hash (a collision) each have their entry.
    private var entries: [Int: [Entry]] = [:]

    var isEmpty: Bool { entries.isEmpty }

    mutating func insert(_ target: Target, accepting value: BSONValue) {
        let hash = Self.hash(of: value)
        if let index = entries[hash]?.firstIndex(where: { $0.value.isMongoEqual(to: value) }) {
            entries[hash]![index].targets.append(target)
        } else {
            entries[hash, default: []].append(Entry(value: value, targets: [target]))
        }
    }

    mutating func remove(_ target: Target, accepting value: BSONValue) {
        let hash = Self.hash(of: value)
        guard var bucket = entries[hash] else { return }
        for index in bucket.indices where bucket[index].value.isMongoEqual(to: value) {
            bucket[index].targets.removeAll { $0 === target }
        }
        bucket.removeAll { $0.targets.isEmpty }
        entries[hash] = bucket.isEmpty ? nil : bucket
    }

    /// Calls `visit` with each target accepting `value`, read in place (not an array: a route
    /// accepts none).
    func targets(accepting value: RawValue, _ visit: (Target) -> Void) {
        var hasher = Hasher()
        value.hashMongoEquality(into: &hasher)
        guard let bucket = entries[hasher.finalize()] else { return }
        for entry in bucket where value.compare(to: entry.value) == 0 {
            for target in entry.targets { visit(target) }
        }
    }

    /// Calls `visit` with each target accepting `value`.
    func targets(accepting value: BSONValue, _ visit: (Target) -> Void) {
        guard let bucket = entries[Self.hash(of: value)] else { return }
        for entry in bucket where entry.value.isMongoEqual(to: value) {
            for target in entry.targets { visit(target) }
        }
    }

    /// The hash `RawValue.hashMongoEquality` gives the same value in place.
    private static func hash(of value: BSONValue) -> Int {
        var hasher = Hasher()
        MongoEqualityKey(value).hash(into: &hasher)
        return hasher.finalize()
    }
}
