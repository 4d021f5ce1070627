import DocStreamBSON

/// `{$out: "coll"}` or `{$out: {db, coll}}`: the results replace the collection, all at once
/// when the input ends, keeping its options and indexes (`Store.replaceCollection`, which
/// reports it to change streams as MongoDB does: a rename over the target); a failure (a
/// duplicate `_id`, a refused document) leaves it as it was. The
/// pipeline returns nothing. Last stage only (40601), not in `$facet`, `$lookup` or `$unionWith`.
struct OutStage: PipelineStage {
    private let target: CollectionArgument

    /// document_source_out.cpp: 16990 for an argument that is neither string nor document.
    init(_ argument: BSONValue) throws(DocStreamError) {
        switch argument {
        case .string(let collection):
            target = try CollectionArgument(collection: collection).writable(by: "$out")
        case .document(let specification):
            target = try CollectionArgument(specification, field: "$out", databaseRequired: true).writable(by: "$out")
        default:
            throw DocStreamError(.location(16990), "$out only supports a string or object argument, not \(argument.type.alias)")
        }
    }

    var placement: StagePlacement { StagePlacement(position: .last, refusedIn: [.facet, .lookup, .unionWith]) }

    func makeSink(feeding downstream: any DocumentSink, context: PipelineContext) -> any DocumentSink {
        OutSink(target: target, context: context, downstream: downstream)
    }
}

private final class OutSink: DocumentSink {
    let target: CollectionArgument
    let context: PipelineContext
    let downstream: any DocumentSink
    private var results: [Document] = []

    init(target: CollectionArgument, context: PipelineContext, downstream: any DocumentSink) {
        self.target = target
        self.context = context
        self.downstream = downstream
    }

    func accept(_ document: consuming Document) throws(DocStreamError) -> Bool {
        results.append(try CollectionOperations.prepareForInsert(document))
        return true
    }

    func finish() throws(DocStreamError) {
        let namespace = try target.namespace(in: context)
        let replacements = results
        results = []
        // Every result must pass the target's validator, as MongoDB's temporary collection
        // copies the target's options; one refused document leaves the target unchanged.
        var validation = WriteValidation(namespace: namespace, bypass: context.bypassDocumentValidation)
        defer { validation.reportWarnings(to: context.store) }
        try context.store.replaceCollection(namespace, with: replacements) { (document, options) throws(DocStreamError) in
            try validation.check(document, options: options)
        }
        try downstream.finish()
    }
}
