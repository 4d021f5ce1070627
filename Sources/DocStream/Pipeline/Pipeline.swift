import DocStreamBSON

/// A compiled aggregation pipeline: stage documents such as `{$match: ...}`, `{$group: ...}`.
///
/// ```swift
/// let pipeline = try Pipeline([["$match": ["storeNumber": 42]], ["$count": "drinks"]])
/// try pipeline.run(drinks)  // [{drinks: <the number of drinks of store 42>}]
/// ```
public struct Pipeline: Sendable {
    /// Each stage with where it is, "stage 2 ($group)", for errors raised while running.
    private let stages: [(stage: any PipelineStage, location: String)]

    /// Compiles stage documents; errors name the stage index and operator (DocStreamError.location "stage 2 ($group)").
    public init(_ stages: [Document]) throws(DocStreamError) {
        var compiled: [(stage: any PipelineStage, location: String)] = []
        for (index, stage) in stages.enumerated() {
            guard stage.count == 1, let (name, argument) = stage.elements.first else {
                throw DocStreamError(
                    code: 40323, codeName: "Location40323",
                    message: "A pipeline stage specification object must contain exactly one field.", location: "stage \(index)")
            }
            guard let compiler = PipelineStages.compilers[name] else {
                throw DocStreamError(
                    code: 40324, codeName: "Location40324",
                    message: "Unrecognized pipeline stage name: '\(name)'", location: "stage \(index)")
            }
            let location = "stage \(index) (\(name))"
            let next: any PipelineStage
            do {
                next = try compiler(argument)
            } catch {
                throw error.located(location)
            }
            // MongoDB folds some neighbours into one stage ($sort + $limit keeps a bounded heap).
            if let previous = compiled.last, let merged = previous.stage.absorbing(next) {
                compiled[compiled.count - 1].stage = merged
            } else {
                compiled.append((next, location))
            }
        }
        self.stages = compiled
    }

    /// Runs over input documents, streaming where MongoDB streams: input stops being read
    /// once a `$limit` has all it needs.
    public func run(_ input: some Sequence<Document>) throws(DocStreamError) -> [Document] {
        let output = CollectingSink()
        // One $$NOW for the whole run, as MongoDB fixes it per command.
        let variables = ExpressionVariables()
        var sink: any DocumentSink = output
        for (stage, location) in stages.reversed() {
            sink = LocatingSink(location: location, wrapped: stage.makeSink(feeding: sink, variables: variables))
        }
        for document in input {
            guard try sink.accept(document) else { break }
        }
        try sink.finish()
        return output.documents
    }
}

/// Names the stage in errors raised while it runs. A stage's sink also carries its
/// downstream's errors, which the downstream's own wrapper has already named.
private final class LocatingSink: DocumentSink {
    let location: String
    let wrapped: any DocumentSink

    init(location: String, wrapped: any DocumentSink) {
        self.location = location
        self.wrapped = wrapped
    }

    func accept(_ document: Document) throws(DocStreamError) -> Bool {
        do {
            return try wrapped.accept(document)
        } catch {
            throw locate(error)
        }
    }

    func finish() throws(DocStreamError) {
        do {
            try wrapped.finish()
        } catch {
            throw locate(error)
        }
    }

    private func locate(_ error: DocStreamError) -> DocStreamError {
        error.location?.hasPrefix("stage ") == true ? error : error.located(location)
    }
}
