import DocStreamBSON
import Testing

@testable import DocStream

/// Updates whose paths are all top-level fields are applied on the document's bytes
/// (`TopLevelUpdate`); every other update walks the opened document. Both must give what
/// MongoDB gives on the inputs where splicing bytes could go wrong: a value changing width
/// (int32 overflow to int64), NaN, decimals, arrays, missing fields, repeated field names,
/// fields created at the end in path order, removals. Expected values are written from the
/// manual's update operator pages and the server's SafeNum rules.
@Suite("Updates of top-level fields on the document's bytes")
struct TopLevelUpdateTests {
    /// The update applied both ways; the two results must be the same bytes, and are returned.
    private func bothWays(_ document: String, _ update: String, isInsert: Bool = false) throws -> Document {
        let compiled = try OperatorUpdate(UpdateTesting.document(update), arrayFilters: [:])
        let original = UpdateTesting.document(document)
        let spliced = try compiled.apply(to: original, matchedArrayPosition: nil, isInsert: isInsert, now: UpdateTesting.now)
        let walked = try compiled.applyByWalkingTree(to: original, matchedArrayPosition: nil, isInsert: isInsert, now: UpdateTesting.now)
        #expect(spliced.bytes == walked.bytes, "\(spliced.extendedJSON(.canonical)) is not \(walked.extendedJSON(.canonical))")
        return spliced
    }

    /// The error of both ways, which must be the same.
    private func bothWaysError(_ document: String, _ update: String) throws -> DocStreamError? {
        let compiled = try OperatorUpdate(UpdateTesting.document(update), arrayFilters: [:])
        let original = UpdateTesting.document(document)
        var errors: [DocStreamError] = []
        do { _ = try compiled.apply(to: original, matchedArrayPosition: nil, isInsert: false, now: UpdateTesting.now) } catch { errors.append(error) }
        do { _ = try compiled.applyByWalkingTree(to: original, matchedArrayPosition: nil, isInsert: false, now: UpdateTesting.now) } catch {
            errors.append(error)
        }
        #expect(errors.count == 2)
        #expect(errors.first?.code == errors.last?.code && errors.first?.message == errors.last?.message)
        return errors.first
    }

    @Test("$inc: same-width results, int32 overflow widening to int64, double, NaN, decimal")
    func increments() throws {
        UpdateTesting.expect(try bothWays(#"{"_id": 1, "a": 5, "z": "x"}"#, #"{"$inc": {"a": 2}}"#), #"{"_id": 1, "a": 7, "z": "x"}"#)
        UpdateTesting.expect(
            try bothWays(#"{"_id": 1, "a": 2147483647, "z": "x"}"#, #"{"$inc": {"a": 1}}"#),
            #"{"_id": 1, "a": {"$numberLong": "2147483648"}, "z": "x"}"#)
        UpdateTesting.expect(try bothWays(#"{"_id": 1, "p": 3.5, "z": 1}"#, #"{"$inc": {"p": 1}}"#), #"{"_id": 1, "p": 4.5, "z": 1}"#)
        UpdateTesting.expect(
            try bothWays(#"{"_id": 1, "p": {"$numberDouble": "NaN"}}"#, #"{"$inc": {"p": 1}}"#),
            #"{"_id": 1, "p": {"$numberDouble": "NaN"}}"#)
        UpdateTesting.expect(
            try bothWays(#"{"_id": 1, "d": {"$numberDecimal": "1.5"}}"#, #"{"$inc": {"d": 1}}"#),
            #"{"_id": 1, "d": {"$numberDecimal": "2.5"}}"#)
        UpdateTesting.expect(
            try bothWays(#"{"_id": 1, "l": {"$numberLong": "5"}}"#, #"{"$inc": {"l": 1.5}}"#), #"{"_id": 1, "l": 6.5}"#)
    }

    @Test("values of one width written over values of that width: booleans, dates, timestamps, null, several fields at once")
    func sameWidthValues() throws {
        UpdateTesting.expect(
            try bothWays(
                #"{"_id": 1, "f": true, "t": {"$date": "2020-01-01T00:00:00Z"}, "s": "x", "n": null, "i": 1}"#,
                #"{"$set": {"f": false, "t": {"$date": "2024-02-29T12:00:00Z"}, "n": {"$minKey": 1}, "i": 2}}"#),
            #"{"_id": 1, "f": false, "t": {"$date": "2024-02-29T12:00:00Z"}, "s": "x", "n": {"$minKey": 1}, "i": 2}"#)
        UpdateTesting.expect(
            try bothWays(
                #"{"_id": 1, "ts": {"$timestamp": {"t": 1, "i": 1}}, "d": 2.5}"#,
                #"{"$set": {"ts": {"$timestamp": {"t": 7, "i": 3}}, "d": {"$numberLong": "-4"}}}"#),
            #"{"_id": 1, "ts": {"$timestamp": {"t": 7, "i": 3}}, "d": {"$numberLong": "-4"}}"#)
        // A value of another width in the same update takes the general splice for all fields.
        UpdateTesting.expect(
            try bothWays(#"{"_id": 1, "a": 1.5, "b": true}"#, #"{"$set": {"a": 2.5, "b": "yes"}}"#), #"{"_id": 1, "a": 2.5, "b": "yes"}"#)
    }

    @Test("an update that changes nothing gives the document back as it was")
    func noChange() throws {
        let original = UpdateTesting.document(#"{"_id": 1, "a": 1.0, "b": 2}"#)
        #expect(try bothWays(#"{"_id": 1, "a": 1.0, "b": 2}"#, #"{"$inc": {"a": 0}, "$set": {"b": 2}}"#) == original)
        // $max with an equal value of another numeric type keeps the field (manual: $max compares).
        #expect(try bothWays(#"{"_id": 1, "a": 1.0, "b": 2}"#, #"{"$max": {"a": {"$numberLong": "1"}}}"#) == original)
    }

    @Test("missing fields are created at the end in path order; $mul creates a zero of the multiplier's type")
    func created() throws {
        UpdateTesting.expect(
            try bothWays(#"{"_id": 1, "m": 0}"#, #"{"$set": {"z": 1, "b": 2}, "$inc": {"k": 1.5}}"#),
            #"{"_id": 1, "m": 0, "b": 2, "k": 1.5, "z": 1}"#)
        UpdateTesting.expect(try bothWays(#"{"_id": 1}"#, #"{"$mul": {"a": 2.5, "b": 3}}"#), #"{"_id": 1, "a": 0.0, "b": 0}"#)
        // $unset of a missing field and $min on missing (created) are as the manual says.
        UpdateTesting.expect(try bothWays(#"{"_id": 1}"#, #"{"$unset": {"x": ""}, "$min": {"y": null}}"#), #"{"_id": 1, "y": null}"#)
    }

    @Test("$unset and $rename remove fields; the rest keep their order")
    func removals() throws {
        UpdateTesting.expect(
            try bothWays(#"{"_id": 1, "a": 1, "b": [1, 2], "c": {"d": 1}}"#, #"{"$unset": {"b": "", "a": 1}, "$set": {"c": 5}}"#),
            #"{"_id": 1, "c": 5}"#)
        UpdateTesting.expect(try bothWays(#"{"_id": 1, "a": 1, "b": 2}"#, #"{"$rename": {"a": "c"}}"#), #"{"_id": 1, "b": 2, "c": 1}"#)
        UpdateTesting.expect(try bothWays(#"{"_id": 1, "a": 1, "b": 2}"#, #"{"$rename": {"a": "b"}}"#), #"{"_id": 1, "b": 1}"#)
    }

    @Test("repeated field names: the first of the name is the one updated or removed")
    func repeatedNames() throws {
        let repeated = Document([("_id", .int32(1)), ("a", .int32(1)), ("b", "x"), ("a", .int32(10))])
        let compiled = try OperatorUpdate(["$inc": ["a": .int32(1)]], arrayFilters: [:])
        let spliced = try compiled.apply(to: repeated, matchedArrayPosition: nil, isInsert: false, now: UpdateTesting.now)
        #expect(spliced == Document([("_id", .int32(1)), ("a", .int32(2)), ("b", "x"), ("a", .int32(10))]))
        let unset = try OperatorUpdate(["$unset": ["a": ""]], arrayFilters: [:])
        let removed = try unset.apply(to: repeated, matchedArrayPosition: nil, isInsert: false, now: UpdateTesting.now)
        #expect(removed == Document([("_id", .int32(1)), ("b", "x"), ("a", .int32(10))]))
        let walked = try unset.applyByWalkingTree(to: repeated, matchedArrayPosition: nil, isInsert: false, now: UpdateTesting.now)
        #expect(removed == walked)
    }

    @Test("whole arrays and documents as top-level values; $push, $addToSet and $pop on a top-level array")
    func containers() throws {
        UpdateTesting.expect(
            try bothWays(#"{"_id": 1, "a": [1], "d": {"x": 1}}"#, #"{"$set": {"a": {"y": 2}, "d": [3]}}"#), #"{"_id": 1, "a": {"y": 2}, "d": [3]}"#)
        UpdateTesting.expect(
            try bothWays(#"{"_id": 1, "a": [1, 2], "b": 0}"#, #"{"$push": {"a": 3}, "$addToSet": {"c": 1}}"#), #"{"_id": 1, "a": [1, 2, 3], "b": 0, "c": [1]}"#)
        UpdateTesting.expect(try bothWays(#"{"_id": 1, "a": [1, 2]}"#, #"{"$pop": {"a": 1}}"#), #"{"_id": 1, "a": [1]}"#)
    }

    @Test("$setOnInsert applies only when an upsert inserts")
    func setOnInsert() throws {
        UpdateTesting.expect(try bothWays(#"{"_id": 1}"#, #"{"$set": {"p": 4.25}, "$setOnInsert": {"n": "U"}}"#), #"{"_id": 1, "p": 4.25}"#)
        UpdateTesting.expect(
            try bothWays(#"{"_id": 1}"#, #"{"$set": {"p": 4.25}, "$setOnInsert": {"n": "U"}}"#, isInsert: true), #"{"_id": 1, "n": "U", "p": 4.25}"#)
    }

    @Test("errors are the general path's: non-numeric $inc, int64 overflow")
    func errors() throws {
        let nonNumeric = try bothWaysError(#"{"_id": 1, "a": "x"}"#, #"{"$inc": {"a": 1}}"#)
        #expect(nonNumeric?.code == 14)
        #expect(nonNumeric?.message == "Cannot apply $inc to a value of non-numeric type. {_id: 1} has the field 'a' of non-numeric type string")
        let overflow = try bothWaysError(#"{"_id": 1, "a": {"$numberLong": "9223372036854775807"}}"#, #"{"$inc": {"a": 1}}"#)
        #expect(overflow?.code == 2)
    }

    @Test("paths through documents or arrays, _id and the positional operator take the tree walk")
    func generalPaths() throws {
        UpdateTesting.expect(try UpdateTesting.updated(#"{"_id": 1, "a": {"b": 1}}"#, #"{"$inc": {"a.b": 1}}"#), #"{"_id": 1, "a": {"b": 2}}"#)
        UpdateTesting.expect(try UpdateTesting.updated(#"{"_id": 1, "a": [1, 2]}"#, #"{"$inc": {"a.1": 1}}"#), #"{"_id": 1, "a": [1, 3]}"#)
        UpdateTesting.expect(try UpdateTesting.updated(#"{"_id": 1, "a": [1, 2]}"#, #"{"$set": {"a.$": 5}}"#, position: 0), #"{"_id": 1, "a": [5, 2]}"#)
        #expect(UpdateTesting.error(#"{"_id": 1}"#, #"{"$set": {"_id": 2}}"#)?.code == 66)
        #expect(UpdateTesting.error(#"{"_id": 1}"#, #"{"$set": {"$x": 2}}"#)?.code == 52)
    }
}
