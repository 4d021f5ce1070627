import DocStream
import DocStreamBSON
import Testing

/// The document an upsert inserts (manual: db.collection.updateOne, Upsert: "creates a new
/// document based on the filter criteria and update modifications"; server:
/// update_driver.cpp populateDocumentWithQueryFields, jstests/core upsert3.js, upsert4.js).
@Suite("Upsert seeding")
struct UpsertSeedTests {
    func upserted(_ filter: String, _ update: String) throws(DocStreamError) -> Document {
        try UpdateSpecification(UpdateTesting.document(update)).upsertDocument(filter: UpdateTesting.document(filter), now: UpdateTesting.now)
    }

    func upsertError(_ filter: String, _ update: String) -> DocStreamError? {
        do {
            _ = try upserted(filter, update)
            return nil
        } catch {
            return error
        }
    }

    @Test("equalities seed the document, then the update applies with $setOnInsert")
    func equalitiesThenUpdate() throws {
        UpdateTesting.expect(
            try upserted(#"{"name": "Andy"}"#, #"{"$inc": {"score": 1}, "$setOnInsert": {"new": true}}"#),
            #"{"name": "Andy", "new": true, "score": 1}"#)
    }

    @Test("$and equalities and $eq seed; comparisons, regexes and $or of two clauses do not (upsert4.js)")
    func andEqualities() throws {
        UpdateTesting.expect(
            try upserted(#"{"_id": 1, "$and": [{"c": 1}, {"d": 1}], "a": 12}"#, #"{"$inc": {"y": 1}}"#),
            #"{"_id": 1, "a": 12, "c": 1, "d": 1, "y": 1}"#)
        UpdateTesting.expect(
            try upserted(#"{"$and": [{"c": 1}, {"d": 1}, {"$or": [{"x": 1}]}]}"#, #"{"$setOnInsert": {"_id": 1}}"#),
            #"{"_id": 1, "c": 1, "d": 1, "x": 1}"#)
        UpdateTesting.expect(
            try upserted(#"{"r": {"$gt": 3}, "$and": [{"c": 1}, {"d": 1}], "$or": [{"x": 1}, {"x": 2}]}"#, #"{"$setOnInsert": {"_id": 1}}"#),
            #"{"_id": 1, "c": 1, "d": 1}"#)
        UpdateTesting.expect(
            try upserted(#"{"r": {"$regex": "s"}, "q": {"$eq": "e"}, "n": {"$ne": 1}}"#, #"{"$set": {"z": 0}}"#),
            #"{"q": "e", "z": 0}"#)
    }

    @Test("dotted paths seed embedded documents")
    func dottedPaths() throws {
        UpdateTesting.expect(
            try upserted(#"{"_id": 1, "f1.x": {"$eq": 2}, "f1.y": {"$ne": 3}}"#, #"{"$set": {"f2": 4}}"#),
            #"{"_id": 1, "f1": {"x": 2}, "f2": 4}"#)
        UpdateTesting.expect(try upserted(#"{"a.b": 1, "a.c": 2}"#, #"{"$set": {"a.d": 3}}"#), #"{"a": {"b": 1, "c": 2, "d": 3}}"#)
    }

    @Test("_id goes first however the filter or the update places it")
    func idFirst() throws {
        UpdateTesting.expect(try upserted(#"{"b": 1, "_id": 5}"#, #"{"$set": {"a": 1}}"#), #"{"_id": 5, "b": 1, "a": 1}"#)
        UpdateTesting.expect(try upserted(#"{"b": 1}"#, #"{"$set": {"_id": 7}}"#), #"{"_id": 7, "b": 1}"#)
    }

    @Test("a replacement keeps only the filter's _id equality")
    func replacement() throws {
        UpdateTesting.expect(try upserted(#"{"_id": 3, "name": "x"}"#, #"{"name": "y", "size": 2}"#), #"{"_id": 3, "name": "y", "size": 2}"#)
        UpdateTesting.expect(try upserted(#"{"r": {"a": 1, "b": 1}, "r.a": 1}"#, #"{"y": 1}"#), #"{"y": 1}"#)
        let dotted = upsertError(#"{"_id.a": 1}"#, #"{"y": 1}"#)
        #expect(dotted?.code == 111)
        #expect(dotted?.message == "field at '_id' must be exactly specified, field at sub-path '_id.a'found")
        #expect(upsertError(#"{"_id": 1}"#, #"{"_id": 2, "y": 1}"#)?.code == 66)
    }

    @Test("conflicting equalities cannot seed a document (54)")
    func conflictingEqualities() {
        let twice = upsertError(#"{"c": 2, "$and": [{"c": 1}, {"d": 1}]}"#, #"{"$setOnInsert": {"_id": 1}}"#)
        #expect(twice?.code == 54)
        #expect(twice?.message == "cannot infer query fields to set, path 'c' is matched twice")
        let nested = upsertError(#"{"a.b": 1, "a": {"a": 1, "b": 1}}"#, #"{"$inc": {"y": 1}}"#)
        #expect(nested?.code == 54)
        #expect(nested?.message == "cannot infer query fields to set, both paths 'a.b' and 'a' are matched")
        #expect(upsertError(#"{"_id.a": 1, "_id": {"a": 1, "b": 1}}"#, #"{"$inc": {"y": 1}}"#)?.code == 54)
    }

    @Test("the filter and the update can conflict too")
    func filterAndUpdate() {
        let viable = upsertError(#"{"a": 1}"#, #"{"$set": {"a.b": 2}}"#)
        #expect(viable?.code == 28)
        #expect(viable?.message == "Cannot create field 'b' in element {a: 1}")
        let id = upsertError(#"{"_id": 1}"#, #"{"$set": {"_id": 2}}"#)
        #expect(id?.code == 66)
        let positional = upsertError(#"{"a": 1}"#, #"{"$set": {"b.$": 2}}"#)
        #expect(positional?.code == 2)
    }
}
