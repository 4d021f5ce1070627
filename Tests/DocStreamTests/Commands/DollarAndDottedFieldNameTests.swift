import DocStream
import DocStreamBSON
import Testing

/// Field names with a leading `$` or a dot, through the write commands, as MongoDB 5.0+ stores
/// them: the manual's "Dollar-Prefixed Field Names" page (inserts, upserts, replacements,
/// modifying updates, pipelines), "$setField", and the server's storage_validation.cpp and
/// ops/insert.cpp for the refusals' codes and messages.
@Suite("Dollar-prefixed and dotted field names")
struct DollarAndDottedFieldNameTests {
    let session = CommandSession(store: Store())

    func run(_ json: String) throws -> Document {
        session.run(try Document(extendedJSON: json))
    }

    func documents(_ collection: String) throws -> BSONValue? {
        try run(#"{"find": "\#(collection)", "sort": {"_id": 1}}"#)[path: "cursor.firstBatch"]
    }

    func json(_ text: String) throws -> BSONValue {
        try ExtendedJSON.parseValue(text)
    }

    /// The manual's document with `$` fields at the top and inside `address`.
    static let housing = #"{"_id": "E123", "address": {"$number": 123, "$street": "Elm Road"}, "$rooms": {"br": 2, "bath": 1}}"#

    /// storage_validation.cpp validateDollarPrefixElement's message.
    static func refusal(_ field: String) -> String {
        "The dollar ($) prefixed field '\(field)' in '\(field)' is not allowed in the context of an update's replacement document. Consider using an aggregation pipeline with $replaceWith."
    }

    @Test("insert keeps $-prefixed names at the top and below, reserved words too")
    func insert() throws {
        // "Insert Operations": both examples are permitted.
        #expect(try run(#"{"insert": "sales", "documents": [{"_id": 1, "$price": 50.00, "quantity": 30}]}"#)["n"] == .int32(1))
        #expect(
            try run(#"{"insert": "books", "documents": [{"_id": 1, "$id": "h1961-01", "location": {"$db": "novels", "$ref": "2007042768", "$inc": true}}]}"#)[
                "n"] == .int32(1))
        #expect(try documents("sales") == json(#"[{"_id": 1, "$price": 50.00, "quantity": 30}]"#))
        #expect(try documents("books") == json(#"[{"_id": 1, "$id": "h1961-01", "location": {"$db": "novels", "$ref": "2007042768", "$inc": true}}]"#))
    }

    @Test("an upsert's new document may have a top-level $ field; the same update of a stored document is 52 and changes nothing")
    func upsert() throws {
        // "Insert Operations": the $hotel upsert inserts, "If this sample code matches an
        // existing document, the update will fail since $hotel is dollar ($) prefixed."
        let update = #"{"update": "expenses", "updates": [{"q": {"date": "2021-07-07"}, "u": {"$set": {"phone": 25.17, "$hotel": 320.10}}, "upsert": true}]}"#
        let upserted = try run(update)
        #expect(upserted["n"] == .int32(1) && upserted["upserted"] != nil)
        let stored = try run(#"{"find": "expenses", "projection": {"_id": 0}}"#)[path: "cursor.firstBatch"]
        #expect(stored == (try json(#"[{"date": "2021-07-07", "$hotel": 320.10, "phone": 25.17}]"#)))
        let refused = try run(#"{"update": "expenses", "updates": [{"q": {"date": "2021-07-07"}, "u": {"$set": {"phone": 1, "$hotel": 2}}}]}"#)
        #expect(refused[path: "writeErrors"] == (try json(#"[{"index": 0, "code": 52, "errmsg": "\#(Self.refusal("$hotel"))"}]"#)))
        #expect(try run(#"{"find": "expenses", "projection": {"_id": 0}}"#)[path: "cursor.firstBatch"] == stored)
    }

    @Test("a replacement may not have a top-level $ field (52, nothing changes); an upsert's replacement may")
    func replacement() throws {
        // "Document Replacing Updates": "dollar ($) prefixed fields are not permitted as top
        // level field names"; an upsert is validated as an insert.
        _ = try run(#"{"insert": "housing", "documents": [\#(Self.housing)]}"#)
        let refused = try run(#"{"update": "housing", "updates": [{"q": {"_id": "E123"}, "u": {"address": {"$number": 123}, "$rooms": {"br": 3}}}]}"#)
        #expect(refused[path: "writeErrors"] == (try json(#"[{"index": 0, "code": 52, "errmsg": "\#(Self.refusal("$rooms"))"}]"#)))
        #expect(try documents("housing") == json("[\(Self.housing)]"))
        let upserted = try run(#"{"update": "housing", "updates": [{"q": {"_id": "F1"}, "u": {"floor": 1, "$rooms": {"br": 1}}, "upsert": true}]}"#)
        #expect(upserted[path: "upserted"] == (try json(#"[{"index": 0, "_id": "F1"}]"#)))
        #expect(try documents("housing") == json(#"[\#(Self.housing), {"_id": "F1", "floor": 1, "$rooms": {"br": 1}}]"#))
    }

    @Test("an update operator may change a $ field below the top, not a top-level one (52, nothing changes)")
    func modifyingUpdates() throws {
        // "Document Replacing Updates": $set of "address.$street" works; $rooms needs $setField.
        _ = try run(#"{"insert": "housing", "documents": [\#(Self.housing)]}"#)
        let nested = try run(#"{"update": "housing", "updates": [{"q": {"_id": "E123"}, "u": {"$set": {"address.$street": "Elm Ave"}}}]}"#)
        #expect(nested["nModified"] == .int32(1))
        let afterNested = try documents("housing")
        #expect(afterNested == (try json(#"[{"_id": "E123", "address": {"$number": 123, "$street": "Elm Ave"}, "$rooms": {"br": 2, "bath": 1}}]"#)))
        for operators in [#"{"$set": {"$rooms": {"br": 3}}}"#, #"{"$inc": {"$count": 1}}"#] {
            let refused = try run(#"{"update": "housing", "updates": [{"q": {"_id": "E123"}, "u": \#(operators)}]}"#)
            let field = operators.contains("$rooms") ? "$rooms" : "$count"
            #expect(refused[path: "writeErrors"] == (try json(#"[{"index": 0, "code": 52, "errmsg": "\#(Self.refusal(field))"}]"#)))
        }
        #expect(try documents("housing") == afterNested)
    }

    @Test("an update pipeline stores the $-prefixed and dotted names $setField makes, through update and findAndModify")
    func pipelines() throws {
        // "Dollar-Prefixed Field Names": use $setField in a pipeline to update $rooms; the
        // $setField page: fields whose names contain periods or start with a dollar sign.
        _ = try run(#"{"insert": "housing", "documents": [\#(Self.housing)]}"#)
        let rooms = try run(
            #"{"update": "housing", "updates": [{"q": {"_id": "E123"}, "u": [{"$replaceWith": {"$setField": {"field": {"$literal": "$rooms"}, "input": "$$ROOT", "value": {"br": 3, "bath": 1}}}}]}]}"#
        )
        #expect(rooms["nModified"] == .int32(1))
        let dotted = try run(
            #"{"findAndModify": "housing", "query": {"_id": "E123"}, "update": [{"$replaceWith": {"$setField": {"field": "price.usd", "input": "$$ROOT", "value": 49.99}}}], "new": true}"#
        )
        let expected = try json(#"{"_id": "E123", "address": {"$number": 123, "$street": "Elm Road"}, "$rooms": {"br": 3, "bath": 1}, "price.usd": 49.99}"#)
        #expect(dotted["value"] == expected)
        #expect(try documents("housing") == .array([expected]))
    }

    @Test("insert refuses an _id document with a $-prefixed field at any depth (52); a DBRef _id is stored")
    func insertIDWithDollarFields() throws {
        // ops/insert.cpp fixDocumentForInsert -> storage_validation.cpp storageValidIdField ->
        // BSONObj::storageValidEmbedded: "_id fields may not contain '$'-prefixed fields: <name>
        // is not valid for storage." (DollarPrefixedFieldName).
        let ordered = try run(#"{"insert": "c", "documents": [{"_id": 1}, {"_id": {"$a": 1}}, {"_id": 3}]}"#)
        #expect(ordered["n"] == .int32(1))
        #expect(
            ordered[path: "writeErrors"]
                == (try json(#"[{"index": 1, "code": 52, "errmsg": "_id fields may not contain '$'-prefixed fields: $a is not valid for storage."}]"#)))
        let unordered = try run(#"{"insert": "c", "documents": [{"_id": {"x": {"$b": 1}}}, {"_id": {"y": [{"$c": 1}]}}, {"_id": 4}], "ordered": false}"#)
        #expect(unordered["n"] == .int32(1))
        #expect(
            unordered[path: "writeErrors"]
                == (try json(
                    #"""
                    [{"index": 0, "code": 52, "errmsg": "_id fields may not contain '$'-prefixed fields: $b is not valid for storage."},
                     {"index": 1, "code": 52, "errmsg": "_id fields may not contain '$'-prefixed fields: $c is not valid for storage."}]
                    """#)))
        #expect(try documents("c") == json(#"[{"_id": 1}, {"_id": 4}]"#))
        // storageValidEmbedded lets a DBRef through: $ref (a string) and $id first, then $db.
        #expect(try run(#"{"insert": "c", "documents": [{"_id": {"$ref": "c", "$id": 5, "$db": "test"}}]}"#)["n"] == .int32(1))
    }

    @Test("an upsert whose _id has a $-prefixed field is 52 and writes nothing")
    func upsertIDWithDollarFields() throws {
        // storage_validation.cpp scanDocument: the _id's own fields are checked as top-level
        // ones, with validateDollarPrefixElement's message naming '_id.<field>'.
        let message =
            "The dollar ($) prefixed field '$a' in '_id.$a' is not allowed in the context of an update's replacement document. Consider using an aggregation pipeline with $replaceWith."
        let upsert = try run(#"{"update": "c", "updates": [{"q": {"x": 1}, "u": {"_id": {"$a": 1}, "x": 1}, "upsert": true}]}"#)
        #expect(upsert[path: "writeErrors"] == (try json(#"[{"index": 0, "code": 52, "errmsg": "\#(message)"}]"#)))
        let operatorUpsert = try run(#"{"update": "c", "updates": [{"q": {"x": 1}, "u": {"$set": {"_id": {"$a": 1}}}, "upsert": true}]}"#)
        #expect(operatorUpsert[path: "writeErrors"] == (try json(#"[{"index": 0, "code": 52, "errmsg": "\#(message)"}]"#)))
        #expect(try documents("c") == json("[]"))
    }
}
