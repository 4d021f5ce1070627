import Foundation

extension BSONValue {
    /// MongoDB's order of BSON values: negative, zero or positive.
    ///
    /// Values of different canonical types order by type (see `canonicalTypeRank`); numbers
    /// compare by numeric value across int32, int64, double and decimal128; strings by their
    /// UTF-8 bytes; documents field by field (type, then name, then value); arrays element by
    /// element. This is the order of MongoDB's sort and of `BSONElement::woCompare`.
    ///
    /// ```swift
    /// BSONValue.compare(.int32(1), .double(1.0))  // 0
    /// BSONValue.compare(.null, .int64(0))          // negative: null sorts before numbers
    /// ```
    public static func compare(_ lhs: BSONValue, _ rhs: BSONValue) -> Int {
        // Two values of one common type (index entries, sort keys, `_id`s) compare directly.
        switch (lhs, rhs) {
        case (.objectId(let left), .objectId(let right)): return left == right ? 0 : (left < right ? -1 : 1)
        case (.int32(let left), .int32(let right)): return left == right ? 0 : (left < right ? -1 : 1)
        case (.int64(let left), .int64(let right)): return left == right ? 0 : (left < right ? -1 : 1)
        default: break
        }
        // bsonelement.cpp BSONElement::woCompare: canonical types first.
        let typeOrder = order(lhs.canonicalTypeRank, rhs.canonicalTypeRank)
        guard typeOrder == 0 else { return typeOrder }
        return lhs.withBorrowedValue { left in
            rhs.withBorrowedValue { right in BorrowedValue.compareSameRank(left, right) }
        }
    }

    /// MongoDB's value equality (`compare == 0`): `1`, `1.0`, `NumberLong(1)` and
    /// `NumberDecimal("1.00")` are equal, and so are `{a: 1}` and `{a: 1.0}`.
    public func isMongoEqual(to other: BSONValue) -> Bool {
        BSONValue.compare(self, other) == 0
    }

    /// Calls `body` with this value seen in place, without copying strings or bytes.
    func withBorrowedValue<Result>(_ body: (BorrowedValue) -> Result) -> Result {
        switch self {
        case .minKey, .undefined, .null, .maxKey: body(.valueless)
        case .int32(let value): body(.number(.integer(Int64(value))))
        case .int64(let value): body(.number(.integer(value)))
        case .double(let value): body(.number(.double(value)))
        case .decimal128(let value): body(.number(.decimal(value)))
        case .string(let text), .symbol(let text), .javascript(let text):
            withUTF8(text) { body(.string($0)) }
        case .document(let document): document.bytes.withUnsafeBytes { body(.document($0)) }
        case .array(let elements): elements.withUnsafeBufferPointer { body(.values($0)) }
        case .binary(let binary):
            binary.data.withUnsafeBytes { body(.binary(subtype: binary.subtype, data: $0)) }
        case .objectId(let id): body(.objectId(id))
        case .bool(let flag): body(.bool(flag))
        case .datetime(let date): body(.datetime(date.millisecondsSinceEpoch))
        case .timestamp(let timestamp): body(.timestamp(timestamp.value))
        case .regex(let regex):
            withUTF8(regex.pattern) { pattern in
                withUTF8(regex.options) { options in body(.regex(pattern: pattern, options: options)) }
            }
        case .dbPointer(let pointer):
            withUTF8(pointer.namespace) { body(.dbPointer(namespace: $0, id: pointer.id)) }
        case .javascriptWithScope(let code):
            withUTF8(code.code) { text in
                code.scope.bytes.withUnsafeBytes { body(.javascriptWithScope(code: text, scope: $0)) }
            }
        }
    }
}

extension Document {
    /// MongoDB's order of documents (`BSONObj::woCompare`): field by field in order, each by
    /// canonical type, then field name (bytes), then value; a document that is a prefix of
    /// the other comes first. Field order matters: `{a: 1, b: 1}` and `{b: 1, a: 1}` differ.
    public static func compare(_ lhs: Document, _ rhs: Document) -> Int {
        lhs.bytes.withUnsafeBytes { left in
            rhs.bytes.withUnsafeBytes { right in BorrowedValue.compareDocuments(left, right) }
        }
    }
}

/// A BSON value seen in place: scalars copied out, variable-length parts left in the bytes
/// that hold them, so that comparing and hashing allocate nothing. Only valid inside the
/// closure that made it. Types of one canonical rank that compare alike share a case; the
/// rank, compared or hashed beside it, keeps them apart where MongoDB does.
enum BorrowedValue {
    /// MinKey, undefined, null and MaxKey: the type is the whole value.
    case valueless
    case number(BSONNumber)
    /// The UTF-8 bytes of a string, symbol or JavaScript code, which all compare as bytes.
    case string(UnsafeRawBufferPointer)
    /// An embedded document or array as BSON bytes.
    case document(UnsafeRawBufferPointer)
    /// An array held as values, outside any document's bytes.
    case values(UnsafeBufferPointer<BSONValue>)
    /// Binary data; `data` leaves out subtype 2's inner length, as `BSONBinary` does.
    case binary(subtype: UInt8, data: UnsafeRawBufferPointer)
    case objectId(ObjectId)
    case bool(Bool)
    case datetime(Int64)
    case timestamp(UInt64)
    case regex(pattern: UnsafeRawBufferPointer, options: UnsafeRawBufferPointer)
    case dbPointer(namespace: UnsafeRawBufferPointer, id: ObjectId)
    case javascriptWithScope(code: UnsafeRawBufferPointer, scope: UnsafeRawBufferPointer)

    /// The value of `element`, an element of the validated document bytes `buffer`.
    init(element: RawElement, in buffer: UnsafeRawBufferPointer) {
        let start = element.valueRange.lowerBound
        let end = element.valueRange.upperBound
        switch BSONType(rawValue: element.typeByte)! {
        case .minKey, .undefined, .null, .maxKey: self = .valueless
        case .int32: self = .number(.integer(Int64(buffer.loadInt32(at: start))))
        case .int64: self = .number(.integer(buffer.loadInt64(at: start)))
        case .double: self = .number(.double(Double(bitPattern: buffer.loadUInt64(at: start))))
        case .decimal128:
            self = .number(.decimal(Decimal128(low: buffer.loadUInt64(at: start), high: buffer.loadUInt64(at: start + 8))))
        case .string, .symbol, .javascript:
            // int32 length, the bytes, a terminating zero.
            self = .string(buffer.bytes(in: (start + 4)..<(end - 1)))
        case .document, .array: self = .document(buffer.bytes(in: element.valueRange))
        case .binary:
            let subtype = buffer[start + 4]
            let innerLength = subtype == BSONBinary.oldBinary ? 4 : 0
            self = .binary(subtype: subtype, data: buffer.bytes(in: (start + 5 + innerLength)..<end))
        case .objectId: self = .objectId(buffer.objectId(at: start))
        case .bool: self = .bool(buffer[start] != 0)
        case .datetime: self = .datetime(buffer.loadInt64(at: start))
        case .timestamp: self = .timestamp(buffer.loadUInt64(at: start))
        case .regex:
            // Two zero-terminated strings.
            let patternEnd = buffer.firstZero(from: start, before: end)!
            self = .regex(pattern: buffer.bytes(in: start..<patternEnd), options: buffer.bytes(in: (patternEnd + 1)..<(end - 1)))
        case .dbPointer:
            // A string, then the ObjectId's 12 bytes.
            self = .dbPointer(namespace: buffer.bytes(in: (start + 4)..<(end - 13)), id: buffer.objectId(at: end - 12))
        case .javascriptWithScope:
            // int32 total length, the code as a string (length counts its zero), the scope.
            let codeStart = start + 8
            let codeEnd = codeStart + Int(buffer.loadInt32(at: start + 4)) - 1
            self = .javascriptWithScope(code: buffer.bytes(in: codeStart..<codeEnd), scope: buffer.bytes(in: (codeEnd + 1)..<end))
        }
    }

    /// Orders two values of one canonical type, as bsonelement.cpp compareElements does.
    static func compareSameRank(_ lhs: BorrowedValue, _ rhs: BorrowedValue) -> Int {
        switch (lhs, rhs) {
        case (.valueless, .valueless):
            // MinKey, undefined, null and MaxKey each have a rank of their own.
            return 0
        case (.number(let left), .number(let right)):
            return BSONNumber.compare(left, right)
        case (.string(let left), .string(let right)):
            // compareElementStringValues: memcmp, then the shorter string first. Symbol shares
            // string's rank and compares the same way; JavaScript code too, under its own rank.
            return compareBytes(left, right)
        case (.document(let left), .document(let right)):
            // compareElements: objects and arrays both by BSONObj::woCompare with field names.
            return compareDocuments(left, right)
        case (.values(let left), .values(let right)):
            return compareArrays(left, right)
        case (.binary(let leftSubtype, let leftData), .binary(let rightSubtype, let rightData)):
            // compareElements BinData: the stored length first (it counts subtype 2's inner
            // length), then memcmp of subtype byte and bytes. Manual, Comparison/Sort Order,
            // BinData: length, then subtype, then byte by byte.
            let lengthOrder = order(storedLength(leftSubtype, leftData), storedLength(rightSubtype, rightData))
            if lengthOrder != 0 { return lengthOrder }
            let subtypeOrder = order(leftSubtype, rightSubtype)
            return subtypeOrder != 0 ? subtypeOrder : compareBytes(leftData, rightData)
        case (.objectId(let left), .objectId(let right)):
            // compareElements jstOID: memcmp of the 12 bytes, which ObjectId's order follows.
            return order(left, right)
        case (.bool(let left), .bool(let right)):
            // compareElements Bool: the byte difference, so false < true.
            return order(left ? 1 : 0, right ? 1 : 0)
        case (.datetime(let left), .datetime(let right)):
            // compareElements Date: signed milliseconds.
            return order(left, right)
        case (.timestamp(let left), .timestamp(let right)):
            // compareElements bsonTimestamp: unsigned, seconds in the high half.
            return order(left, right)
        case (.regex(let leftPattern, let leftOptions), .regex(let rightPattern, let rightOptions)):
            // compareElements RegEx: strcmp of the patterns, then of the options.
            let patternOrder = compareBytes(leftPattern, rightPattern)
            return patternOrder != 0 ? patternOrder : compareBytes(leftOptions, rightOptions)
        case (.dbPointer(let leftNamespace, let leftId), .dbPointer(let rightNamespace, let rightId)):
            // compareElements DBRef: value size first (so namespace length), then memcmp of
            // the value: namespace bytes, then the ObjectId.
            let lengthOrder = order(leftNamespace.count, rightNamespace.count)
            if lengthOrder != 0 { return lengthOrder }
            let namespaceOrder = compareBytes(leftNamespace, rightNamespace)
            return namespaceOrder != 0 ? namespaceOrder : order(leftId, rightId)
        case (.javascriptWithScope(let leftCode, let leftScope), .javascriptWithScope(let rightCode, let rightScope)):
            // compareElements CodeWScope: the code as a string, then the scope documents.
            let codeOrder = compareBytes(leftCode, rightCode)
            return codeOrder != 0 ? codeOrder : compareDocuments(leftScope, rightScope)
        default:
            // A rank's values all borrow as one case; arrays are held as values only outside
            // document bytes, so two arrays at one place in two equal-ranked values agree.
            preconditionFailure("values of one canonical type borrowed as different cases")
        }
    }

    /// BSONObj::woCompare with field names considered: element by element, each by canonical
    /// type, then field name, then value (BSONElement::woCompare); when one document runs
    /// out first, it is the smaller. Manual, Comparison/Sort Order, Objects.
    static func compareDocuments(_ lhs: UnsafeRawBufferPointer, _ rhs: UnsafeRawBufferPointer) -> Int {
        var left = BSONElementWalker(validated: lhs)
        var right = BSONElementWalker(validated: rhs)
        while true {
            switch (left.nextValidated(), right.nextValidated()) {
            case (nil, nil): return 0
            case (nil, _?): return -1
            case (_?, nil): return 1
            case (let leftElement?, let rightElement?):
                let typeOrder = order(
                    BSONType(rawValue: leftElement.typeByte)!.canonicalTypeRank,
                    BSONType(rawValue: rightElement.typeByte)!.canonicalTypeRank)
                if typeOrder != 0 { return typeOrder }
                let nameOrder = compareBytes(lhs.bytes(in: leftElement.keyRange), rhs.bytes(in: rightElement.keyRange))
                if nameOrder != 0 { return nameOrder }
                let valueOrder = compareSameRank(
                    BorrowedValue(element: leftElement, in: lhs), BorrowedValue(element: rightElement, in: rhs))
                if valueOrder != 0 { return valueOrder }
            }
        }
    }

    /// MongoDB compares arrays as documents keyed "0", "1", ...: the names agree position by
    /// position, so element by element (type, then value), then the shorter array first.
    private static func compareArrays(_ lhs: UnsafeBufferPointer<BSONValue>, _ rhs: UnsafeBufferPointer<BSONValue>) -> Int {
        for (left, right) in zip(lhs, rhs) {
            let elementOrder = BSONValue.compare(left, right)
            if elementOrder != 0 { return elementOrder }
        }
        return order(lhs.count, rhs.count)
    }

    /// The length BSON stores for binary data: subtype 2 counts its inner length prefix too.
    private static func storedLength(_ subtype: UInt8, _ data: UnsafeRawBufferPointer) -> Int {
        subtype == BSONBinary.oldBinary ? data.count + 4 : data.count
    }
}

/// -1, 0 or 1.
private func order<Value: Comparable>(_ lhs: Value, _ rhs: Value) -> Int {
    lhs < rhs ? -1 : lhs == rhs ? 0 : 1
}

/// Calls `body` with the UTF-8 bytes of `text`, in place for native strings.
private func withUTF8<Result>(_ text: String, _ body: (UnsafeRawBufferPointer) -> Result) -> Result {
    var text = text
    return text.withUTF8 { body(UnsafeRawBufferPointer($0)) }
}
