import DocStream
import DocStreamBSON
import Testing

/// Errors with MongoDB's codes and message shapes (update_driver.cpp, update_object_node.cpp,
/// path_support.cpp, modifier_node.cpp and the operators' nodes). A failed update leaves its
/// input as it was: `apply` returns a new document or nothing.
@Suite("Update errors")
struct UpdateErrorTests {
    @Test("unknown operators, and fields mixed with operators")
    func unknownModifiers() {
        let unknown = UpdateTesting.error(#"{"_id": 1}"#, #"{"$foo": {"a": 1}}"#)
        #expect(unknown?.code == 9)
        #expect(unknown?.message == "Unknown modifier: $foo. Expected a valid update modifier or pipeline-style update specified as an array")
        let mixed = UpdateTesting.error(#"{"_id": 1}"#, #"{"$set": {"a": 1}, "b": 2}"#)
        #expect(mixed?.code == 9)
        #expect(mixed?.message == "Unknown modifier: b. Expected a valid update modifier or pipeline-style update specified as an array")
        // Fields first make a replacement, where a $ field cannot be stored.
        let replacement = UpdateTesting.error(#"{"_id": 1}"#, #"{"b": 2, "$set": {"a": 1}}"#)
        #expect(replacement?.code == 52)
        let notDocument = UpdateTesting.error(#"{"_id": 1}"#, #"{"$set": 1}"#)
        #expect(notDocument?.code == 9)
        #expect(notDocument?.message == "Modifiers operate on fields but we found type int instead. For example: {$mod: {<field>: ...}} not {$set: 1}")
    }

    @Test("an empty operand changes nothing (MongoDB 5.0 and later)")
    func emptyOperand() throws {
        UpdateTesting.expect(try UpdateTesting.updated(#"{"_id": 1, "a": 1}"#, #"{"$set": {}}"#), #"{"_id": 1, "a": 1}"#)
    }

    @Test("two operators on one path, or a path and its prefix, conflict (40)")
    func conflicts() {
        let same = UpdateTesting.error(#"{"_id": 1}"#, #"{"$set": {"a": 1}, "$inc": {"a": 1}}"#)
        #expect(same?.code == 40)
        #expect(same?.message == "Updating the path 'a' would create a conflict at 'a'")
        let prefix = UpdateTesting.error(#"{"_id": 1}"#, #"{"$set": {"a": 1, "a.b": 2}}"#)
        #expect(prefix?.message == "Updating the path 'a.b' would create a conflict at 'a'")
        let longerFirst = UpdateTesting.error(#"{"_id": 1}"#, #"{"$set": {"a.b": 1}, "$unset": {"a": 1}}"#)
        #expect(longerFirst?.message == "Updating the path 'a' would create a conflict at 'a'")
        let rename = UpdateTesting.error(#"{"_id": 1}"#, #"{"$rename": {"a": "b"}, "$set": {"a.x": 1}}"#)
        #expect(rename?.code == 40)
        let positional = UpdateTesting.error(#"{"_id": 1, "a": [1, 2]}"#, #"{"$set": {"a.$": 5, "a.0": 6}}"#, position: 0)
        #expect(positional?.code == 40)
        #expect(positional?.message == "Update created a conflict at 'a.0'")
    }

    @Test("_id cannot change (66), but may be set to the value it has")
    func immutableId() throws {
        let set = UpdateTesting.error(#"{"_id": 1, "a": 1}"#, #"{"$set": {"_id": 2}}"#)
        #expect(set?.code == 66)
        #expect(set?.message == "Performing an update on the path '_id' would modify the immutable field '_id'")
        #expect(UpdateTesting.error(#"{"_id": 1}"#, #"{"$inc": {"_id": 1}}"#)?.code == 66)
        #expect(UpdateTesting.error(#"{"_id": 1}"#, #"{"$unset": {"_id": ""}}"#)?.code == 66)
        #expect(UpdateTesting.error(#"{"_id": 1}"#, #"{"$rename": {"_id": "x"}}"#)?.code == 66)
        #expect(UpdateTesting.error(#"{"_id": {"a": 1}}"#, #"{"$set": {"_id.b": 1}}"#)?.code == 66)
        UpdateTesting.expect(try UpdateTesting.updated(#"{"_id": 1, "a": 1}"#, #"{"$set": {"_id": 1, "a": 2}}"#), #"{"_id": 1, "a": 2}"#)
        let replaced = UpdateTesting.error(#"{"_id": 1, "a": 1}"#, #"{"_id": 2, "a": 1}"#)
        #expect(replaced?.code == 66)
        #expect(replaced?.message == "After applying the update, the (immutable) field '_id' was found to have been altered to _id: 2")
    }

    @Test("paths through values that cannot hold fields (28)")
    func pathNotViable() {
        let scalar = UpdateTesting.error(#"{"_id": 1, "a": 1}"#, #"{"$set": {"a.b": 1}}"#)
        #expect(scalar?.code == 28)
        #expect(scalar?.message == "Cannot create field 'b' in element {a: 1}")
        let array = UpdateTesting.error(#"{"_id": 1, "a": [1, 2]}"#, #"{"$set": {"a.b": 1}}"#)
        #expect(array?.message == "Cannot create field 'b' in element {a: [ 1, 2 ]}")
        let pop = UpdateTesting.error(#"{"_id": 1, "a": 1}"#, #"{"$pop": {"a.b": 1}}"#)
        #expect(pop?.code == 28)
        #expect(pop?.message == "Cannot use the part (b) of (a.b) to traverse the element ({a: 1})")
    }

    @Test("paths: empty, positional first or twice, unknown array filter")
    func badPaths() {
        #expect(UpdateTesting.error(#"{"_id": 1}"#, #"{"$set": {"": 1}}"#)?.code == 56)
        let empty = UpdateTesting.error(#"{"_id": 1}"#, #"{"$set": {"a..b": 1}}"#)
        #expect(empty?.code == 56)
        #expect(empty?.message == "The update path 'a..b' contains an empty field name, which is not allowed.")
        #expect(UpdateTesting.error(#"{"_id": 1}"#, #"{"$set": {"$.a": 1}}"#)?.code == 2)
        #expect(UpdateTesting.error(#"{"_id": 1}"#, #"{"$set": {"a.$.b.$": 1}}"#)?.code == 2)
        let undefined = UpdateTesting.error(#"{"_id": 1, "a": [1]}"#, #"{"$set": {"a.$[x]": 1}}"#)
        #expect(undefined?.code == 2)
        #expect(undefined?.message == "No array filter found for identifier 'x' in path 'a.$[x]'")
    }

    @Test("positional $ needs the query's match")
    func positionalWithoutMatch() {
        let error = UpdateTesting.error(#"{"_id": 1, "a": [1]}"#, #"{"$set": {"a.$": 2}}"#)
        #expect(error?.code == 2)
        #expect(error?.message == "The positional operator did not find the match needed from the query.")
    }

    @Test("array operators on non-arrays")
    func nonArrays() {
        let push = UpdateTesting.error(#"{"_id": 1, "a": 1}"#, #"{"$push": {"a": 2}}"#)
        #expect(push?.code == 2)
        #expect(push?.message == "The field 'a' must be an array but is of type int in document {_id: 1}")
        let addToSet = UpdateTesting.error(#"{"_id": 1, "a": "x"}"#, #"{"$addToSet": {"a": 2}}"#)
        #expect(addToSet?.code == 2)
        #expect(addToSet?.message == "Cannot apply $addToSet to non-array field. Field named 'a' has non-array type string")
        let pop = UpdateTesting.error(#"{"_id": 1, "a": 1}"#, #"{"$pop": {"a": 1}}"#)
        #expect(pop?.code == 14)
        #expect(pop?.message == "Path 'a' contains an element of non-array type 'int'")
        let pull = UpdateTesting.error(#"{"_id": 1, "a": 1}"#, #"{"$pull": {"a": 1}}"#)
        #expect(pull?.code == 2)
        #expect(pull?.message == "Cannot apply $pull to a non-array value")
        #expect(UpdateTesting.error(#"{"_id": 1, "a": 1}"#, #"{"$pullAll": {"a": [1]}}"#)?.code == 2)
    }

    @Test("operator arguments checked when the update is compiled")
    func arguments() {
        let pop = UpdateTesting.error(#"{"_id": 1}"#, #"{"$pop": {"a": 2}}"#)
        #expect(pop?.code == 9)
        #expect(pop?.message == "$pop expects 1 or -1, found: 2")
        #expect(UpdateTesting.error(#"{"_id": 1}"#, #"{"$pullAll": {"a": 1}}"#)?.code == 2)
        #expect(UpdateTesting.error(#"{"_id": 1}"#, #"{"$push": {"a": {"$each": 1}}}"#)?.code == 2)
        #expect(UpdateTesting.error(#"{"_id": 1}"#, #"{"$push": {"a": {"$each": [1], "$bad": 1}}}"#)?.code == 2)
        #expect(UpdateTesting.error(#"{"_id": 1}"#, #"{"$push": {"a": {"$each": [1], "$sort": 2}}}"#)?.code == 2)
        #expect(UpdateTesting.error(#"{"_id": 1}"#, #"{"$push": {"a": {"$each": [1], "$slice": 1.5}}}"#)?.code == 2)
        #expect(UpdateTesting.error(#"{"_id": 1}"#, #"{"$addToSet": {"a": {"$each": 1}}}"#)?.code == 14)
        #expect(UpdateTesting.error(#"{"_id": 1}"#, #"{"$currentDate": {"a": 1}}"#)?.code == 2)
        #expect(UpdateTesting.error(#"{"_id": 1}"#, #"{"$currentDate": {"a": {"$type": "x"}}}"#)?.code == 2)
        let same = UpdateTesting.error(#"{"_id": 1}"#, #"{"$rename": {"a": "a"}}"#)
        #expect(same?.code == 2)
        #expect(same?.message == #"The source and target field for $rename must differ: a: "a""#)
        #expect(UpdateTesting.error(#"{"_id": 1}"#, #"{"$rename": {"a": "a.b"}}"#)?.code == 2)
        #expect(UpdateTesting.error(#"{"_id": 1}"#, #"{"$rename": {"a": 1}}"#)?.code == 2)
        #expect(UpdateTesting.error(#"{"_id": 1}"#, #"{"$rename": {"a.$": "b"}}"#)?.code == 2)
    }

    @Test("$rename will not move into or out of arrays")
    func renameArrays() {
        let source = UpdateTesting.error(#"{"_id": 1, "a": [{"b": 1}]}"#, #"{"$rename": {"a.0.b": "c"}}"#)
        #expect(source?.code == 2)
        #expect(source?.message == "The source field cannot be an array element, 'a.0.b' in doc with _id: 1 has an array field called 'a'")
        let destination = UpdateTesting.error(#"{"_id": 1, "a": 1, "c": [{}]}"#, #"{"$rename": {"a": "c.0.x"}}"#)
        #expect(destination?.code == 2)
        #expect(destination?.message == "The destination field cannot be an array element, 'c.0.x' in doc with _id: 1 has an array field called 'c'")
    }

    @Test("a failed update leaves the document as it was")
    func documentUnchanged() throws {
        let original = UpdateTesting.document(#"{"_id": 1, "a": 1, "b": "x", "c": [1, 2]}"#)
        let update = try UpdateSpecification(UpdateTesting.document(#"{"$set": {"a": 2, "z": 1}, "$push": {"c": 3}, "$inc": {"b": 1}}"#))
        #expect(throws: DocStreamError.self) {
            try update.apply(to: original, matchedArrayPosition: nil, now: UpdateTesting.now)
        }
        UpdateTesting.expect(original, #"{"_id": 1, "a": 1, "b": "x", "c": [1, 2]}"#)
    }

    /// An update's stages are set up once and reused from document to document; a run that
    /// failed must not leave anything to the next document, and each must see its own fields.
    @Test("a pipeline update that failed on one document (16608, $divide by zero) updates the next ones from their own fields")
    func pipelineUpdateAfterAFailure() throws {
        let update = try UpdateSpecification(
            pipeline: [UpdateTesting.document(#"{"$set": {"r": {"$divide": [12, "$d"]}, "at": "$$NOW", "k": "$$k"}}"#)],
            variables: ["k": "constant"])
        let failing = UpdateTesting.document(#"{"_id": 0, "d": 0}"#)
        let error = #expect(throws: DocStreamError.self) {
            try update.apply(to: failing, matchedArrayPosition: nil, now: UpdateTesting.now)
        }
        #expect(error?.code == 16608)
        for divisor in [1, 2, 3, 4, 6, 12] {
            let updated = try update.apply(to: ["_id": .int32(Int32(divisor)), "d": .int32(Int32(divisor))], matchedArrayPosition: nil, now: UpdateTesting.now)
            #expect(
                updated == [
                    "_id": .int32(Int32(divisor)), "d": .int32(Int32(divisor)), "r": .double(12 / Double(divisor)),
                    "at": .datetime(UpdateTesting.now), "k": "constant",
                ])
        }
        // Another time is another command's `$$NOW`.
        let later = BSONDateTime(millisecondsSinceEpoch: UpdateTesting.now.millisecondsSinceEpoch + 1_000)
        let updated = try update.apply(to: ["_id": .int32(2), "d": .int32(2)], matchedArrayPosition: nil, now: later)
        #expect(updated["at"] == .datetime(later))
    }
}
