import DocStreamBSON

/// One top-level field's value in every slot of a collection, laid out for scans that read a
/// few fields of every document (`ColumnarScan`): a code per slot saying what the slot's value
/// is, its number's bits, and each distinct string once.
///
/// Only the values a scan can decide on alone get codes of their own: missing, null, booleans,
/// int32, int64, doubles and strings. Everything else (arrays, where MongoDB's queries look
/// into the elements; documents, dates, ObjectIds, decimals ...) is `other`, and a scan reads
/// such a slot's document instead, or does not use the column.
struct FieldColumn: Sendable {
    /// What a slot holds: one of the fixed codes, or `firstString + id` for `strings`' `id`.
    enum Code {
        /// An empty slot: a document removed in a write that has not closed its gaps yet.
        static let vacant: UInt32 = 0
        static let missing: UInt32 = 1
        static let null: UInt32 = 2
        static let falseValue: UInt32 = 3
        static let trueValue: UInt32 = 4
        static let int32: UInt32 = 5
        static let int64: UInt32 = 6
        static let double: UInt32 = 7
        static let other: UInt32 = 8
        static let firstString: UInt32 = 9
    }

    let codes: [UInt32]
    /// For the int32, int64 and double slots, the value's bits as BSON holds them (an int32
    /// sign-extended); empty when the column holds no number.
    let numbers: [UInt64]
    let strings: InternedStrings
    /// How many slots hold `other` values.
    let otherCount: Int
    /// Whether some int64 lies beyond 2^53, where doubles no longer tell integers apart.
    let hasLargeIntegers: Bool
    /// Whether some document holds the field more than once (BSON allows it; the column holds
    /// the first), so the column does not tell all of what such a document holds.
    let hasRepeats: Bool

    /// Calls `body` with the value of code `null`, `falseValue`, `trueValue` or a numeric code
    /// (whose value's bits are `bits`), read in place as a document's value would be.
    static func withRawValue<Result>(code: UInt32, bits: UInt64 = 0, _ body: (RawValue) -> Result) -> Result {
        switch code {
        case Code.null:
            return body(.null)
        case Code.falseValue, Code.trueValue:
            return withUnsafeBytes(of: UInt8(code == Code.trueValue ? 1 : 0)) { body(RawValue(typeByte: BSONType.bool.rawValue, bytes: $0)) }
        default:
            let (typeByte, width) =
                switch code {
                case Code.int32: (BSONType.int32.rawValue, 4)
                case Code.int64: (BSONType.int64.rawValue, 8)
                default: (BSONType.double.rawValue, 8)
                }
            return withUnsafeBytes(of: bits.littleEndian) { body(RawValue(typeByte: typeByte, bytes: UnsafeRawBufferPointer(rebasing: $0[0..<width]))) }
        }
    }

    /// The value of a slot whose code is not `vacant` or `other`, as `$group` and the filters'
    /// tests take it; nil for a missing field.
    func value(at slot: Int) -> BSONValue? {
        let code = codes[slot]
        guard code < Code.firstString else { return .string(strings.string(Int(code - Code.firstString))) }
        return Self.value(code: code, bits: code >= Code.int32 && code <= Code.double ? numbers[slot] : 0)
    }

    /// The value of a fixed or numeric code (whose value's bits are `bits`); nil for missing.
    static func value(code: UInt32, bits: UInt64) -> BSONValue? {
        switch code {
        case Code.missing: return nil
        case Code.null: return .null
        case Code.falseValue: return .bool(false)
        case Code.trueValue: return .bool(true)
        case Code.int32: return .int32(Int32(truncatingIfNeeded: Int64(bitPattern: bits)))
        case Code.int64: return .int64(Int64(bitPattern: bits))
        case Code.double: return .double(Double(bitPattern: bits))
        default: preconditionFailure("no value kept for code \(code)")
        }
    }

    /// The column of `slots`' values in their order, a slot as often as it is named (the rows
    /// an `$unwind` or a join makes of a slot).
    func gathered(_ slots: [Int32]) -> FieldColumn {
        FieldColumn(
            codes: slots.map { codes[Int($0)] }, numbers: numbers.isEmpty ? [] : slots.map { numbers[Int($0)] },
            strings: strings, otherCount: otherCount, hasLargeIntegers: hasLargeIntegers, hasRepeats: hasRepeats)
    }

    /// Reads the columns of the top-level fields `names` from `slots` in one walk over each
    /// document (the first of repeated names, as everywhere).
    /// A large collection's parts are read on a core each, and each later part's builders
    /// appended to the first's.
    static func build(_ names: [String], over slots: [Document?]) -> [FieldColumn] {
        guard let parts = inParts(slots.indices, { builders(names, over: slots[$0]) }) else {
            return builders(names, over: slots[...]).map { $0.column() }
        }
        return names.indices.map { field in
            var whole = parts[0][field]
            for part in parts.dropFirst() { whole.append(contentsOf: part[field]) }
            return whole.column()
        }
    }

    private static func builders(_ names: [String], over slots: ArraySlice<Document?>) -> [Builder] {
        var builders = names.map { _ in Builder(capacity: slots.count) }
        let picker = RawFieldNames(names)
        var found = [RawValue?](repeating: nil, count: names.count)
        for slot in slots {
            guard let document = slot else {
                for index in builders.indices { builders[index].appendVacant() }
                continue
            }
            document.bytes.withUnsafeBytes { bytes in
                // Every field is read, past the names' first occurrences, to see repeats.
                var walker = RawDocumentWalker(document: bytes)
                while let field = walker.next() {
                    guard let index = picker.index(of: field.name) else { continue }
                    if found[index] == nil { found[index] = field.value } else { builders[index].hasRepeats = true }
                }
                for index in builders.indices {
                    builders[index].append(found[index])
                    found[index] = nil
                }
            }
        }
        return builders
    }

    /// Makes a column one value at a time.
    struct Builder {
        var codes: [UInt32] = []
        var numbers: [UInt64] = []
        var strings = InternedStrings()
        var otherCount = 0
        var hasLargeIntegers = false
        var hasRepeats = false

        init(capacity: Int) {
            codes.reserveCapacity(capacity)
        }

        /// Whether some value appended was `other`.
        var hasOther: Bool { otherCount > 0 }

        mutating func appendVacant() {
            codes.append(FieldColumn.Code.vacant)
            if !numbers.isEmpty { numbers.append(0) }
        }

        mutating func append(_ value: RawValue?) {
            guard let value else { return append(FieldColumn.Code.missing) }
            switch value.typeByte {
            case BSONType.double.rawValue:
                append(FieldColumn.Code.double, number: value.double.bitPattern)
            case BSONType.int32.rawValue:
                append(FieldColumn.Code.int32, number: UInt64(bitPattern: Int64(value.int32)))
            case BSONType.int64.rawValue:
                let number = value.int64
                if number.magnitude > 1 << 53 { hasLargeIntegers = true }
                append(FieldColumn.Code.int64, number: UInt64(bitPattern: number))
            case BSONType.bool.rawValue:
                append(value.bytes.load(as: UInt8.self) != 0 ? FieldColumn.Code.trueValue : FieldColumn.Code.falseValue)
            case BSONType.null.rawValue:
                append(FieldColumn.Code.null)
            case BSONType.string.rawValue:
                // The string's bytes without their length prefix and terminating zero.
                let text = UnsafeRawBufferPointer(rebasing: value.bytes[4..<(value.bytes.count - 1)])
                append(FieldColumn.Code.firstString + UInt32(strings.intern(text)))
            default:
                otherCount += 1
                append(FieldColumn.Code.other)
            }
        }

        private mutating func append(_ code: UInt32) {
            codes.append(code)
            if !numbers.isEmpty { numbers.append(0) }
        }

        private mutating func append(_ code: UInt32, number: UInt64) {
            if numbers.isEmpty {
                numbers.reserveCapacity(codes.capacity)
                numbers.append(contentsOf: repeatElement(0, count: codes.count))
            }
            codes.append(code)
            numbers.append(number)
        }

        func column() -> FieldColumn {
            FieldColumn(codes: codes, numbers: numbers, strings: strings, otherCount: otherCount, hasLargeIntegers: hasLargeIntegers, hasRepeats: hasRepeats)
        }

        /// Appends the values `later` was given, its strings renumbered among these.
        mutating func append(contentsOf later: Builder) {
            let renumbered = (0..<later.strings.count).map { id in UInt32(later.strings.withText(id) { strings.intern($0) }) }
            let firstString = FieldColumn.Code.firstString
            codes.reserveCapacity(codes.count + later.codes.count)
            for code in later.codes { codes.append(code < firstString ? code : firstString + renumbered[Int(code - firstString)]) }
            if !later.numbers.isEmpty || !numbers.isEmpty {
                if numbers.isEmpty { numbers = [UInt64](repeating: 0, count: codes.count - later.codes.count) }
                numbers += later.numbers.isEmpty ? [UInt64](repeating: 0, count: later.codes.count) : later.numbers
            }
            otherCount += later.otherCount
            hasLargeIntegers = hasLargeIntegers || later.hasLargeIntegers
            hasRepeats = hasRepeats || later.hasRepeats
        }
    }
}

/// The distinct strings of a column, each kept once as BSON holds a string value (length,
/// UTF-8 bytes, terminating zero), so a `RawValue` can point at it; found by their bytes in an
/// open-addressing table while the column is built.
struct InternedStrings: Sendable {
    private var storage: [UInt8] = []
    /// Where each string's BSON value starts in `storage`.
    private var starts: [Int] = []
    /// Each id at its hash's slot (linear probing), -1 for an empty slot; a power of two, at
    /// least twice the number of strings.
    private var table = [Int32](repeating: -1, count: 64)
    private var hashes: [UInt64] = []

    var count: Int { starts.count }

    /// The id of the string whose UTF-8 bytes are `text`, added when new.
    mutating func intern(_ text: UnsafeRawBufferPointer) -> Int {
        let hash = Self.hash(text)
        let (found, position) = find(text, hash: hash)
        if let found { return found }
        let id = starts.count
        starts.append(storage.count)
        withUnsafeBytes(of: Int32(text.count + 1).littleEndian) { storage.append(contentsOf: $0) }
        storage.append(contentsOf: text)
        storage.append(0)
        hashes.append(hash)
        if 2 * starts.count > table.count {
            table = [Int32](repeating: -1, count: table.count * 2)
            for (id, hash) in hashes.enumerated() { place(id, hash: hash) }
        } else {
            table[position] = Int32(id)
        }
        return id
    }

    /// The id of the string whose bytes are `text`, if it is here.
    func id(of text: UnsafeRawBufferPointer) -> Int? {
        find(text, hash: Self.hash(text)).id
    }

    /// `text`'s id, or the free table slot where it would go.
    private func find(_ text: UnsafeRawBufferPointer, hash: UInt64) -> (id: Int?, position: Int) {
        let mask = table.count - 1
        var position = Int(truncatingIfNeeded: hash) & mask
        while true {
            let id = Int(table[position])
            if id < 0 { return (nil, position) }
            if hashes[id] == hash, withText(id, { sameBytes($0, text) }) { return (id, position) }
            position = (position + 1) & mask
        }
    }

    private mutating func place(_ id: Int, hash: UInt64) {
        let mask = table.count - 1
        var position = Int(truncatingIfNeeded: hash) & mask
        while table[position] >= 0 { position = (position + 1) & mask }
        table[position] = Int32(id)
    }

    /// Calls `body` with string `id`'s UTF-8 bytes.
    func withText<Result>(_ id: Int, _ body: (UnsafeRawBufferPointer) -> Result) -> Result {
        storage.withUnsafeBytes { bytes in
            let start = starts[id]
            let length = Int(Int32(littleEndian: bytes.loadUnaligned(fromByteOffset: start, as: Int32.self))) - 1
            return body(UnsafeRawBufferPointer(rebasing: bytes[(start + 4)..<(start + 4 + length)]))
        }
    }

    /// Calls `body` with string `id` as a value read in place.
    func withRawValue<Result>(_ id: Int, _ body: (RawValue) -> Result) -> Result {
        storage.withUnsafeBytes { bytes in
            let start = starts[id]
            let length = 4 + Int(Int32(littleEndian: bytes.loadUnaligned(fromByteOffset: start, as: Int32.self)))
            return body(RawValue(typeByte: BSONType.string.rawValue, bytes: UnsafeRawBufferPointer(rebasing: bytes[start..<(start + length)])))
        }
    }

    func string(_ id: Int) -> String {
        withText(id) { String(decoding: $0, as: UTF8.self) }
    }

    /// The strings' ids in MongoDB's order of strings (bytes, shorter prefix first): the id
    /// of rank r at r.
    func idsInOrder() -> [Int] {
        (0..<count).sorted { left, right in
            withText(left) { leftText in withText(right) { compareBytes(leftText, $0) < 0 } }
        }
    }

    /// FNV-1a over the bytes, then a final mix so the low bits the table uses vary.
    private static func hash(_ text: UnsafeRawBufferPointer) -> UInt64 {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in text {
            hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3
        }
        hash ^= hash >> 33
        hash = hash &* 0xff51_afd7_ed55_8ccd
        return hash ^ (hash >> 33)
    }
}
