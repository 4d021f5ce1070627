import DocStreamBSON
import Foundation
import Testing

/// Every BSON type through BSONEncoder and back: the document each model encodes to is
/// written by hand from the BSON spec's type list, and decoding it gives the model back.
@Suite("Codable round trips")
struct CodableRoundTripTests {
    /// One property per BSON type the Swift types reach directly.
    struct EveryType: Codable, Equatable {
        var double: Double
        var string: String
        var document: Document
        var array: [Int32]
        var binary: BSONBinary
        var objectId: ObjectId
        var bool: Bool
        var date: Date
        var datetime: BSONDateTime
        var regex: BSONRegularExpression
        var dbPointer: BSONDBPointer
        var codeWithScope: BSONCodeWithScope
        var int32: Int32
        var timestamp: BSONTimestamp
        var int64: Int64
        var decimal: Decimal128
        var data: Data
        var uuid: UUID
    }

    /// The BSON types with no Swift type of their own travel as `BSONValue`.
    struct ValueOnlyTypes: Codable, Equatable {
        var undefined: BSONValue
        var null: BSONValue
        var javascript: BSONValue
        var symbol: BSONValue
        var minKey: BSONValue
        var maxKey: BSONValue
    }

    static let id = ObjectId("5f1a2b3c4d5e6f7081920a1b")!
    static let uuid = UUID(uuidString: "00112233-4455-6677-8899-AABBCCDDEEFF")!

    let model = EveryType(
        double: 1.5, string: "Colombian Blend", document: ["storeNumber": .int32(42)], array: [1, 2],
        binary: BSONBinary(subtype: 0x80, data: [1, 2, 3]), objectId: Self.id, bool: true,
        date: Date(timeIntervalSince1970: 1_700_000_000.123), datetime: BSONDateTime(millisecondsSinceEpoch: -5),
        regex: BSONRegularExpression(pattern: "^Co", options: "i"), dbPointer: BSONDBPointer(namespace: "db.coll", id: Self.id),
        codeWithScope: BSONCodeWithScope(code: "x", scope: ["a": 1]), int32: -7,
        timestamp: BSONTimestamp(seconds: 10, increment: 2), int64: Int64.max, decimal: Decimal128("1.10")!,
        data: Data([9, 8]), uuid: Self.uuid)

    @Test("every BSON type encodes as itself, in property order")
    func encodesEveryType() throws {
        let expected: Document = [
            "double": .double(1.5), "string": "Colombian Blend", "document": ["storeNumber": .int32(42)],
            "array": [.int32(1), .int32(2)], "binary": .binary(BSONBinary(subtype: 0x80, data: [1, 2, 3])),
            "objectId": .objectId(Self.id), "bool": true,
            // Date is stored in whole milliseconds, rounded down.
            "date": .datetime(BSONDateTime(millisecondsSinceEpoch: 1_700_000_000_123)),
            "datetime": .datetime(BSONDateTime(millisecondsSinceEpoch: -5)),
            "regex": .regex(BSONRegularExpression(pattern: "^Co", options: "i")),
            "dbPointer": .dbPointer(BSONDBPointer(namespace: "db.coll", id: Self.id)),
            "codeWithScope": .javascriptWithScope(BSONCodeWithScope(code: "x", scope: ["a": 1])),
            "int32": .int32(-7), "timestamp": .timestamp(BSONTimestamp(seconds: 10, increment: 2)),
            "int64": .int64(Int64.max), "decimal": .decimal128(Decimal128("1.10")!),
            "data": .binary(BSONBinary(subtype: 0, data: [9, 8])),
            "uuid": .binary(BSONBinary(subtype: 4, data: [0x00, 0x11, 0x22, 0x33, 0x44, 0x55, 0x66, 0x77, 0x88, 0x99, 0xAA, 0xBB, 0xCC, 0xDD, 0xEE, 0xFF])),
        ]
        let encoded = try BSONEncoder().encode(model)
        #expect(encoded == expected)
        let decoded = try BSONDecoder().decode(EveryType.self, from: encoded)
        var expectedModel = model
        expectedModel.date = BSONDateTime(millisecondsSinceEpoch: 1_700_000_000_123).date
        #expect(decoded == expectedModel)
    }

    @Test("the BSON types without a Swift type round-trip as BSONValue")
    func valueOnlyTypes() throws {
        let model = ValueOnlyTypes(undefined: .undefined, null: .null, javascript: .javascript("f()"), symbol: .symbol("s"), minKey: .minKey, maxKey: .maxKey)
        let encoded = try BSONEncoder().encode(model)
        #expect(
            encoded == ["undefined": .undefined, "null": .null, "javascript": .javascript("f()"), "symbol": .symbol("s"), "minKey": .minKey, "maxKey": .maxKey])
        #expect(try BSONDecoder().decode(ValueOnlyTypes.self, from: encoded) == model)
    }

    enum Roast: String, Codable { case light, dark }
    enum Size: Int, Codable {
        case small = 1
        case large = 3
    }

    struct Drink: Codable, Equatable {
        struct Store: Codable, Equatable {
            var number: Int
            var city: String
        }
        var name: String
        var roast: Roast
        var size: Size
        var store: Store
        var toppings: [String]
        var prices: [String: Double]
        var ratings: Set<Int>
        var nested: [[Int]]
        var url: URL
        var price: Decimal
        var note: String?
    }

    @Test("nested structs, arrays, sorted dictionaries, enums by raw value, optionals left out")
    func swiftShapes() throws {
        let drink = Drink(
            name: "Mocha", roast: .dark, size: .large, store: .init(number: 42, city: "Porto"), toppings: ["cream"],
            prices: ["tall": 3.5, "grande": 4.25], ratings: [5], nested: [[1], []], url: URL(string: "https://akc.org")!,
            price: Decimal(string: "4.25")!, note: nil)
        let encoded = try BSONEncoder().encode(drink)
        let expected: Document = [
            "name": "Mocha", "roast": "dark", "size": .int64(3), "store": ["number": .int64(42), "city": "Porto"],
            "toppings": ["cream"], "prices": ["grande": 4.25, "tall": 3.5], "ratings": [.int64(5)],
            "nested": [[.int64(1)], []], "url": "https://akc.org", "price": .decimal128(Decimal128("4.25")!),
        ]
        #expect(encoded == expected)
        #expect(try BSONDecoder().decode(Drink.self, from: encoded) == drink)
    }

    @Test("a Document and a BSONValue property keep their bytes")
    func documentProperty() throws {
        struct Wrapper: Codable, Equatable {
            var raw: Document
            var any: BSONValue
        }
        let wrapper = Wrapper(raw: ["b": .int32(1), "a": [.minKey, .double(-0.0)]], any: .array([.null, .decimal128(Decimal128("NaN")!)]))
        let encoded = try BSONEncoder().encode(wrapper)
        #expect(encoded["raw"] == .document(wrapper.raw))
        let decoded = try BSONDecoder().decode(Wrapper.self, from: encoded)
        #expect(decoded.raw.bytes == wrapper.raw.bytes)
        #expect(decoded == wrapper)
    }

    @Test("top-level documents, values and arrays")
    func topLevel() throws {
        let document: Document = ["x": .int32(1)]
        #expect(try BSONEncoder().encode(document) == document)
        #expect(try BSONEncoder().encodeValue(7) == .int64(7))
        #expect(try BSONEncoder().encodeValue([Int32(1), 2]) == .array([.int32(1), .int32(2)]))
        #expect(try BSONDecoder().decode([Int].self, fromValue: .array([.int32(1), .int64(2), .double(3)])) == [1, 2, 3])
        #expect(try BSONDecoder().decode(String.self, fromValue: .string("x")) == "x")
        #expect(throws: EncodingError.self) { try BSONEncoder().encode(5) }
    }

    @Test("integer widths: Int as int64, Int32 and smaller as int32, UInt64 beyond int64 refused")
    func integerWidths() throws {
        struct Widths: Codable, Equatable {
            var a: Int
            var b: Int8
            var c: Int16
            var d: UInt8
            var e: UInt16
            var f: UInt32
            var g: UInt64
            var h: Float
        }
        let widths = Widths(a: 1, b: -2, c: 3, d: 4, e: 5, f: 4_000_000_000, g: 6, h: 0.5)
        let encoded = try BSONEncoder().encode(widths)
        #expect(
            encoded == [
                "a": .int64(1), "b": .int32(-2), "c": .int32(3), "d": .int32(4), "e": .int32(5), "f": .int64(4_000_000_000), "g": .int64(6), "h": .double(0.5),
            ])
        #expect(try BSONDecoder().decode(Widths.self, from: encoded) == widths)
        struct Big: Codable { var value: UInt64 }
        #expect(throws: EncodingError.self) { try BSONEncoder().encode(Big(value: .max)) }
    }

    @Test("a class with a superclass encodes its parent under \"super\"")
    func superEncoder() throws {
        class Animal: Codable { var name = "Rex" }
        final class Dog: Animal {
            var age = 3
            enum CodingKeys: String, CodingKey { case age }
            override init() { super.init() }
            required init(from decoder: any Decoder) throws {
                let container = try decoder.container(keyedBy: CodingKeys.self)
                age = try container.decode(Int.self, forKey: .age)
                try super.init(from: try container.superDecoder())
            }
            override func encode(to encoder: any Encoder) throws {
                var container = encoder.container(keyedBy: CodingKeys.self)
                try super.encode(to: container.superEncoder())
                try container.encode(age, forKey: .age)
            }
        }
        let encoded = try BSONEncoder().encode(Dog())
        #expect(encoded == ["super": ["name": "Rex"], "age": .int64(3)])
        let decoded = try BSONDecoder().decode(Dog.self, from: ["age": .int32(5), "super": ["name": "Fido"]])
        #expect(decoded.age == 5 && decoded.name == "Fido")
    }

    @Test("nested containers asked for by key keep their place among later fields")
    func nestedContainers() throws {
        struct Point: Encodable {
            enum Keys: String, CodingKey { case kind, location, after }
            enum LocationKeys: String, CodingKey { case lat, lon }
            func encode(to encoder: any Encoder) throws {
                var container = encoder.container(keyedBy: Keys.self)
                try container.encode("Point", forKey: .kind)
                var location = container.nestedContainer(keyedBy: LocationKeys.self, forKey: .location)
                try container.encode(true, forKey: .after)
                try location.encode(1.5, forKey: .lat)
                var coordinates = container.nestedUnkeyedContainer(forKey: .after)
                try coordinates.encode(2)
                try location.encode(2.5, forKey: .lon)
            }
        }
        let encoded = try BSONEncoder().encode(Point())
        // "after" written twice is one field with the last value (CodableStrategyTests keyEncodedTwice).
        #expect(encoded.keys == ["kind", "location", "after"])
        #expect(encoded["location"] == ["lat": 1.5, "lon": 2.5])
        #expect(encoded["after"] == [.int64(2)])
    }

    @Test("other coders see ObjectId as hex, Decimal128 as text, a Document as an object")
    func foreignCoders() throws {
        struct Model: Codable, Equatable {
            var id: ObjectId
            var amount: Decimal128
            var extra: Document
        }
        let model = Model(id: Self.id, amount: Decimal128("2.50")!, extra: ["n": .int64(1), "s": "x", "list": [true, .null]])
        let json = try JSONEncoder().encode(model)
        let text = String(decoding: json, as: UTF8.self)
        #expect(text.contains("\"5f1a2b3c4d5e6f7081920a1b\"") && text.contains("\"2.50\""))
        let back = try JSONDecoder().decode(Model.self, from: json)
        #expect(back.id == model.id && back.amount == model.amount)
        #expect(back.extra["n"] == .int64(1) && back.extra["s"] == "x" && back.extra["list"] == [true, .null])
        #expect(throws: EncodingError.self) { try JSONEncoder().encode(BSONValue.regex(BSONRegularExpression(pattern: "a"))) }
    }
}
