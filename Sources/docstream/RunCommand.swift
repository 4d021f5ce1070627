import ArgumentParser
import DocStream
import DocStreamBSON
import Foundation

/// `docstream run`: an aggregation pipeline file over input documents or a stored collection.
struct RunCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "run",
        abstract: "Run an aggregation pipeline file and print its results.",
        discussion: """
            The pipeline file holds one JSON array of stage documents (Extended JSON). It runs \
            over the documents of --file (a JSON array or NDJSON; standard input when neither \
            --file nor --collection is given), or as an aggregate on --collection of the store \
            (--db, default ./.docstream, which must exist), reading the store beside any process \
            that has it open; a pipeline ending in $out or $merge writes to the store, which \
            needs it to be open nowhere else. Each result is one line of relaxed Extended JSON \
            (--canonical for canonical), on standard output or in the --out file, which \
            appears only when the run succeeds. --explain prints the compiled plan instead, \
            {"stages": [...]}, without reading any input; on a --collection, the aggregate's \
            explain: the query plan of its leading $match and $sort (which index, which bounds).

            Results are printed as the pipeline yields them. A pipeline that does not parse or \
            compile, input that does not parse, or an error while running is an error: exit \
            status 1, the message (with its code and where) on standard error.
            """
    )

    @Argument(help: "The pipeline file: a JSON array of stage documents.")
    var pipeline: String

    @Option(help: "Read the input documents from this file (default, or -: standard input).")
    var file: String?

    @Option(name: .shortAndLong, help: "Write the results to this file (default, or -: standard output).")
    var out: String?

    @Option(name: .shortAndLong, help: "Run on this collection of the store instead of on input documents.")
    var collection: String?

    @OptionGroup var store: ExistingStoreOptions

    @Flag(help: "Print the compiled plan instead of running it.")
    var explain = false

    @Flag(help: "Print results as canonical Extended JSON.")
    var canonical = false

    func validate() throws {
        guard file == nil || collection == nil else { throw ValidationError("--file and --collection cannot be used together") }
        guard store.db == nil || collection != nil else { throw ValidationError("--db needs --collection") }
        guard store.deployment.uri == nil || collection != nil else { throw ValidationError("--uri needs --collection") }
    }

    func run() throws {
        let stages = try PipelineFile.stages(at: pipeline)
        let compiled = try CommandFailure.naming(pipeline) { try Pipeline(stages) }
        let format: ExtendedJSONFormat = canonical ? .canonical : .relaxed
        let output = try OutputFile(path: out)
        if explain, let collection {
            // On a stored collection the plan says which index the leading $match and $sort use.
            let session = try store.session()
            let reply = session.run(["aggregate": .string(collection), "pipeline": .array(stages.map(BSONValue.document)), "explain": true])
            let plan = try CommandFailure.naming(pipeline) { try CommandSession.checked(reply) }
            try output.writeLine(Document(plan.elements.filter { $0.key != "ok" && $0.key != "explainVersion" }).extendedJSON(format))
        } else if explain {
            let plan: Document = ["stages": .array(compiled.explanation.map(BSONValue.document))]
            try output.writeLine(plan.extendedJSON(format))
        } else if let collection {
            // $out and $merge write their results into the store; every other pipeline only reads.
            let writes = stages.last.map { $0["$out"] != nil || $0["$merge"] != nil } ?? false
            let session = try store.session(writing: writes)
            let aggregate: Document = ["aggregate": .string(collection), "pipeline": .array(stages.map(BSONValue.document)), "cursor": [:]]
            try CommandFailure.naming(pipeline) {
                try session.forEachResult(of: aggregate, on: collection) { (document) throws(CommandFailure) in
                    try output.writeLine(document.extendedJSON(format))
                }
            }
        } else {
            // Results stream out as the pipeline yields them, so memory stays flat for inputs of
            // any size where the stages stream.
            let documents = ParsedDocuments(try DocumentInput(path: file, readingAhead: true))
            var results = compiled.cursor(over: documents)
            while true {
                let result = try CommandFailure.naming(pipeline) { try results.next() }
                if let failure = documents.failure { throw CommandFailure(failure).located(DocumentInput.name(of: file)) }
                guard let result else { break }
                try output.writeLine(result.extendedJSON(format))
            }
        }
        try output.commit()
    }
}

/// Input documents as the sequence a pipeline pulls, each parsed only when the pipeline asks
/// for it; the first one that does not parse ends the sequence and is kept in `failure`.
private final class ParsedDocuments: Sequence, IteratorProtocol {
    private var input: DocumentInput
    private(set) var failure: DocStreamError?

    init(_ input: DocumentInput) {
        self.input = input
    }

    func next() -> Document? {
        guard failure == nil, let item = input.next() else { return nil }
        switch item {
        case .document(let document, _):
            return document
        case .failure(let error):
            failure = error
            return nil
        }
    }
}
