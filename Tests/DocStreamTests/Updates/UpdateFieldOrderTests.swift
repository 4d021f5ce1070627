import DocStream
import DocStreamBSON
import Testing

/// Where updated and created fields end up (manual: Update Operators, Behavior: "update
/// operators process document fields with string-based names in lexicographic order. Fields
/// with numeric names are processed in numeric order"; $set: "If you specify a dotted path for
/// a non-existent field, $set will create the embedded documents as needed").
@Suite("Update field order")
struct UpdateFieldOrderTests {
    @Test("existing fields change in place; new ones are appended")
    func inPlaceAndAppended() throws {
        UpdateTesting.expect(
            try UpdateTesting.updated(#"{"_id": 1, "b": 1, "a": 1}"#, #"{"$set": {"a": 2, "c": 3}}"#),
            #"{"_id": 1, "b": 1, "a": 2, "c": 3}"#)
    }

    @Test("new fields are created in lexicographic order, whatever the update's order")
    func lexicographicCreation() throws {
        UpdateTesting.expect(
            try UpdateTesting.updated(#"{"_id": 1}"#, #"{"$set": {"z": 1, "b": 2}, "$inc": {"a": 1}}"#),
            #"{"_id": 1, "a": 1, "b": 2, "z": 1}"#)
        // Bytes, not letters: uppercase sorts before lowercase.
        UpdateTesting.expect(try UpdateTesting.updated(#"{"_id": 1}"#, #"{"$set": {"b": 1, "B": 2}}"#), #"{"_id": 1, "B": 2, "b": 1}"#)
    }

    @Test("numeric names in numeric order: a.2 before a.10")
    func numericOrder() throws {
        UpdateTesting.expect(
            try UpdateTesting.updated(#"{"_id": 1, "a": {}}"#, #"{"$set": {"a.10": "ten", "a.2": "two"}}"#),
            #"{"_id": 1, "a": {"2": "two", "10": "ten"}}"#)
        // In an array, index 2 is created first and then index 10 pads up to it.
        UpdateTesting.expect(
            try UpdateTesting.updated(#"{"_id": 1, "a": []}"#, #"{"$set": {"a.10": 10, "a.2": 2}}"#),
            #"{"_id": 1, "a": [null, null, 2, null, null, null, null, null, null, null, 10]}"#)
    }

    @Test("dotted paths create embedded documents")
    func embeddedDocuments() throws {
        UpdateTesting.expect(
            try UpdateTesting.updated(#"{"_id": 1}"#, #"{"$set": {"a.b.c": 1, "a.b.d": 2, "a.e": 3}}"#),
            #"{"_id": 1, "a": {"b": {"c": 1, "d": 2}, "e": 3}}"#)
        UpdateTesting.expect(
            try UpdateTesting.updated(#"{"_id": 1, "a": {"x": 0}}"#, #"{"$set": {"a.y.z": 1}}"#),
            #"{"_id": 1, "a": {"x": 0, "y": {"z": 1}}}"#)
    }

    @Test("an index past the end pads the array with nulls")
    func padding() throws {
        UpdateTesting.expect(try UpdateTesting.updated(#"{"_id": 1, "a": [1]}"#, #"{"$set": {"a.3": 4}}"#), #"{"_id": 1, "a": [1, null, null, 4]}"#)
        UpdateTesting.expect(try UpdateTesting.updated(#"{"_id": 1, "a": []}"#, #"{"$set": {"a.1.b": 1}}"#), #"{"_id": 1, "a": [null, {"b": 1}]}"#)
        let far = UpdateTesting.error(#"{"_id": 1, "a": []}"#, #"{"$set": {"a.1500001": 1}}"#)
        #expect(far?.code == 34)
    }

    @Test("$unset removes a field but nulls an array element")
    func unset() throws {
        UpdateTesting.expect(try UpdateTesting.updated(#"{"_id": 1, "a": 1, "b": 2}"#, #"{"$unset": {"a": ""}}"#), #"{"_id": 1, "b": 2}"#)
        UpdateTesting.expect(try UpdateTesting.updated(#"{"_id": 1, "a": [1, 2, 3]}"#, #"{"$unset": {"a.1": ""}}"#), #"{"_id": 1, "a": [1, null, 3]}"#)
        UpdateTesting.expect(try UpdateTesting.updated(#"{"_id": 1, "a": 1}"#, #"{"$unset": {"x.y": ""}}"#), #"{"_id": 1, "a": 1}"#)
        // Through a value that is not a document: nothing to remove, and no error.
        UpdateTesting.expect(try UpdateTesting.updated(#"{"_id": 1, "a": 1}"#, #"{"$unset": {"a.b": ""}}"#), #"{"_id": 1, "a": 1}"#)
    }

    @Test("$rename: the value moves to the new name at the end; an existing target keeps its place")
    func rename() throws {
        UpdateTesting.expect(
            try UpdateTesting.updated(#"{"_id": 1, "a": 1, "b": 2}"#, #"{"$rename": {"a": "c"}}"#),
            #"{"_id": 1, "b": 2, "c": 1}"#)
        UpdateTesting.expect(
            try UpdateTesting.updated(#"{"_id": 1, "a": 1, "b": 2, "c": 3}"#, #"{"$rename": {"c": "a"}}"#),
            #"{"_id": 1, "a": 3, "b": 2}"#)
        UpdateTesting.expect(
            try UpdateTesting.updated(#"{"_id": 1, "a": {"b": 1}}"#, #"{"$rename": {"a.b": "x.y"}}"#),
            #"{"_id": 1, "a": {}, "x": {"y": 1}}"#)
        UpdateTesting.expect(try UpdateTesting.updated(#"{"_id": 1, "a": 1}"#, #"{"$rename": {"missing": "b"}}"#), #"{"_id": 1, "a": 1}"#)
    }

    @Test("a replacement keeps _id first, wherever the replacement puts it")
    func replacementKeepsId() throws {
        UpdateTesting.expect(try UpdateTesting.updated(#"{"_id": 1, "a": 1}"#, #"{"b": 2}"#), #"{"_id": 1, "b": 2}"#)
        UpdateTesting.expect(try UpdateTesting.updated(#"{"_id": 1, "a": 1}"#, #"{"b": 2, "_id": 1}"#), #"{"_id": 1, "b": 2}"#)
        UpdateTesting.expect(try UpdateTesting.updated(#"{"_id": 1, "a": 1}"#, #"{}"#), #"{"_id": 1}"#)
    }

    @Test("$currentDate sets the given time as a date or a timestamp")
    func currentDate() throws {
        let result = try UpdateTesting.updated(#"{"_id": 1}"#, #"{"$currentDate": {"d": true, "t": {"$type": "timestamp"}, "e": {"$type": "date"}}}"#)
        #expect(result.keys == ["_id", "d", "e", "t"])
        #expect(result["d"] == .datetime(UpdateTesting.now))
        #expect(result["e"] == .datetime(UpdateTesting.now))
        #expect(result["t"] == .timestamp(BSONTimestamp(seconds: 1_704_164_645, increment: 1)))
    }
}
