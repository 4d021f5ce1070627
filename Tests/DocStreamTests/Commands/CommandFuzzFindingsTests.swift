@testable import DocStream
import DocStreamBSON
import Testing

/// Inputs the command fuzz target (`scripts/fuzz commands`) found, each refused with MongoDB's
/// error where DocStream once stopped the process, and the collection left as it was.
@Suite("Command fuzzing findings")
struct CommandFuzzFindingsTests {
    /// A field name cannot hold a NUL byte (the manual's field name restrictions); MongoDB's
    /// FieldPath refuses one with 16411. `$geoNear`'s `key` became the field of the near
    /// condition's filter, whose building stopped on it; the wire fuzz target found the same
    /// in `$fill`'s `partitionByFields`, each of which becomes a field of a document.
    @Test("a path with a NUL byte as $geoNear's key, distanceField or includeLocs, a $lookup's as or a $fill's partitionByFields, is refused (16411), the collection unchanged")
    func nulInPaths() throws {
        let session = IndexTestSession()
        try session.ok(#"{"insert": "places", "documents": [{"_id": 1, "loc": {"type": "Point", "coordinates": [1, 1]}}]}"#)
        try session.ok(#"{"createIndexes": "places", "indexes": [{"key": {"loc": "2dsphere"}, "name": "loc"}]}"#)
        let near = #"{"type": "Point", "coordinates": [0, 0]}"#
        let stages = [
            #"{"$geoNear": {"near": \#(near), "distanceField": "d", "key": "l\u0000oc"}}"#,
            #"{"$geoNear": {"near": \#(near), "distanceField": "d\u0000"}}"#,
            #"{"$geoNear": {"near": \#(near), "distanceField": "d", "includeLocs": "a.\u0000"}}"#,
            #"{"$lookup": {"from": "places", "localField": "_id", "foreignField": "_id", "as": "a\u0000b"}}"#,
            #"{"$fill": {"sortBy": {"_id": 1}, "partitionByFields": ["loc", "a\u0000"], "output": {"v": {"method": "locf"}}}}"#,
        ]
        for stage in stages {
            let reply = try session.run(#"{"aggregate": "places", "pipeline": [\#(stage)], "cursor": {}}"#)
            #expect(errorCode(reply) == 16411, "\(stage): \(reply.extendedJSON(.relaxed))")
        }
        #expect(try session.documents("places").map { $0["_id"] } == [.int32(1)])
        // Without the NUL the same stage answers.
        let answered = try session.ok(#"{"aggregate": "places", "pipeline": [{"$geoNear": {"near": \#(near), "distanceField": "d", "key": "loc"}}], "cursor": {}}"#)
        #expect(answered[path: "cursor.firstBatch"]?.arrayValue?.count == 1)
    }
}
