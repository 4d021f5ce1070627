import DocStreamBSON
import Testing

@testable import DocStream

/// `$project` and `$addFields` over top-level fields build their output in one pass over the
/// input's bytes, and `{$arrayElemAt: [{$split: [s, "sep"]}, n]}` finds its one piece without
/// making the array: each must give what MongoDB gives (manual pages of $addFields, $project,
/// $split and $arrayElemAt), including where a shortcut could go wrong.
struct FlatStageFastPathTests {
    private func run(_ stage: Document, _ input: [Document]) throws -> [Document] {
        try Pipeline([stage]).run(input)
    }

    private func errorCode(_ body: () throws -> Void) -> Int? {
        do {
            try body()
            return nil
        } catch let error as DocStreamError {
            return error.code
        } catch {
            return nil
        }
    }

    // MARK: $arrayElemAt of $split

    @Test("the piece at an index: from the start, from the end, past either end missing")
    func splitPieces() throws {
        let input: [Document] = [["s": "Store 42 West"], ["s": " lead"], ["s": "trail "], ["s": ""], ["s": "a  b"]]
        func pieces(_ index: BSONValue) throws -> [BSONValue?] {
            let expression = try AggregationExpression(["$arrayElemAt": [["$split": ["$s", " "]], index]])
            return try input.map { document throws(DocStreamError) in try expression.evaluate(document) }
        }
        // $split keeps empty pieces: " lead" is ["", "lead"], "" is [""], "a  b" is ["a", "", "b"].
        #expect(try pieces(.int32(0)) == ["Store", "", "trail", "", "a"])
        #expect(try pieces(.int32(1)) == ["42", "lead", "", nil, ""])
        #expect(try pieces(.int64(2)) == ["West", nil, nil, nil, "b"])
        #expect(try pieces(.double(-1)) == ["West", "lead", "", "", "b"])
        #expect(try pieces(.decimal128(Decimal128("-3")!)) == ["Store", nil, nil, nil, "a"])
        #expect(try pieces(.int32(-4)) == [nil, nil, nil, nil, nil])
    }

    @Test("multi-byte separators and text split on whole sequences")
    func splitMultiByte() throws {
        let expression = try AggregationExpression(["$arrayElemAt": [["$split": ["$s", "é-"]], .int32(1)]])
        // "caféé-thé-x" is ["café", "th", "x"]; "café-é-" is ["caf", "", ""].
        #expect(try expression.evaluate(["s": "caféé-thé-x"]) == "th")
        #expect(try expression.evaluate(["s": "café-é-"]) == "")
        #expect(try expression.evaluate(["s": "é"]) == nil)
    }

    @Test("a nullish input is null; another type is 40085, as $split raises it")
    func splitNullAndErrors() throws {
        let expression = try AggregationExpression(["$arrayElemAt": [["$split": ["$s", " "]], .int32(1)]])
        #expect(try expression.evaluate([:]) == .null)
        #expect(try expression.evaluate(["s": .null]) == .null)
        #expect(try expression.evaluate(["s": .undefined]) == .null)
        #expect(errorCode { _ = try expression.evaluate(["s": .int32(5)]) } == 40085)
        #expect(errorCode { _ = try expression.evaluate(["s": ["a b"]]) } == 40085)
    }

    @Test("arguments outside the one-piece form compile and fail as the two operators do")
    func splitOtherArguments() throws {
        // Not representable as a 32-bit integer (28691), not a number (28690), a null index
        // (null), an empty separator (40087), a separator from the document.
        #expect(errorCode { _ = try AggregationExpression(["$arrayElemAt": [["$split": ["$s", " "]], .double(2147483648)]]).evaluate(["s": "a b"]) } == 28691)
        #expect(errorCode { _ = try AggregationExpression(["$arrayElemAt": [["$split": ["$s", " "]], "1"]]).evaluate(["s": "a b"]) } == 28690)
        #expect(try AggregationExpression(["$arrayElemAt": [["$split": ["$s", " "]], .null]]).evaluate(["s": "a b"]) == .null)
        #expect(errorCode { _ = try AggregationExpression(["$arrayElemAt": [["$split": ["$s", ""]], .int32(0)]]).evaluate(["s": "a b"]) } == 40087)
        #expect(try AggregationExpression(["$arrayElemAt": [["$split": ["$s", "$sep"]], .int32(1)]]).evaluate(["s": "a-b", "sep": "-"]) == "b")
        #expect(errorCode { _ = try AggregationExpression(["$arrayElemAt": [["$split": ["$s"]], .int32(1)]]) } == 16020)
        #expect(errorCode { _ = try AggregationExpression(["$arrayElemAt": [["$split": ["$s", " "]], .int32(1), .int32(2)]]) } == 16020)
        #expect(errorCode { _ = try AggregationExpression(["$arrayElemAt": [["$split": ["$s", " "], "$bad": 1], .int32(1)]]) } == 15983)
    }

    // MARK: $project

    @Test("$project keeps the document's order for included fields, computed ones after, in specification order")
    func projectOrder() throws {
        let input: [Document] = [["_id": .int32(1), "b": .int32(2), "a": .int32(1), "store": "Store 7", "ab": "x"]]
        let output = try run(["$project": ["n": ["$arrayElemAt": [["$split": ["$store", " "]], .int32(1)]], "a": .int32(1), "b": .int32(1)]], input)
        // "ab" shares a prefix with an included name and is not included; _id stays by default.
        #expect(output == [["_id": .int32(1), "b": .int32(2), "a": .int32(1), "n": "7"]])
    }

    @Test("$project replaces an existing field named by a computed field with the computed value, at the end")
    func projectComputedOverExisting() throws {
        let input: [Document] = [["_id": .int32(1), "a": .int32(1), "z": .int32(9)]]
        let output = try run(["$project": ["_id": .int32(0), "a": ["$add": ["$a", .int32(1)]], "z": .int32(1)]], input)
        #expect(output == [["z": .int32(9), "a": .int32(2)]])
    }

    // MARK: $addFields

    @Test("$addFields replaces an existing field in place, appends new ones in specification order")
    func addFieldsOrder() throws {
        let input: [Document] = [["_id": .int32(1), "store": "Store 42", "storeNumber": .int64(42), "price": 3.5]]
        let output = try run(["$addFields": ["new": .int32(1), "storeNumber": ["$arrayElemAt": [["$split": ["$store", " "]], .int32(1)]]]], input)
        #expect(output == [["_id": .int32(1), "store": "Store 42", "storeNumber": "42", "price": 3.5, "new": .int32(1)]])
    }

    @Test("$addFields of a missing value removes the field; every expression reads the input document")
    func addFieldsRemoveAndInput() throws {
        let input: [Document] = [["_id": .int32(1), "a": .int32(1), "b": .int32(2)]]
        let output = try run(["$addFields": ["a": "$$REMOVE", "b": "$a", "c": "$nosuchfield"]], input)
        // b reads the input's a (1), not the a this stage removed.
        #expect(output == [["_id": .int32(1), "b": .int32(1)]])
    }

    @Test("$addFields over a repeated field name keeps one field, at the first one's place")
    func addFieldsRepeatedName() throws {
        let input = [Document([("_id", .int32(1)), ("a", .int32(1)), ("b", .int32(2)), ("a", .int32(3))])]
        #expect(try run(["$addFields": ["a": "new"]], input) == [["_id": .int32(1), "a": "new", "b": .int32(2)]])
        #expect(try run(["$addFields": ["a": "$$REMOVE"]], input) == [["_id": .int32(1), "b": .int32(2)]])
        // A name not set by the stage keeps its repeats.
        #expect(
            try run(["$addFields": ["c": .int32(0)]], input) == [
                Document([("_id", .int32(1)), ("a", .int32(1)), ("b", .int32(2)), ("a", .int32(3)), ("c", .int32(0))])
            ])
    }

    @Test("$set with a non-ASCII field name matches the document's field by its UTF-8")
    func addFieldsNonASCIIName() throws {
        let input: [Document] = [["_id": .int32(1), "café": .int32(1), "cafe": .int32(2)]]
        #expect(try run(["$set": ["café": .int32(5)]], input) == [["_id": .int32(1), "café": .int32(5), "cafe": .int32(2)]])
    }

    // MARK: every BSON type in the walked bytes

    /// One field of every BSON type, then "last": the one-pass stages and compiled field paths
    /// step over each value by its type's length, so a wrong length would lose "last".
    private var everyType: Document {
        let id = ObjectId(bytes: [UInt8](0..<12))!
        let fields: [(String, BSONValue)] = [
            ("_id", .int32(1)), ("double", .double(1.5)), ("string", "text"), ("document", ["x": .int32(1)]), ("array", [.int32(1), "two"]),
            ("binary", .binary(BSONBinary(subtype: 0, data: [1, 2, 3]))), ("oldBinary", .binary(BSONBinary(subtype: 2, data: [4, 5]))),
            ("undefined", .undefined), ("objectId", .objectId(id)), ("bool", .bool(true)),
            ("datetime", .datetime(BSONDateTime(millisecondsSinceEpoch: 7))), ("null", .null),
            ("regex", .regex(BSONRegularExpression(pattern: "a.c", options: "i"))), ("dbPointer", .dbPointer(BSONDBPointer(namespace: "db.c", id: id))),
            ("javascript", .javascript("f()")), ("symbol", .symbol("sym")),
            ("codeWithScope", .javascriptWithScope(BSONCodeWithScope(code: "g()", scope: ["y": .int32(2)]))), ("int32", .int32(3)),
            ("timestamp", .timestamp(BSONTimestamp(seconds: 1, increment: 2))), ("int64", .int64(4)), ("decimal", .decimal128(Decimal128("5.5")!)),
            ("minKey", .minKey), ("maxKey", .maxKey), ("last", "Store 9"),
        ]
        return Document(fields)
    }

    @Test("fields of every BSON type are copied as they are and the fields after them found")
    func everyBSONType() throws {
        let input = [everyType]
        let added = try run(["$addFields": ["n": ["$arrayElemAt": [["$split": ["$last", " "]], .int32(1)]], "regex": .int32(0)]], input)
        var expected = everyType
        expected["regex"] = .int32(0)
        expected["n"] = "9"
        #expect(added == [expected])
        let projected = try run(["$project": ["_id": .int32(0), "last": .int32(1), "regex": .int32(1), "maxKey": .int32(1), "s": "$symbol"]], input)
        #expect(
            projected == [["regex": .regex(BSONRegularExpression(pattern: "a.c", options: "i")), "maxKey": .maxKey, "last": "Store 9", "s": .symbol("sym")]])
        var second = everyType
        second["_id"] = .int32(2)
        second["last"] = "Store 1"
        #expect(try Pipeline([["$sort": ["last": .int32(1)]]]).run([everyType, second]).map { $0["_id"] } == [.int32(2), .int32(1)])
    }
}
