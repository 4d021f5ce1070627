import DocStreamBSON
import Testing

@testable import DocStream

/// Errors inside a stage's own pipeline name the outer stage and the inner one.
struct SubPipelineLocationTests {
    @Test("a compile error inside $lookup's pipeline names both stages")
    func lookupCompileError() {
        let error = #expect(throws: DocStreamError.self) {
            try Pipeline([["$match": [:]], ["$lookup": ["from": "c", "pipeline": [["$out": "x"]], "as": "x"]]])
        }
        #expect(error?.code == 51047)
        #expect(error?.location == "stage 1 ($lookup), pipeline, stage 0 ($out)")
    }

    @Test("a run-time error inside a facet names the $facet, the facet and the inner stage")
    func facetRunError() throws {
        let pipeline = try Pipeline([["$facet": ["a": [["$project": ["x": ["$divide": [1, 0]]]]]]]])
        let error = #expect(throws: DocStreamError.self) { try pipeline.run([["_id": 1]]) }
        #expect(error?.code == 16608)
        #expect(error?.location == "stage 0 ($facet), facet 'a', stage 0 ($project)")
    }

    @Test("a misplaced $documents is located at its own stage")
    func misplacedDocuments() {
        let error = #expect(throws: DocStreamError.self) { try Pipeline([["$match": [:]], ["$documents": [["a": 1]]]]) }
        #expect(error?.code == 40602)
        #expect(error?.location == "stage 1 ($documents)")
    }
}
