import DocStreamBSON
import Foundation
import Testing

@testable import DocStream

/// Sort keys in byte form (`OrderedKey`, compared with memcmp) must order documents exactly as
/// MongoDB does (manual, Comparison/Sort Order; cursor.sort()), including where a byte form
/// could go wrong: numbers of different types, NaN, -0, longs past 2^53, decimals, missing vs
/// null, strings holding NUL bytes, arrays, and keys with no byte form beside keys with one.
/// Expected orders are written from the manual, by `_id`.
struct SortKeyBytesTests {
    private func sortedIDs(_ documents: [Document], by sort: Document, limit: Int? = nil) throws -> [BSONValue] {
        var stages: [Document] = [["$sort": .document(sort)]]
        if let limit { stages.append(["$limit": .int32(Int32(limit))]) }
        return try Pipeline(stages).run(documents).map { $0["_id"] ?? .null }
    }

    private func ids(_ values: Int32...) -> [BSONValue] {
        values.map { .int32($0) }
    }

    @Test("numbers sort by value across int32, int64, double and decimal128; equal values keep input order")
    func numbersAcrossTypes() throws {
        let documents: [Document] = [
            ["_id": .int32(1), "n": .double(2.5)],
            ["_id": .int32(2), "n": .int64(1)],
            ["_id": .int32(3), "n": .decimal128(Decimal128("1.00")!)],
            ["_id": .int32(4), "n": .int32(1)],
            ["_id": .int32(5), "n": .double(1.0)],
            ["_id": .int32(6), "n": .int32(-3)],
            ["_id": .int32(7), "n": .decimal128(Decimal128("2.4")!)],
        ]
        // 1, NumberLong(1), NumberDecimal("1.00") and 1.0 are one value: a tie, in input order.
        #expect(try sortedIDs(documents, by: ["n": 1]) == ids(6, 2, 3, 4, 5, 7, 1))
        #expect(try sortedIDs(documents, by: ["n": -1]) == ids(1, 7, 2, 3, 4, 5, 6))
    }

    @Test("NaN sorts below every other number, -infinity next; -0 and 0 tie")
    func nanAndZeros() throws {
        let documents: [Document] = [
            ["_id": .int32(1), "n": .double(0)],
            ["_id": .int32(2), "n": .double(-.infinity)],
            ["_id": .int32(3), "n": .double(.nan)],
            ["_id": .int32(4), "n": .double(-0.0)],
            ["_id": .int32(5), "n": .decimal128(Decimal128("NaN")!)],
            ["_id": .int32(6), "n": .int64(0)],
        ]
        #expect(try sortedIDs(documents, by: ["n": 1]) == ids(3, 5, 2, 1, 4, 6))
        #expect(try sortedIDs(documents, by: ["n": -1]) == ids(1, 4, 6, 2, 3, 5))
    }

    @Test("longs past 2^53 and decimals that are not exact doubles sort by their exact values")
    func numbersWithoutAnExactDouble() throws {
        let big: Int64 = 1 << 53
        let documents: [Document] = [
            ["_id": .int32(1), "n": .int64(big + 1)],
            ["_id": .int32(2), "n": .double(Double(big))],
            ["_id": .int32(3), "n": .int64(big)],
            ["_id": .int32(4), "n": .double(0.1)],
            ["_id": .int32(5), "n": .decimal128(Decimal128("0.1")!)],
            ["_id": .int32(6), "n": .int64(big + 2)],
        ]
        // The double nearest 0.1 is 0.1000000000000000055511151231257827, above decimal 0.1;
        // 2^53 as a double and as a long are one value; 2^53 + 1 lies between 2^53 and 2^53 + 2.
        #expect(try sortedIDs(documents, by: ["n": 1]) == ids(5, 4, 2, 3, 1, 6))
        #expect(try sortedIDs(documents, by: ["n": -1]) == ids(6, 1, 2, 3, 4, 5))
    }

    @Test("a missing field sorts as null, tied with it; both before numbers, numbers before strings")
    func missingNullAndTypeOrder() throws {
        let documents: [Document] = [
            ["_id": .int32(1), "k": "a"],
            ["_id": .int32(2), "k": .null],
            ["_id": .int32(3)],
            ["_id": .int32(4), "k": .int32(5)],
            ["_id": .int32(5), "k": .bool(false)],
            ["_id": .int32(6), "k": .minKey],
            ["_id": .int32(7), "k": .maxKey],
            ["_id": .int32(8), "k": .objectId(ObjectId(bytes: [UInt8](repeating: 1, count: 12))!)],
            ["_id": .int32(9), "k": .datetime(BSONDateTime(millisecondsSinceEpoch: -5))],
            ["_id": .int32(10), "k": .timestamp(BSONTimestamp(seconds: 1, increment: 2))],
        ]
        // MinKey, null (and missing), numbers, strings, ObjectId, booleans, dates, timestamps, MaxKey.
        #expect(try sortedIDs(documents, by: ["k": 1]) == ids(6, 2, 3, 4, 1, 8, 5, 9, 10, 7))
        #expect(try sortedIDs(documents, by: ["k": -1]) == ids(7, 10, 9, 5, 8, 1, 4, 2, 3, 6))
    }

    @Test("strings sort by their UTF-8 bytes, a prefix first, NUL bytes included; symbols compare as strings")
    func stringsWithNulBytes() throws {
        let documents: [Document] = [
            ["_id": .int32(1), "s": "ab"],
            ["_id": .int32(2), "s": "a\u{0}b"],
            ["_id": .int32(3), "s": "a"],
            ["_id": .int32(4), "s": "a\u{0}"],
            ["_id": .int32(5), "s": "é"],
            ["_id": .int32(6), "s": "B"],
            ["_id": .int32(7), "s": .symbol("a")],
        ]
        // "B" (0x42) < "a" (0x61) = symbol "a" < "a\0" < "a\0b" < "ab" < "é" (0xC3 0xA9).
        #expect(try sortedIDs(documents, by: ["s": 1]) == ids(6, 3, 7, 4, 2, 1, 5))
        #expect(try sortedIDs(documents, by: ["s": -1]) == ids(5, 1, 2, 4, 3, 7, 6))
    }

    @Test("a compound key orders by its first field, then the next, each in its own direction")
    func compoundKeys() throws {
        let documents: [Document] = [
            ["_id": .int32(1), "region": "Kona", "price": 3.5],
            ["_id": .int32(2), "price": 9.0],
            ["_id": .int32(3), "region": "Kona", "price": .int32(4)],
            ["_id": .int32(4), "region": "Antigua", "price": 1.0],
            ["_id": .int32(5), "region": .null, "price": 10.0],
            ["_id": .int32(6), "region": "Kona", "price": .int64(4)],
            ["_id": .int32(7), "region": "Kona"],
        ]
        // Missing and null regions first (price descending), then Antigua, then Kona with
        // prices 4, 4 (a tie in input order), 3.5, and the missing price (null) last.
        #expect(try sortedIDs(documents, by: ["region": 1, "price": -1]) == ids(5, 2, 4, 3, 6, 1, 7))
        #expect(try sortedIDs(documents, by: ["region": 1, "price": -1], limit: 3) == ids(5, 2, 4))
        #expect(try sortedIDs(documents, by: ["region": -1, "price": 1]) == ids(7, 1, 3, 6, 4, 2, 5))
    }

    @Test("arrays key on their smallest element ascending and largest descending, beside scalar keys")
    func arraysBesideScalars() throws {
        let documents: [Document] = [
            ["_id": .int32(1), "a": .int32(2)],
            ["_id": .int32(2), "a": [.int32(5), .int32(0)]],
            ["_id": .int32(3), "a": []],
            ["_id": .int32(4), "a": .null],
            ["_id": .int32(5), "a": [.int32(3), "x"]],
            ["_id": .int32(6), "a": ["b": .int32(1)]],
        ]
        // Ascending: [] (undefined, below null), null, [5, 0] by 0, 2, [3, "x"] by 3, the
        // document. Descending: the document, [3, "x"] by "x", [5, 0] by 5, 2, null, [].
        #expect(try sortedIDs(documents, by: ["a": 1]) == ids(3, 4, 2, 1, 5, 6))
        #expect(try sortedIDs(documents, by: ["a": -1]) == ids(6, 5, 2, 1, 4, 3))
    }

    @Test("dotted paths read embedded documents; a scalar on the way is missing (null)")
    func dottedPaths() throws {
        let documents: [Document] = [
            ["_id": .int32(1), "a": ["b": .int32(3)]],
            ["_id": .int32(2), "a": .int32(7)],
            ["_id": .int32(3), "a": ["b": .int32(1)]],
            ["_id": .int32(4), "a": [["b": .int32(2)], ["b": .int32(9)]]],
        ]
        #expect(try sortedIDs(documents, by: ["a.b": 1]) == ids(2, 3, 4, 1))
        #expect(try sortedIDs(documents, by: ["a.b": -1]) == ids(4, 1, 3, 2))
    }

    @Test("a repeated field name sorts by its first value, as the field reads")
    func repeatedFieldNames() throws {
        let documents = [
            Document([("_id", .int32(1)), ("k", .int32(5)), ("k", .int32(0))]),
            Document([("_id", .int32(2)), ("k", .int32(3))]),
        ]
        #expect(try sortedIDs(documents, by: ["k": 1]) == ids(2, 1))
    }

    @Test("the byte form reads back as values that compare as the originals")
    func bytesReadBack() throws {
        let values: [BSONValue] = [
            .double(.nan), .double(-2.5), .int32(7), "a\u{0}b", .bool(true), .null, .minKey, .maxKey, .undefined,
            .datetime(BSONDateTime(millisecondsSinceEpoch: -1)), .timestamp(BSONTimestamp(seconds: 3, increment: 4)),
            .javascript("f()"), .objectId(ObjectId(bytes: [UInt8](0..<12))!),
        ]
        for descending in [false, true] {
            var key = OrderedKey()
            for value in values {
                let appended = key.append(value, descending: descending)
                #expect(appended)
            }
            let read = key.values(descending: Array(repeating: descending, count: values.count))
            #expect(read.count == values.count)
            for (original, back) in zip(values, read) { #expect(BSONValue.compare(original, back) == 0) }
        }
        var unencodable = OrderedKey()
        let long = unencodable.append(.int64(Int64.max), descending: false)
        let document = unencodable.append(["a": 1], descending: false)
        #expect(!long && !document && unencodable.bytes.isEmpty)
    }
}
