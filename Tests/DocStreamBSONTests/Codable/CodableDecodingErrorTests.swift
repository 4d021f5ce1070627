import DocStreamBSON
import Foundation
import Testing

/// Decoding errors are Swift's DecodingError with the coding path to the field and the BSON
/// type found.
@Suite("Codable decoding errors")
struct CodableDecodingErrorTests {
    struct Address: Codable { var city: String }
    struct Person: Codable {
        var name: String
        var age: Int
        var addresses: [Address]
    }

    /// The error's coding path as "addresses.1.city" and its description.
    private func failure(_ body: () throws -> Void) -> (kind: String, path: String, description: String)? {
        do {
            try body()
            return nil
        } catch let error as DecodingError {
            let (kind, context): (String, DecodingError.Context) =
                switch error {
                case .typeMismatch(_, let context): ("typeMismatch", context)
                case .valueNotFound(_, let context): ("valueNotFound", context)
                case .keyNotFound(let key, let context):
                    ("keyNotFound", DecodingError.Context(codingPath: context.codingPath + [key], debugDescription: context.debugDescription))
                case .dataCorrupted(let context): ("dataCorrupted", context)
                @unknown default: ("unknown", DecodingError.Context(codingPath: [], debugDescription: ""))
                }
            return (kind, context.codingPath.map { $0.intValue.map(String.init) ?? $0.stringValue }.joined(separator: "."), context.debugDescription)
        } catch {
            return ("other: \(error)", "", "")
        }
    }

    @Test("a string where an Int is expected names the path and the BSON type found")
    func typeMismatch() throws {
        let result = failure { _ = try BSONDecoder().decode(Person.self, from: ["name": "Ann", "age": "three", "addresses": []]) }
        #expect(result?.kind == "typeMismatch")
        #expect(result?.path == "age")
        #expect(result?.description == "expected Int but found BSON string \"three\"")
    }

    @Test("errors deep in arrays of embedded documents carry the index")
    func nestedPath() throws {
        let stored: Document = ["name": "Ann", "age": 30, "addresses": [["city": "Porto"], ["city": .int32(5)]]]
        let result = failure { _ = try BSONDecoder().decode(Person.self, from: stored) }
        #expect(result?.kind == "typeMismatch")
        #expect(result?.path == "addresses.1.city")
        #expect(result?.description.contains("found BSON int") == true)
    }

    @Test("a missing required field is keyNotFound with its name")
    func missingField() throws {
        let result = failure { _ = try BSONDecoder().decode(Person.self, from: ["name": "Ann", "addresses": []]) }
        #expect(result?.kind == "keyNotFound")
        #expect(result?.path == "age")
    }

    @Test("null for a non-optional property is valueNotFound")
    func nullValue() throws {
        let result = failure { _ = try BSONDecoder().decode(Person.self, from: ["name": .null, "age": 1, "addresses": []]) }
        #expect(result?.kind == "valueNotFound")
        #expect(result?.path == "name")
        #expect(result?.description == "expected String but found BSON null")
    }

    @Test(
        "a fraction or an out-of-range number for an integer is refused, not truncated",
        arguments: [
            (BSONValue.double(2.5), "BSON double 2.5 is not an integer, so it cannot be decoded as Int32"),
            (.int64(3_000_000_000), "BSON long 3000000000 does not fit Int32"),
            (.double(1e20), "BSON double 1e+20 does not fit Int32"),
            (.decimal128(Decimal128("1.5")!), "BSON decimal 1.5 is not an integer within int64, so it cannot be decoded as Int32"),
        ])
    func integerRules(value: BSONValue, message: String) throws {
        struct Small: Codable { var count: Int32 }
        let result = failure { _ = try BSONDecoder().decode(Small.self, from: ["count": value]) }
        #expect(result?.kind == "dataCorrupted")
        #expect(result?.path == "count")
        #expect(result?.description == message)
    }

    @Test("an int64 a Double cannot hold exactly is refused")
    func inexactDouble() throws {
        struct Measure: Codable { var value: Double }
        let result = failure { _ = try BSONDecoder().decode(Measure.self, from: ["value": .int64(9_007_199_254_740_993)]) }
        #expect(result?.kind == "dataCorrupted")
        #expect(result?.description == "BSON long 9007199254740993 has no exact Double value")
    }

    @Test("a document where an array is expected, and BSON types where Swift ones are expected")
    func containerMismatch() throws {
        let result = failure { _ = try BSONDecoder().decode(Person.self, from: ["name": "Ann", "age": 1, "addresses": ["city": "x"]]) }
        #expect(result?.kind == "typeMismatch")
        #expect(result?.path == "addresses")
        #expect(result?.description == "expected Array<Any> (BSON array) but found BSON object")
        struct Ref: Codable { var owner: ObjectId }
        let id = failure { _ = try BSONDecoder().decode(Ref.self, from: ["owner": "5f1a2b3c4d5e6f7081920a1b"]) }
        #expect(id?.kind == "typeMismatch")
        #expect(id?.description == "expected ObjectId but found BSON string \"5f1a2b3c4d5e6f7081920a1b\"")
        struct Stamp: Codable { var at: Date }
        let date = failure { _ = try BSONDecoder().decode(Stamp.self, from: ["at": .int64(5)]) }
        #expect(date?.description == "expected Date (BSON date) but found BSON long 5")
    }

    @Test("an enum's unknown raw value is refused with the path")
    func unknownRawValue() throws {
        enum Roast: String, Codable { case light, dark }
        struct Bag: Codable { var roast: Roast }
        let result = failure { _ = try BSONDecoder().decode(Bag.self, from: ["roast": "medium"]) }
        #expect(result?.kind == "dataCorrupted")
        #expect(result?.path == "roast")
    }

    @Test("field names with a NUL byte cannot be encoded")
    func nulKey() throws {
        #expect(throws: EncodingError.self) { try BSONEncoder().encode(["a\u{0}b": 1]) }
    }
}
