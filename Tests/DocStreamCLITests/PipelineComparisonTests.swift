import DocStream
import DocStreamBSON
import Testing

@testable import docstream

/// How `docstream compare` reports the outcomes of one pipeline on two engines.
@Suite("docstream compare: the differences it reports")
struct PipelineComparisonTests {
    private func lines(_ docStream: Outcome, _ deployment: Outcome) -> [String] {
        PipelineComparison(docStream: docStream, deployment: deployment).differences(format: .relaxed)
    }

    @Test("Byte-equal results, and errors with the same code, are no difference")
    func agreement() {
        #expect(lines(.results([["a": 1]]), .results([["a": 1]])).isEmpty)
        #expect(lines(.failure(code: .location(40324), message: "x"), .failure(code: .location(40324), message: "y")).isEmpty)
        #expect(
            PipelineComparison(docStream: .failure(code: .badValue, message: "x"), deployment: .failure(code: .badValue, message: "y")).agreement
                == "both failed with BadValue (2): x")
        #expect(PipelineComparison(docStream: .results([["a": 1]]), deployment: .results([["a": 1]])).agreement == "the same 1 results on both")
    }

    @Test("A number of another type is a difference, noted as equal values of different types")
    func types() {
        let found = lines(.results([["n": .int32(1)]]), .results([["n": .double(1)]]))
        #expect(found == [#"result 0 (equal values, different types): DocStream {"n":1}; the deployment {"n":1.0}"#])
    }

    @Test("Missing results, another order, and errors on one side or with different codes")
    func differences() {
        #expect(
            lines(.results([["a": 1], ["a": 2]]), .results([["a": 1]]))
                == ["results: 2 from DocStream, 1 from the deployment", #"result 1: DocStream {"a":2}; the deployment none"#])
        #expect(
            lines(.results([["a": 1], ["a": 2]]), .results([["a": 2], ["a": 1]]))
                == ["the same 2 results in another order (the pipeline does not fix their order)"])
        #expect(
            lines(.failure(code: .badValue, message: "bad"), .results([["a": 1]])) == ["DocStream failed with BadValue (2): bad; the deployment gave 1 results"]
        )
        #expect(lines(.results([]), .failure(code: .badValue, message: "bad")) == ["the deployment failed with BadValue (2): bad; DocStream gave 0 results"])
        #expect(
            lines(.failure(code: .badValue, message: "bad"), .failure(code: .failedToParse, message: "worse"))
                == ["errors differ: DocStream BadValue (2): bad; the deployment FailedToParse (9): worse"])
        #expect(
            lines(.failure(code: nil, message: "no reply"), .failure(code: .badValue, message: "bad"))
                == ["errors differ: DocStream no reply; the deployment BadValue (2): bad"])
    }
}
