import DocStreamBSON
import Foundation
import Testing

/// The key, date, data and nil strategies, each against the BSON it must produce.
@Suite("Codable strategies")
struct CodableStrategyTests {
    struct Drink: Codable, Equatable {
        var storeNumber: Int
        var beanRegion: String
        var myURLProperty: String
        var _id: Int
    }

    @Test("convertToSnakeCase and convertFromSnakeCase, as Foundation's JSON coders")
    func snakeCase() throws {
        var encoder = BSONEncoder()
        encoder.keyEncodingStrategy = .convertToSnakeCase
        let drink = Drink(storeNumber: 42, beanRegion: "Timbio", myURLProperty: "u", _id: 1)
        let encoded = try encoder.encode(drink)
        #expect(encoded.keys == ["store_number", "bean_region", "my_url_property", "_id"])
        // As with JSONDecoder, "my_url_property" reads back as "myUrlProperty", not "myURLProperty".
        var decoder = BSONDecoder()
        decoder.keyDecodingStrategy = .convertFromSnakeCase
        struct Read: Codable, Equatable {
            var storeNumber: Int
            var beanRegion: String
            var myUrlProperty: String
            var _id: Int
        }
        #expect(try decoder.decode(Read.self, from: encoded) == Read(storeNumber: 42, beanRegion: "Timbio", myUrlProperty: "u", _id: 1))
    }

    @Test("custom key strategies see the whole coding path")
    func customKeys() throws {
        var encoder = BSONEncoder()
        encoder.keyEncodingStrategy = .custom { path in
            CustomKey(path.last!.stringValue.uppercased())
        }
        let encoded = try encoder.encode(["inner": ["x": 1]])
        #expect(encoded == ["INNER": ["X": .int64(1)]])
        var decoder = BSONDecoder()
        decoder.keyDecodingStrategy = .custom { path in CustomKey(path.last!.stringValue.lowercased()) }
        #expect(try decoder.decode([String: [String: Int]].self, from: encoded) == ["inner": ["x": 1]])
    }

    struct CustomKey: CodingKey {
        var stringValue: String
        var intValue: Int? { nil }
        init(_ value: String) { stringValue = value }
        init?(stringValue: String) { self.stringValue = stringValue }
        init?(intValue: Int) { nil }
    }

    struct Event: Codable, Equatable { var at: Date }

    // 2024-08-01T09:30:00.250Z
    let instant = Date(timeIntervalSince1970: 1_722_504_600.25)

    @Test(
        "date strategies",
        arguments: [
            ("bsonDateTime", BSONValue.datetime(BSONDateTime(millisecondsSinceEpoch: 1_722_504_600_250))),
            ("secondsSince1970", .double(1_722_504_600.25)),
            ("millisecondsSince1970", .int64(1_722_504_600_250)),
            ("iso8601", .string("2024-08-01T09:30:00.250Z")),
        ])
    func dates(strategy: String, expected: BSONValue) throws {
        var encoder = BSONEncoder()
        var decoder = BSONDecoder()
        switch strategy {
        case "secondsSince1970": (encoder.dateEncodingStrategy, decoder.dateDecodingStrategy) = (.secondsSince1970, .secondsSince1970)
        case "millisecondsSince1970": (encoder.dateEncodingStrategy, decoder.dateDecodingStrategy) = (.millisecondsSince1970, .millisecondsSince1970)
        case "iso8601": (encoder.dateEncodingStrategy, decoder.dateDecodingStrategy) = (.iso8601, .iso8601)
        default: break
        }
        let encoded = try encoder.encode(Event(at: instant))
        #expect(encoded["at"] == expected)
        #expect(try decoder.decode(Event.self, from: encoded) == Event(at: instant))
    }

    @Test("formatted and custom date strategies")
    func formattedAndCustomDates() throws {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = TimeZone(identifier: "UTC")
        formatter.dateFormat = "yyyy-MM-dd"
        var encoder = BSONEncoder()
        encoder.dateEncodingStrategy = .formatted(formatter)
        let day = Date(timeIntervalSince1970: 1_722_470_400)
        #expect(try encoder.encode(Event(at: day))["at"] == "2024-08-01")
        var decoder = BSONDecoder()
        decoder.dateDecodingStrategy = .formatted(formatter)
        #expect(try decoder.decode(Event.self, from: ["at": "2024-08-01"]).at == day)

        encoder.dateEncodingStrategy = .custom { date, encoder in
            var container = encoder.singleValueContainer()
            try container.encode(Int32(date.timeIntervalSince1970 / 86_400))
        }
        #expect(try encoder.encode(Event(at: day))["at"] == .int32(19_936))
        decoder.dateDecodingStrategy = .custom { decoder in
            Date(timeIntervalSince1970: Double(try decoder.singleValueContainer().decode(Int32.self)) * 86_400)
        }
        #expect(try decoder.decode(Event.self, from: ["at": .int32(19_936)]).at == day)
    }

    struct Blob: Codable, Equatable { var bytes: Data }

    @Test("data strategies: binary, base64, custom")
    func data() throws {
        let blob = Blob(bytes: Data([0xDE, 0xAD]))
        #expect(try BSONEncoder().encode(blob)["bytes"] == .binary(BSONBinary(subtype: 0, data: [0xDE, 0xAD])))
        var encoder = BSONEncoder()
        var decoder = BSONDecoder()
        (encoder.dataEncodingStrategy, decoder.dataDecodingStrategy) = (.base64, .base64)
        #expect(try encoder.encode(blob)["bytes"] == "3q0=")
        #expect(try decoder.decode(Blob.self, from: ["bytes": "3q0="]) == blob)
        encoder.dataEncodingStrategy = .custom { data, encoder in
            var container = encoder.unkeyedContainer()
            for byte in data { try container.encode(Int32(byte)) }
        }
        #expect(try encoder.encode(blob)["bytes"] == [.int32(0xDE), .int32(0xAD)])
        decoder.dataDecodingStrategy = .custom { decoder in Data(try decoder.singleValueContainer().decode([UInt8].self)) }
        #expect(try decoder.decode(Blob.self, from: ["bytes": [.int32(0xDE), .int32(0xAD)]]) == blob)
    }

    struct Person: Codable, Equatable {
        var name: String
        var dog: Int?
        var tags: [String?]
    }

    @Test("nil optionals: left out by default, null with .null; both decode as nil")
    func nilStrategy() throws {
        let person = Person(name: "Ann", dog: nil, tags: ["a", nil])
        let omitted = try BSONEncoder().encode(person)
        #expect(omitted == ["name": "Ann", "tags": ["a", .null]])
        var encoder = BSONEncoder()
        encoder.nilEncodingStrategy = .null
        let nulls = try encoder.encode(person)
        #expect(nulls == ["name": "Ann", "dog": .null, "tags": ["a", .null]])
        #expect(try BSONDecoder().decode(Person.self, from: omitted) == person)
        #expect(try BSONDecoder().decode(Person.self, from: nulls) == person)
    }

    @Test("numbers read as MongoDB users store them: int32, int64, integral doubles and decimals")
    func lenientNumbers() throws {
        struct Counts: Codable, Equatable {
            var a: Int
            var b: Int32
            var c: Int
            var d: Int16
            var e: Double
            var f: Double
        }
        let stored: Document = [
            "a": .int32(7), "b": .int64(8), "c": .double(9.0), "d": .decimal128(Decimal128("10")!), "e": .int64(11), "f": .decimal128(Decimal128("0.5")!),
        ]
        #expect(try BSONDecoder().decode(Counts.self, from: stored) == Counts(a: 7, b: 8, c: 9, d: 10, e: 11, f: 0.5))
    }

    @Test("userInfo reaches encode(to:) and init(from:)")
    func userInfo() throws {
        let key = CodingUserInfoKey(rawValue: "prefix")!
        struct Tagged: Codable {
            var value: String
            init(value: String) { self.value = value }
            init(from decoder: any Decoder) throws {
                value = (decoder.userInfo[CodingUserInfoKey(rawValue: "prefix")!] as! String) + (try decoder.singleValueContainer().decode(String.self))
            }
            func encode(to encoder: any Encoder) throws {
                var container = encoder.singleValueContainer()
                try container.encode((encoder.userInfo[CodingUserInfoKey(rawValue: "prefix")!] as! String) + value)
            }
        }
        var encoder = BSONEncoder()
        encoder.userInfo[key] = ">"
        #expect(try encoder.encodeValue(Tagged(value: "x")) == ">x")
        var decoder = BSONDecoder()
        decoder.userInfo[key] = "<"
        #expect(try decoder.decode(Tagged.self, fromValue: .string("x")).value == "<x")
    }

    /// Writes "a" twice (and "n" twice, as a nested document), the way a hand-written
    /// `encode(to:)` might.
    struct Twice: Encodable {
        enum Keys: String, CodingKey { case a, b, n, c }
        let second: BSONValue

        func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: Keys.self)
            try container.encode(1, forKey: .a)
            var nested = container.nestedContainer(keyedBy: Keys.self, forKey: .n)
            try nested.encode("first", forKey: .c)
            try container.encode("b", forKey: .b)
            try container.encode(second, forKey: .a)
            var again = container.nestedContainer(keyedBy: Keys.self, forKey: .n)
            try again.encode("second", forKey: .c)
            try container.encode(true, forKey: .c)
        }
    }

    @Test("a key encoded twice keeps one field, the last value, where the key was first written")
    func keyEncodedTwice() throws {
        // As the MongoDB Swift driver's BSONEncoder replaces a key's value in place, and as
        // Foundation's JSONEncoder keeps the last value: never two fields of one name.
        for second: BSONValue in [.string("a longer value than the first"), .int32(2), ["x": 1]] {
            let encoded = try BSONEncoder().encode(Twice(second: second))
            #expect(encoded == ["a": second, "n": ["c": "second"], "b": "b", "c": true])
        }
    }
}
