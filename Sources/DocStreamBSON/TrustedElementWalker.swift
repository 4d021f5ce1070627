/// Walks the elements of document bytes already validated (every `Document`'s), reading
/// lengths as they are: `BSONElementWalker` checks each against the bounds and the type byte
/// against the known types for untrusted input, which costs its callers more than the walk
/// itself where a hot path reads many documents (a $project's copy, a sort key's lookup).
///
/// Only for bytes that passed validation, which guarantees what the reads below assume: each
/// key ends with a zero byte inside its document, each type byte is a known type, and each
/// length stays within the document. Pointers never leave `next()`.
struct TrustedElementWalker {
    private let buffer: UnsafeRawBufferPointer
    /// Offset of the next element's type byte.
    private var position: Int
    /// Offset of the document's terminating zero byte.
    private let end: Int

    /// Starts at the validated document beginning at `start` (its int32 length prefix).
    init(validated buffer: UnsafeRawBufferPointer, start: Int = 0) {
        self.buffer = buffer
        position = start + 4
        end = start + Int(buffer.loadInt32(at: start)) - 1
    }

    mutating func next() -> RawElement? {
        guard position < end, let base = buffer.baseAddress else { return nil }
        let typeByte = base.load(fromByteOffset: position, as: UInt8.self)
        let keyStart = position + 1
        let keyEnd = Self.zero(in: base, from: keyStart)
        let valueStart = keyEnd + 1
        let length: Int
        switch typeByte {
        case BSONType.double.rawValue, BSONType.datetime.rawValue, BSONType.timestamp.rawValue, BSONType.int64.rawValue: length = 8
        case BSONType.int32.rawValue: length = 4
        case BSONType.decimal128.rawValue: length = 16
        case BSONType.objectId.rawValue: length = 12
        case BSONType.bool.rawValue: length = 1
        case BSONType.undefined.rawValue, BSONType.null.rawValue, BSONType.maxKey.rawValue, BSONType.minKey.rawValue: length = 0
        case BSONType.string.rawValue, BSONType.javascript.rawValue, BSONType.symbol.rawValue: length = 4 + Int(buffer.loadInt32(at: valueStart))
        case BSONType.binary.rawValue: length = 5 + Int(buffer.loadInt32(at: valueStart)) // length, subtype, data
        case BSONType.dbPointer.rawValue: length = 16 + Int(buffer.loadInt32(at: valueStart)) // string, ObjectId
        case BSONType.regex.rawValue: length = Self.zero(in: base, from: Self.zero(in: base, from: valueStart) + 1) + 1 - valueStart // two C strings
        default: length = Int(buffer.loadInt32(at: valueStart)) // document, array, code with scope
        }
        position = valueStart + length
        return RawElement(typeByte: typeByte, keyRange: keyStart..<keyEnd, valueRange: valueStart..<position)
    }

    /// The offset of the first zero byte at or after `start`: validated C strings have one
    /// before their document ends.
    private static func zero(in base: UnsafeRawPointer, from start: Int) -> Int {
        var index = start
        while base.load(fromByteOffset: index, as: UInt8.self) != 0 { index += 1 }
        return index
    }
}
