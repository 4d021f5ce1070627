import DocStreamBSON

/// `{$unionWith: "coll"}` or `{$unionWith: {coll, pipeline}}`: the input, then the documents
/// of `coll` passed through `pipeline`. Without `coll` the pipeline must start with
/// `$documents`, which supplies its documents.
struct UnionWithStage: PipelineStage {
    /// nil for the collectionless form.
    private let collection: String?
    private let pipeline: Pipeline?

    /// UnionWithSpec's fields.
    private static let arguments = ArgumentReader(errors: .idl("$unionWith"), fields: [.optional("coll", .string), .optional("pipeline")])

    /// document_source_union_with.cpp createFromBson and its IDL (UnionWithSpec) checks.
    init(_ argument: BSONValue) throws(DocStreamError) {
        switch argument {
        case .string(let name):
            collection = name
            pipeline = nil
        case .document(let specification):
            var stages: [Document]?
            let arguments = try Self.arguments.read(specification) { (name, value) throws(DocStreamError) in
                // The pipeline is checked where it stands, before the fields after it.
                if name == "pipeline" { stages = try Pipeline.stageDocuments(value) }
            }
            let collection = arguments.string("coll")
            if collection == nil, stages?.first?.keys.first != "$documents" {
                throw .failedToParse("$unionWith stage without explicit collection must have a pipeline with $documents as first stage")
            }
            self.collection = collection
            do {
                pipeline = try stages.map { (stages) throws(DocStreamError) in
                    try Pipeline(stages, within: .unionWith, input: collection == nil ? nil : .collection)
                }
            } catch {
                throw error.located("pipeline")
            }
        default:
            throw .failedToParse("the $unionWith stage specification must be an object or string, but found \(argument.type.alias)")
        }
    }

    /// Refused where a stage of its pipeline is ($documents or $facet in a $facet: 40600).
    var placement: StagePlacement { StagePlacement(refusedIn: pipeline?.refusedIn ?? []) }

    func makeSink(feeding downstream: any DocumentSink, context: PipelineContext) -> any DocumentSink {
        UnionWithSink(stage: self, context: context, downstream: downstream)
    }

    /// The documents the union adds after the input.
    fileprivate func unionDocuments(context: PipelineContext) throws(DocStreamError) -> [Document] {
        let documents = try collection.map { (name) throws(DocStreamError) in try context.documents(of: name) } ?? []
        guard let pipeline else { return documents }
        do {
            return try pipeline.run(documents, context: context)
        } catch {
            throw error.located("pipeline")
        }
    }
}

private final class UnionWithSink: DocumentSink {
    let stage: UnionWithStage
    let context: PipelineContext
    let downstream: any DocumentSink
    /// Downstream wants no more (a $limit is full), so the union need not be read.
    private var downstreamFull = false

    init(stage: UnionWithStage, context: PipelineContext, downstream: any DocumentSink) {
        self.stage = stage
        self.context = context
        self.downstream = downstream
    }

    func accept(_ document: consuming Document) throws(DocStreamError) -> Bool {
        let wantsMore = try downstream.accept(document)
        downstreamFull = !wantsMore
        return wantsMore
    }

    func finish() throws(DocStreamError) {
        if !downstreamFull {
            for document in try stage.unionDocuments(context: context) {
                guard try downstream.accept(document) else { break }
            }
        }
        try downstream.finish()
    }
}
