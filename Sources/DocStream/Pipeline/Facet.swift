import DocStreamBSON

/// `{$facet: {name: [<stage>, ...], ...}}`: every pipeline runs over the same input; the one
/// output document holds each pipeline's results, an array under its name.
struct FacetStage: PipelineStage {
    private let facets: [(name: String, pipeline: Pipeline)]

    /// document_source_facet.cpp extractRawPipelines' checks; the pipelines refuse what
    /// MongoDB refuses in a facet ($out, $merge, $facet, $documents: 40600).
    init(_ argument: BSONValue) throws(DocStreamError) {
        guard case .document(let specification) = argument, !specification.isEmpty else {
            throw DocStreamError(.location(40169), "the $facet specification must be a non-empty object, but found: \(argument.extendedJSON(.relaxed))")
        }
        var facets: [(name: String, pipeline: Pipeline)] = []
        for (name, value) in specification {
            try FieldPathExpression.validateFieldName(name)
            guard case .array(let elements) = value else {
                throw DocStreamError(.location(40170), "arguments to $facet must be arrays, \(name) is type \(value.type.alias)")
            }
            var stages: [Document] = []
            for element in elements {
                guard case .document(let stage) = element else {
                    throw DocStreamError(
                        .location(40171),
                        "elements of arrays in $facet spec must be non-empty objects, \(name) argument contained an element of type \(element.type.alias): \(element.extendedJSON(.relaxed))"
                    )
                }
                stages.append(stage)
            }
            do {
                facets.append((name, try Pipeline(stages, within: .facet)))
            } catch {
                throw error.located("facet '\(name)'")
            }
        }
        self.facets = facets
    }

    var placement: StagePlacement {
        StagePlacement(refusedIn: facets.reduce([.facet]) { $0.union($1.pipeline.refusedIn) })
    }

    func makeSink(feeding downstream: any DocumentSink, context: PipelineContext) -> any DocumentSink {
        FacetSink(stage: self, context: context, downstream: downstream)
    }

    /// The facets' pipelines, in order.
    var pipelines: [Pipeline] { facets.map(\.pipeline) }

    /// The one output document: each facet's results, by `results` (given the facet's place
    /// and pipeline), an array under its name; the first facet that fails throws, located at
    /// its name, and those after it are not asked for.
    func output(_ results: (_ facet: Int, _ pipeline: Pipeline) throws(DocStreamError) -> [Document]) throws(DocStreamError) -> Document {
        var fields: [(String, BSONValue)] = []
        for (facet, (name, pipeline)) in facets.enumerated() {
            do {
                fields.append((name, .array(try results(facet, pipeline).map(BSONValue.document))))
            } catch {
                throw error.located("facet '\(name)'")
            }
        }
        return Document(fields)
    }
}

/// Holds the input, then runs each facet over it.
private final class FacetSink: DocumentSink {
    let stage: FacetStage
    let context: PipelineContext
    let downstream: any DocumentSink
    private var input: [Document] = []

    init(stage: FacetStage, context: PipelineContext, downstream: any DocumentSink) {
        self.stage = stage
        self.context = context
        self.downstream = downstream
    }

    func accept(_ document: consuming Document) throws(DocStreamError) -> Bool {
        input.append(document)
        return true
    }

    func finish() throws(DocStreamError) {
        let output = try stage.output { (_, pipeline) throws(DocStreamError) in try pipeline.run(input, context: context) }
        input = []
        _ = try downstream.accept(output)
        try downstream.finish()
    }
}
