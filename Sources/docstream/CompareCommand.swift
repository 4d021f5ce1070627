import ArgumentParser
import DocStream
import DocStreamBSON
import Foundation

/// `docstream compare`: a pipeline run by DocStream and by a MongoDB deployment over the same
/// documents, and the differences between their results, for users who check that a pipeline
/// developed locally behaves the same on their cluster.
struct CompareCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "compare",
        abstract: "Run a pipeline on DocStream and on a MongoDB deployment over the same documents and print the differences.",
        discussion: """
            The documents are those of --input (NDJSON or a JSON array), or of the collection \
            in the store --db names; the deployment then gets them in a database of its own, \
            dropped afterwards. Without either, they are the deployment's collection itself, \
            copied into an in-memory store. The pipeline runs on both (it may only read: \
            $out and $merge are refused), and each difference is printed: results one side \
            has and the other lacks, a document that differs at a position (also when only a \
            number's type does), the same documents in another order, or an error on one side \
            or different errors. The status is 0 when there is no difference, 1 when there is.
            """
    )

    @Argument(help: "The pipeline file (a JSON array of stages).")
    var pipeline: String

    @OptionGroup var deployment: DeploymentOption

    @Option(name: .shortAndLong, help: "The collection the pipeline runs on.")
    var collection: String

    @Option(name: .customLong("database"), help: "The database.")
    var database = "test"

    @Option(help: "Take the documents from this file (NDJSON or a JSON array).")
    var input: String?

    @Option(help: "Take the documents from the collection in the store in this directory.")
    var db: String?

    @Flag(help: "Print documents as canonical Extended JSON.")
    var canonical = false

    func validate() throws {
        guard input == nil || db == nil else { throw ValidationError("--input and --db cannot be used together") }
    }

    func run() throws {
        let stages = try PipelineFile.stages(at: pipeline)
        if let last = stages.last, last["$out"] != nil || last["$merge"] != nil {
            throw CommandFailure(.badValue, "compare runs pipelines that only read; this one ends in \(last.firstKey ?? "")", at: pipeline)
        }
        guard let uri = deployment.resolved(storeNamed: false) else { throw ValidationError("compare needs --uri (or DOCSTREAM_URI)") }
        let scratch = input != nil || db != nil ? "docstream_compare_\(UUID().uuidString.prefix(8).lowercased())" : nil
        let remote = try DeploymentOption.commands(uri: uri, database: scratch ?? database)
        defer { if scratch != nil { _ = remote.run(["dropDatabase": 1]) } }

        let documents = try inputDocuments(from: remote)
        let local = CommandSession(store: Store(), defaultDatabase: database)
        try load(documents, into: local)
        if scratch != nil { try load(documents, into: remote) }

        let aggregate: Document = ["aggregate": .string(collection), "pipeline": .array(stages.map(BSONValue.document)), "cursor": [:]]
        let comparison = PipelineComparison(
            docStream: Outcome(of: aggregate, on: collection, in: local), deployment: Outcome(of: aggregate, on: collection, in: remote)
        )
        let lines = comparison.differences(format: canonical ? .canonical : .relaxed)
        guard !lines.isEmpty else {
            print("no differences over \(documents.count) input documents: \(comparison.agreement)")
            return
        }
        for line in lines { print(line) }
        throw ExitCode(1)
    }

    /// The documents to run on: the input file's, the store's collection's, or the deployment's.
    private func inputDocuments(from remote: any CommandTarget) throws -> [Document] {
        if let input {
            guard let data = FileManager.default.contents(atPath: input) else { throw CommandFailure.fileNotOpen(input, reading: true) }
            return try CommandFailure.naming(input) { try ExtendedJSON.parseDocuments(data) }
        }
        let source: any CommandTarget =
            if let db {
                CommandSession(store: try ExistingStoreOptions.follower(of: db), defaultDatabase: database)
            } else {
                remote
            }
        var documents: [Document] = []
        try source.forEachResult(of: ["find": .string(collection)], on: collection) { documents.append($0) }
        return documents
    }

    private func load(_ documents: [Document], into target: any CommandTarget) throws {
        var batch = NDJSONReader.Batch()
        batch.documents = documents
        let reply = try CommandSession.checked(target.insert(batch, into: collection, ordered: true, bypassDocumentValidation: true))
        if let writeError = reply["writeErrors"]?.arrayValue?.first?.documentValue {
            throw CommandFailure(
                writeError["code"]?.integerValue.map { ErrorCode(reported: Int($0)) } ?? .unknownError, writeError["errmsg"]?.stringValue ?? "",
                at: "loading the documents")
        }
    }
}

/// What a pipeline gave on one side: its results, or its error.
enum Outcome {
    case results([Document])
    /// The failure's code; nil for one MongoDB gives no code (a reply the tool could not read).
    case failure(code: ErrorCode?, message: String)

    init(of aggregate: Document, on collection: String, in target: any CommandTarget) {
        var results: [Document] = []
        do throws(CommandFailure) {
            try target.forEachResult(of: aggregate, on: collection) { results.append($0) }
            self = .results(results)
        } catch {
            self = .failure(code: error.code, message: error.message)
        }
    }
}

/// The differences between DocStream's outcome and the deployment's, one line each.
struct PipelineComparison {
    let docStream: Outcome
    let deployment: Outcome

    func differences(format: ExtendedJSONFormat) -> [String] {
        switch (docStream, deployment) {
        case (.failure(let code, let message), .failure(let otherCode, let otherMessage)):
            return code == otherCode
                ? [] : ["errors differ: DocStream \(Self.describe(code, message)); the deployment \(Self.describe(otherCode, otherMessage))"]
        case (.failure(let code, let message), .results(let results)):
            return ["DocStream failed with \(Self.describe(code, message)); the deployment gave \(results.count) results"]
        case (.results(let results), .failure(let code, let message)):
            return ["the deployment failed with \(Self.describe(code, message)); DocStream gave \(results.count) results"]
        case (.results(let ours), .results(let theirs)):
            return Self.differences(ours, theirs, format: format)
        }
    }

    /// What both sides gave, when they agree.
    var agreement: String {
        switch docStream {
        case .results(let results): "the same \(results.count) results on both"
        case .failure(let code, let message): "both failed with \(Self.describe(code, message))"
        }
    }

    private static func describe(_ code: ErrorCode?, _ message: String) -> String {
        guard let code else { return message }
        return "\(code.name) (\(code.rawValue)): \(message)"
    }

    private static func differences(_ ours: [Document], _ theirs: [Document], format: ExtendedJSONFormat) -> [String] {
        if ours.count == theirs.count, zip(ours, theirs).allSatisfy({ $0.bytes == $1.bytes }) { return [] }
        var lines: [String] = []
        if ours.count != theirs.count { lines.append("results: \(ours.count) from DocStream, \(theirs.count) from the deployment") }
        // The same documents in another order: a pipeline that leaves its order to the engine.
        if ours.count == theirs.count, ours.map(\.bytes).sorted(by: Self.lexicographic) == theirs.map(\.bytes).sorted(by: Self.lexicographic) {
            lines.append("the same \(ours.count) results in another order (the pipeline does not fix their order)")
            return lines
        }
        for index in 0..<max(ours.count, theirs.count) {
            let mine = index < ours.count ? ours[index] : nil
            let other = index < theirs.count ? theirs[index] : nil
            guard mine?.bytes != other?.bytes else { continue }
            let note = if let mine, let other, Document.compare(mine, other) == 0 { " (equal values, different types)" } else { "" }
            lines.append("result \(index)\(note): DocStream \(mine?.extendedJSON(format) ?? "none"); the deployment \(other?.extendedJSON(format) ?? "none")")
        }
        return lines
    }

    private static func lexicographic(_ left: [UInt8], _ right: [UInt8]) -> Bool {
        left.lexicographicallyPrecedes(right)
    }
}
