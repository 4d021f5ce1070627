import DocStreamBSON

/// `$group`'s groups by key, with MongoDB equality (1, 1.0 and NumberLong(1) are one key),
/// found from a key's bytes without decoding it: each group keeps its key's bytes and hash.
///
/// Every key is hashed and compared in its byte form (`RawValue`), so keys read in place from
/// a document and keys an expression computed (encoded once) meet in the same table.
struct GroupKeyTable {
    /// Open addressing with linear probing: a group's index, or -1 for an empty slot. The
    /// count is a power of two, at least twice the number of groups.
    private var slots = [Int](repeating: -1, count: 16)
    private var keys: [(typeByte: UInt8, bytes: [UInt8], hash: Int)] = []

    /// MongoDB-equality-consistent hash of a key (`RawValue.hashMongoEquality`).
    static func hash(_ key: RawValue) -> Int {
        var hasher = Hasher()
        key.hashMongoEquality(into: &hasher)
        return hasher.finalize()
    }

    /// The index of the group whose key equals `key`, nil when there is none.
    func index(of key: RawValue, hash: Int) -> Int? {
        let mask = slots.count - 1
        var slot = hash & mask
        while true {
            let index = slots[slot]
            if index < 0 { return nil }
            let stored = keys[index]
            if stored.hash == hash,
                stored.bytes.withUnsafeBytes({ RawValue(typeByte: stored.typeByte, bytes: $0).isMongoEqual(to: key) })
            {
                return index
            }
            slot = (slot + 1) & mask
        }
    }

    /// Calls `body` with the key of group `index`.
    func withKey<Result>(at index: Int, _ body: (RawValue) -> Result) -> Result {
        let stored = keys[index]
        return stored.bytes.withUnsafeBytes { body(RawValue(typeByte: stored.typeByte, bytes: $0)) }
    }

    /// Adds the group of `key` (which has none yet) as the next index.
    mutating func append(_ key: RawValue, hash: Int) -> Int {
        let index = keys.count
        keys.append((key.typeByte, [UInt8](key.bytes), hash))
        if keys.count * 2 > slots.count {
            slots = [Int](repeating: -1, count: slots.count * 2)
            for (index, key) in keys.enumerated() { place(index, hash: key.hash) }
        } else {
            place(index, hash: hash)
        }
        return index
    }

    private mutating func place(_ index: Int, hash: Int) {
        let mask = slots.count - 1
        var slot = hash & mask
        while slots[slot] >= 0 { slot = (slot + 1) & mask }
        slots[slot] = index
    }
}

/// The reads of a `$group` whose `_id` is a field path and whose accumulators are `$sum`,
/// `$avg`, `$min`, `$max`, `$first` or `$last` of a field path or a number: one walk over a
/// document's bytes picks the key and every argument, and only the arguments are decoded
/// (numbers decode without allocating). A document where a path meets an array, or whose key
/// is an array, goes through the compiled expressions instead, which give the same values.
struct GroupBytePlan: Sendable {
    enum Argument: Sendable {
        case constant(BSONValue)
        case path(RawFieldPath)
    }

    let names: RawFieldNames
    /// The first components of the paths, as `names` picks them.
    let fieldNames: [String]
    let key: RawFieldPath
    let arguments: [Argument]

    /// The accumulators whose argument alone decides what they add (no per-group parameter).
    private static let accumulators: Set<String> = ["$sum", "$avg", "$min", "$max", "$first", "$last"]

    /// `key`: the `_id` expression; `accumulators`: each accumulator field's specification, in
    /// order. Both were compiled already, so their field paths are valid. Nil when any is another
    /// kind of expression.
    init?(key: BSONValue, accumulators: [BSONValue]) {
        var names: [String] = []
        guard let keyPath = Self.fieldPath(key) else { return nil }
        self.key = RawFieldPath(keyPath, names: &names)
        var arguments: [Argument] = []
        for specification in accumulators {
            guard case .document(let operation) = specification, operation.count == 1,
                let (name, operand) = operation.elements.first, Self.accumulators.contains(name)
            else { return nil }
            switch operand {
            case .int32, .int64, .double:
                arguments.append(.constant(operand))
            default:
                guard let path = Self.fieldPath(operand) else { return nil }
                arguments.append(.path(RawFieldPath(path, names: &names)))
            }
        }
        self.arguments = arguments
        self.names = RawFieldNames(names)
        fieldNames = names
    }

    /// Whether the document whose picked fields are `fields` can be grouped in place: no path
    /// meets an array before its last component, and the key is no array.
    func readsInPlace(_ fields: UnsafeMutableBufferPointer<RawValue?>) -> Bool {
        guard let key = key.value(in: fields), key?.isArray != true else { return false }
        for case .path(let path) in arguments where path.value(in: fields) == nil { return false }
        return true
    }

    /// The components of a field path expression `"$a.b"`; nil for anything else (variables
    /// such as `"$$ROOT"`, literals, operators).
    private static func fieldPath(_ expression: BSONValue) -> [String]? {
        guard case .string(let text) = expression, text.hasPrefix("$"), !text.hasPrefix("$$") else { return nil }
        return text.dropFirst().split(separator: ".", omittingEmptySubsequences: false).map(String.init)
    }
}
