import Foundation

/// A BSON value seen in place in a document's validated bytes, for the engine's hot paths
/// ($match, $group): nothing is decoded until asked, and comparing and hashing follow
/// MongoDB's rules as `BSONValue.compare` and `MongoEqualityKey` do.
///
/// It points into the bytes of the document it was read from, so it is only valid inside the
/// closure that gave it (`Document.withRawBytes`); nothing may keep it past that.
///
/// `@usableFromInline` (with the stored properties the inlinable code reads): without it,
/// the Swift 6.3 compiler compiles a package type's `@inlinable` members into other modules
/// as calls, never inline (so the walkers DocStream's hot paths read through were calls).
@usableFromInline package struct RawValue {
    /// The BSON type byte.
    @usableFromInline package let typeByte: UInt8
    /// The value's bytes: what follows the element's type byte and name.
    @usableFromInline package let bytes: UnsafeRawBufferPointer

    @inlinable
    package init(typeByte: UInt8, bytes: UnsafeRawBufferPointer) {
        self.typeByte = typeByte
        self.bytes = bytes
    }

    /// Null, which holds no bytes (what `$group` uses for a missing key).
    package static var null: RawValue { RawValue(typeByte: BSONType.null.rawValue, bytes: UnsafeRawBufferPointer(start: nil, count: 0)) }

    package var type: BSONType {
        // The bytes were validated when the document was made: the type byte is a known type.
        BSONType(rawValue: typeByte)!
    }

    package var canonicalTypeRank: Int { type.canonicalTypeRank }

    @inlinable package var isArray: Bool { typeByte == BSONType.array.rawValue }

    @inlinable package var isDocument: Bool { typeByte == BSONType.document.rawValue }

    /// Null or undefined, the values `$min`, `$max` and `$group` keys treat as absent or null.
    package var isNullOrUndefined: Bool {
        typeByte == BSONType.null.rawValue || typeByte == BSONType.undefined.rawValue
    }

    @inline(__always) package var int32: Int32 { bytes.loadInt32(at: 0) }

    @inline(__always) package var int64: Int64 { bytes.loadInt64(at: 0) }

    @inline(__always) package var double: Double { Double(bitPattern: bytes.loadUInt64(at: 0)) }

    package var decimal128: Decimal128 { Decimal128(low: bytes.loadUInt64(at: 0), high: bytes.loadUInt64(at: 8)) }

    /// The value decoded into a `BSONValue`.
    package var decoded: BSONValue {
        do {
            return try BSONValueDecoder(buffer: bytes, isValidated: true).value(of: element, depth: 0)
        } catch {
            preconditionFailure("document bytes are validated when the document is made: \(error)")
        }
    }

    /// MongoDB's order of this value and `other`, as `BSONValue.compare(decoded, other)` gives.
    package func compare(to other: BSONValue) -> Int {
        let rank = canonicalTypeRank
        let otherRank = other.canonicalTypeRank
        guard rank == otherRank else { return rank < otherRank ? -1 : 1 }
        // A decoded array borrows as its values, one in bytes as a document: decode to compare alike.
        guard !isArray else { return BSONValue.compare(decoded, other) }
        let borrowed = self.borrowed
        return other.withBorrowedValue { BorrowedValue.compareSameRank(borrowed, $0) }
    }

    /// MongoDB's order of two values in bytes.
    package func compare(to other: RawValue) -> Int {
        let rank = canonicalTypeRank
        let otherRank = other.canonicalTypeRank
        guard rank == otherRank else { return rank < otherRank ? -1 : 1 }
        // Both in bytes: arrays compare as the documents they are stored as, element by element.
        return BorrowedValue.compareSameRank(borrowed, other.borrowed)
    }

    /// MongoDB equality (1, 1.0 and NumberLong(1) are equal). The same bytes of the same type
    /// are always equal, which settles the common case without decoding.
    package func isMongoEqual(to other: RawValue) -> Bool {
        if typeByte == other.typeByte, sameBytes(bytes, other.bytes) {
            return true
        }
        return compare(to: other) == 0
    }

    /// Feeds `hasher` so that values equal under `isMongoEqual(to:)` hash equal: the canonical
    /// type, then the value as `MongoEqualityKey` hashes it (every number as a double). An
    /// array hashes as the document it is stored as, so only raw values hash alike with it.
    package func hashMongoEquality(into hasher: inout Hasher) {
        hasher.combine(canonicalTypeRank)
        borrowed.hash(into: &hasher)
    }

    private var element: RawElement {
        RawElement(typeByte: typeByte, keyRange: 0..<0, valueRange: 0..<bytes.count)
    }

    var borrowed: BorrowedValue {
        BorrowedValue(element: element, in: bytes)
    }
}

extension Document {
    /// Calls `body` with the document's bytes, which `RawDocumentWalker` and
    /// `RawFieldNames` read in place. The pointer must not outlive the call.
    @inlinable
    package func withRawBytes<Result>(_ body: (UnsafeRawBufferPointer) throws(DocStreamError) -> Result) throws(DocStreamError) -> Result {
        // Array.withUnsafeBytes rethrows untyped errors: the typed error is carried out beside it.
        var failure: DocStreamError?
        let result = bytes.withUnsafeBytes { bytes -> Result? in
            do throws(DocStreamError) {
                return try body(bytes)
            } catch {
                failure = error
                return nil
            }
        }
        if let failure { throw failure }
        return result!
    }
}
