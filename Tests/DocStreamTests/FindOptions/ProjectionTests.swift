import DocStreamBSON
import Testing

@testable import DocStream

struct ProjectionTests {
    private func project(_ projection: Document, _ document: Document, arrayPosition: Int? = nil) throws(DocStreamError) -> Document {
        try Projection(projection).apply(to: document, match: QueryMatch(arrayPosition: arrayPosition))
    }

    @Test func inclusionKeepsTheDocumentsFieldOrder() throws {
        let document: Document = ["b": 2, "_id": 1, "a": 1, "c": 3]
        #expect(try project(["a": 1, "b": 1], document) == ["b": 2, "_id": 1, "a": 1])
        #expect(try project(["_id": 1], document) == ["_id": 1])
        #expect(try project(["_id": 0], document) == ["b": 2, "a": 1, "c": 3])
        #expect(try project(["_id": 1, "a": 0], document) == ["b": 2, "_id": 1, "c": 3])
    }

    @Test func computedFieldsFollowTheIncludedOnes() throws {
        let document: Document = ["_id": 1, "a": 1, "b": 2]
        #expect(
            try project(["x": "lit", "b": 1, "a": ["$literal": ["$notAnOperator": 1]]], document)
                == ["_id": 1, "b": 2, "x": "lit", "a": ["$notAnOperator": 1]])
        #expect(try project(["a": .null, "_id": 0], document) == ["a": .null])
        #expect(try project(["a": [1, "two", ["c": ["$literal": "$x"]]], "_id": 0], document) == ["a": [1, "two", ["c": "$x"]]])
        // A computed field below a scalar replaces it in place; below a missing field it comes last.
        #expect(try project(["a.x": "lit", "b": 1], document) == ["_id": 1, "a": ["x": "lit"], "b": 2])
        #expect(try project(["z.x": "lit", "b": 1], document) == ["_id": 1, "b": 2, "z": ["x": "lit"]])
    }

    /// find projections take aggregation expressions since MongoDB 4.4 (manual, "Project Fields
    /// to Return from Query": "Projection with Aggregation Expressions").
    @Test func aggregationExpressionsComputeFields() throws {
        let document: Document = ["_id": 1, "a": 2, "b": ["c": 3], "arr": [1, 2, 3]]
        #expect(try project(["t": ["$add": ["$a", "$b.c"]], "_id": 0], document) == ["t": .int64(5)])
        #expect(try project(["c": "$b.c", "a": 1], document) == ["_id": 1, "a": 2, "c": 3])
        #expect(try project(["arr": ["$slice": ["$arr", -2]]], document) == ["_id": 1, "arr": [2, 3]])
        #expect(errorCode { _ = try Projection(["a": ["$bogus": 1]]) } == 168)
        // The text score needs a $text query to come from (manual: $meta).
        #expect(errorCode { _ = try FindQuery(projection: ["a": ["$meta": "textScore"]]) } == 40218)
        #expect(errorCode { _ = try Projection(["a": ["$meta": 1]]) } == 17307)
        // Inclusion and exclusion rules still hold.
        #expect(errorCode { _ = try Projection(["a": "$b", "c": 0]) } == 31254)
        #expect(errorCode { _ = try Projection(["c": 0, "a": ["$add": [1, 2]]]) } == 31252)
    }

    @Test func parseErrors() {
        #expect(errorCode { _ = try Projection(["a": 0, "b": "x"]) } == 31310)
        #expect(errorCode { _ = try Projection(["a": 0, "b": ["$literal": 1]]) } == 31252)
        #expect(errorCode { _ = try Projection(["a": [:]]) } == 51270)
        #expect(errorCode { _ = try Projection([".$": 1]) } == 5392900)
        #expect(errorCode { _ = try Projection(["a.": 1]) } == 40353)
        #expect(errorCode { _ = try Projection(["a..$": 1]) } == 40353)
        #expect(errorCode { _ = try Projection(["a..b": 1]) } == 15998)
        #expect(errorCode { _ = try Projection(["$": 1]) } == 16410)
        #expect(errorCode { _ = try Projection(["a": ["$x": 1, "b": 1]]) } == 16410)
        #expect(errorCode { _ = try Projection(["a": ["b": 1, "c": 0]]) } == 31254)
        #expect(errorCode { _ = try Projection(["a": ["_id": 0], "b": 1]) } == 31253)
        #expect(errorCode { _ = try Projection(["a.b": 1, "a": ["b": 1]]) } == 31250)
        // Not find's $slice (the limit must be positive), so the $slice expression, which fails
        // only when it runs.
        #expect(errorCode { _ = try Projection(["a": ["$slice": [1, 0]]]) } == nil)
        #expect(errorCode { _ = try Projection(["a": 0, "b": ["$slice": [1, 0]]]) } == 31252)
        #expect(errorCode { _ = try Projection(["a": ["$slice": ["x"]]]) } == 28667)
        #expect(errorCode { _ = try Projection(["a": ["$elemMatch": ["b": 1]], "c": ["$elemMatch": ["$in": [1]]]]) } == nil)
    }

    @Test func nestedFormsMerge() throws {
        let document: Document = ["_id": 1, "a": ["b": 1, "c": 2, "d": 3]]
        #expect(try project(["a.b": 1, "a": ["c": 1]], document) == ["_id": 1, "a": ["b": 1, "c": 2]])
    }

    @Test func sliceOnNestedPathsAndNonArrays() throws {
        let document: Document = ["_id": 1, "a": [["b": [1, 2, 3], "c": 1], 5, [[1, 2]]], "d": ["e": [1, 2, 3], "f": 1]]
        // Alone, $slice makes an exclusion: everything else stays.
        #expect(try project(["d.e": ["$slice": -2]], document) == ["_id": 1, "a": document["a"]!, "d": ["e": [2, 3], "f": 1]])
        // In an inclusion only the sliced path stays of its parent (MongoDB 4.4+).
        #expect(try project(["d.e": ["$slice": -2], "_id": 1], document) == ["_id": 1, "d": ["e": [2, 3]]])
        // Through an array: each document's array is sliced, other elements stay.
        #expect(try project(["a.b": ["$slice": 1], "d": 0], document) == ["_id": 1, "a": [["b": [1], "c": 1], 5, [[1, 2]]]])
        #expect(try project(["d": ["$slice": 1]], document) == document)
        #expect(try project(["a": ["$slice": 0], "_id": 0, "d": 0], document) == ["a": []])
    }

    @Test func positionalCutsTheFirstArrayOnThePath() throws {
        let document: Document = ["_id": 1, "a": ["b": [10, 20, 30]], "c": 5]
        #expect(try project(["a.b.$": 1], document, arrayPosition: 2) == ["_id": 1, "a": ["b": [30]]])
        #expect(try project(["c.$": 1], document) == ["_id": 1, "c": 5])
        #expect(errorCode { _ = try project(["a.b.$": 1], document) } == 51246)
        #expect(errorCode { _ = try project(["a.b.$": 1], document, arrayPosition: 3) } == 51247)
        // The array may be higher up the path: it is the array that gets cut.
        let outer: Document = ["_id": 1, "a": [["b": 1, "x": 1], ["b": 2, "x": 2]]]
        #expect(try project(["a.b.$": 1], outer, arrayPosition: 1) == ["_id": 1, "a": [["b": 2]]])
    }

    @Test func exclusionKeepsScalarsInArrays() throws {
        let document: Document = ["_id": 1, "a": [1, ["b": 1, "c": 1], [["b": 2]]]]
        #expect(try project(["a.b": 0], document) == ["_id": 1, "a": [1, ["c": 1], [[:]]]])
    }
}
