import DocStream
import DocStreamBSON
import Testing

/// find's `min` and `max` with the manual's products example (cursor.min() / cursor.max():
/// "Example"): the hinted index read from `min`, inclusive, up to `max`, exclusive.
@Suite("find min and max")
struct MinMaxTests {
    let db = IndexTestSession()

    init() throws {
        try db.ok(
            #"{"insert": "products", "documents": [{"_id": 6, "item": "apple", "type": "cortland", "price": 1.29}, {"_id": 2, "item": "apple", "type": "fuji", "price": 1.99}, {"_id": 1, "item": "apple", "type": "honey crisp", "price": 1.99}, {"_id": 3, "item": "apple", "type": "jonagold", "price": 1.29}, {"_id": 4, "item": "apple", "type": "jonathan", "price": 1.29}, {"_id": 5, "item": "apple", "type": "mcintosh", "price": 1.29}, {"_id": 7, "item": "orange", "type": "cara cara", "price": 2.99}, {"_id": 10, "item": "orange", "type": "navel", "price": 1.39}, {"_id": 9, "item": "orange", "type": "satsuma", "price": 1.99}, {"_id": 8, "item": "orange", "type": "valencia", "price": 0.99}]}"#
        )
        try db.ok(
            #"{"createIndexes": "products", "indexes": [{"key": {"item": 1, "type": 1}, "name": "item_1_type_1"}, {"key": {"item": 1, "type": -1}, "name": "item_1_type_-1"}, {"key": {"price": 1}, "name": "price_1"}]}"#
        )
    }

    @Test("min alone, max alone, and both, in index order")
    func ranges() throws {
        #expect(
            try db.ids(#"{"find": "products", "min": {"item": "apple", "type": "jonagold"}, "hint": {"item": 1, "type": 1}}"#)
                == [3, 4, 5, 7, 10, 9, 8].map { .int32($0) })
        #expect(
            try db.ids(#"{"find": "products", "max": {"item": "apple", "type": "jonagold"}, "hint": {"item": 1, "type": 1}}"#)
                == [6, 2, 1].map { .int32($0) })
        #expect(try db.ids(#"{"find": "products", "min": {"price": 1.39}, "max": {"price": 1.99}, "hint": {"price": 1}}"#) == [.int32(10)])
        // The filter still applies; a sort the index gives needs no other.
        #expect(
            try db.ids(#"{"find": "products", "filter": {"item": "orange"}, "min": {"price": 1.0}, "hint": "price_1", "sort": {"price": -1}}"#)
                == [7, 9, 10].map { .int32($0) })
        // On a descending field, min comes first in the index's order.
        #expect(
            try db.ids(
                #"{"find": "products", "min": {"item": "apple", "type": "honey crisp"}, "max": {"item": "orange", "type": "satsuma"}, "hint": "item_1_type_-1"}"#
            )
                == [1, 2, 6, 8].map { .int32($0) })
    }

    @Test(
        "min/max errors: no hint 51173, bounds not the index's fields 51174, min not before max 51175; a bad hint 2",
        arguments: [
            (#"{"find": "products", "min": {"price": 1}}"#, 51173),
            (#"{"find": "products", "min": {"type": "a", "item": "b"}, "hint": {"item": 1, "type": 1}}"#, 51174),
            (#"{"find": "products", "max": {"item": "b"}, "hint": {"item": 1, "type": 1}}"#, 51174),
            (#"{"find": "products", "min": {"price": 2}, "max": {"price": 1}, "hint": {"price": 1}}"#, 51175),
            (#"{"find": "products", "min": {"price": 2}, "max": {"price": 2}, "hint": {"price": 1}}"#, 51175),
            (#"{"find": "products", "min": {"price": 2}, "hint": {"nope": 1}}"#, 2),
        ] as [(String, Int32)])
    func errors(command: String, code: Int32) throws {
        #expect(errorCode(try db.run(command)) == code)
    }
}
