import DocStreamBSON
import Foundation
import Testing

@Suite("ObjectId")
struct ObjectIdTests {
    @Test("hex parses and prints; the timestamp is the first four bytes")
    func hexRoundTrip() throws {
        // Realm Swift SDK "Query MongoDB" (seeds/000): "inserted a document with id: objectId(64e50cab7765243942cd04ce)"
        let id = try #require(ObjectId("64E50CAB7765243942CD04CE"))
        #expect(id.hex == "64e50cab7765243942cd04ce")
        #expect(id.bytes == [0x64, 0xE5, 0x0C, 0xAB, 0x77, 0x65, 0x24, 0x39, 0x42, 0xCD, 0x04, 0xCE])
        #expect(id.seconds == 0x64E5_0CAB)
        #expect(id.timestamp == Date(timeIntervalSince1970: 1_692_732_587))
        #expect(ObjectId("64e50cab7765243942cd04c") == nil)
        #expect(ObjectId("64e50cab7765243942cd04cg") == nil)
        #expect(ObjectId(bytes: [1, 2, 3]) == nil)
    }

    @Test("generated ids: current seconds, one random value per process, counter increments")
    func generation() {
        let before = UInt32(Date().timeIntervalSince1970)
        let first = ObjectId()
        let second = ObjectId()
        let after = UInt32(Date().timeIntervalSince1970)
        #expect((before...after).contains(first.seconds))
        #expect(first != second)
        #expect(first.bytes[4..<9] == second.bytes[4..<9])
        let counter = { (id: ObjectId) in id.bytes[9..<12].reduce(0) { $0 << 8 | Int($1) } }
        // Tests running beside this one make ids between the two: the counter moved forward
        // (modulo 2^24), by one or by as many as they made.
        let step = (counter(second) - counter(first)) & 0xFF_FFFF
        #expect(step >= 1 && step < 1 << 20, "counter stepped \(step)")
    }

    @Test("ids order by their bytes")
    func ordering() throws {
        let low = try #require(ObjectId("000000000000000000000001"))
        let high = try #require(ObjectId("0000000100000000000000ff"))
        #expect(low < high)
        #expect(ObjectId(seconds: 1) < ObjectId(seconds: 2))
    }
}
