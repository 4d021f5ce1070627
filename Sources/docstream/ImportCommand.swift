import ArgumentParser
import DocStream
import DocStreamBSON
import Foundation

/// `docstream import`: Extended JSON documents into a collection, in batches, like mongoimport.
struct ImportCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "import",
        abstract: "Import Extended JSON documents into a collection.",
        discussion: """
            Documents come one per line (NDJSON) or as one JSON array, from --file or standard \
            input. A line that does not parse, or a document the store refuses (a duplicate _id \
            with --mode insert), is reported with its line on standard error and the other \
            documents are still imported; --stop-on-error stops at the first one instead. The \
            last line on standard error counts the imported and failed documents; the exit \
            status is 1 when any document failed.

            --mode insert adds every document; upsert replaces the document with the same _id \
            (inserting when there is none); merge sets the document's fields on the one with \
            the same _id. Documents without _id are inserted in every mode.

            On a terminal, standard error shows the documents imported so far and the rate. \
            Ctrl-C (SIGINT) stops the import once the batch being written is done: the \
            documents imported so far stay in the store, the counts are printed, and the exit \
            status is 130.

            The store is the directory given with --db (created when missing); without --db \
            or --memory it is ./.docstream in the current directory.
            """
    )

    enum Mode: String, ExpressibleByArgument, CaseIterable {
        case insert, upsert, merge
    }

    @Option(name: .shortAndLong, help: "The collection to import into.")
    var collection: String

    @OptionGroup var store: WritableStoreOptions

    @OptionGroup var deployment: DeploymentOption

    func validate() throws {
        try store.check(deployment)
    }

    @Option(name: .customLong("database"), help: "The collection's database.")
    var database = "test"

    @Option(help: "Read the documents from this file (default, or -: standard input).")
    var file: String?

    @Option(help: "How a document with the _id of a stored one is written.")
    var mode: Mode = .insert

    @Flag(help: "Drop the collection before importing.")
    var drop = false

    @Flag(help: "Stop at the first document that fails (the ones before it stay imported).")
    var stopOnError = false

    @Flag(help: "Write documents the collection's validator refuses (mongoimport's --bypassDocumentValidation).")
    var bypassDocumentValidation = false

    func run() throws {
        TerminationSignals.hold([SIGINT])
        _ = try Namespace(database: database, collection: collection)
        // Inserted documents go in the reader's batches, checked for the insert as they are parsed.
        var input = try DocumentInput(path: file, readingAhead: true, forInsert: mode == .insert)
        let session = try store.target(database: database, deployment: deployment)
        if drop { _ = try session.runChecked(["drop": .string(collection)]) }
        let progress = ImportProgress()
        let interruption = ImportInterruption(progress: progress)
        var importer = Importer(
            session: session, collection: collection, mode: mode, stopOnError: stopOnError,
            bypassDocumentValidation: bypassDocumentValidation, inputName: DocumentInput.name(of: file), progress: progress)
        while !importer.stopped, let piece = input.nextPiece() {
            try interruption.step {
                switch piece {
                case .batch(let batch) where mode == .insert: try importer.insert(batch)
                case .batch(let batch): try importer.add(batch)
                case .item(.document(let document, let position)): try importer.add(document, at: position)
                case .item(.failure(let error)): try importer.reject(error)
                }
                return (importer.imported, importer.failed)
            }
        }
        try interruption.finish {
            try importer.flush()
            StandardError.write(Self.summary(imported: importer.imported, failed: importer.failed))
        }
        if importer.failed > 0 { throw ExitCode.failure }
    }

    /// The last line on standard error, as mongoimport words it.
    static func summary(imported: Int, failed: Int) -> String {
        "\(imported) document(s) imported successfully. \(failed) document(s) failed to import."
    }
}

/// Writes documents in batches (one insert or update command each), so a large input never
/// becomes one giant write, and counts and reports what each batch did.
private struct Importer {
    /// At most this many documents, or about this many bytes, go in one command.
    static let batchCount = 1000
    static let batchBytes = 16 * 1024 * 1024

    let session: any CommandTarget
    let collection: String
    let mode: ImportCommand.Mode
    let stopOnError: Bool
    let bypassDocumentValidation: Bool
    /// The file (or "standard input") each message names before the line.
    let inputName: String
    /// Cleared before each message, so a message never runs into the progress line.
    let progress: ImportProgress
    private var batch: [(document: Document, position: String)] = []
    private var batchSize = 0
    private(set) var imported = 0
    private(set) var failed = 0
    private(set) var stopped = false

    init(
        session: any CommandTarget, collection: String, mode: ImportCommand.Mode, stopOnError: Bool, bypassDocumentValidation: Bool,
        inputName: String, progress: ImportProgress
    ) {
        self.session = session
        self.collection = collection
        self.mode = mode
        self.stopOnError = stopOnError
        self.bypassDocumentValidation = bypassDocumentValidation
        self.inputName = inputName
        self.progress = progress
    }

    /// The documents of a batch the reader parsed for an insert, inserted as it is, with the
    /// checks it made; the lines that did not parse are reported in their places (the documents
    /// between them go in parts, checked again by the insert).
    mutating func insert(_ batch: NDJSONReader.Batch) throws(CommandFailure) {
        try flush()
        guard !batch.failures.isEmpty else { return try insertWhole(batch) }
        var start = 0
        for failure in batch.failures where !stopped {
            try insertWhole(batch.part(start..<failure.documentsBefore))
            start = failure.documentsBefore
            try reject(failure.error)
        }
        try insertWhole(batch.part(start..<batch.documents.count))
    }

    private mutating func insertWhole(_ batch: NDJSONReader.Batch) throws(CommandFailure) {
        guard !batch.documents.isEmpty, !stopped else { return }
        let reply = session.insert(batch, into: collection, ordered: stopOnError, bypassDocumentValidation: bypassDocumentValidation)
        count(try CommandSession.checked(reply)) { "line \(batch.lineNumbers[$0])" }
    }

    /// A batch's lines one by one, for a mode that writes each with an update.
    mutating func add(_ batch: NDJSONReader.Batch) throws(CommandFailure) {
        var nextFailure = 0
        for index in batch.documents.indices {
            while nextFailure < batch.failures.count, batch.failures[nextFailure].documentsBefore == index {
                try reject(batch.failures[nextFailure].error)
                nextFailure += 1
            }
            try add(batch.documents[index], at: "line \(batch.lineNumbers[index])")
        }
        for failure in batch.failures[nextFailure...] { try reject(failure.error) }
    }

    mutating func add(_ document: Document, at position: String) throws(CommandFailure) {
        batch.append((document, position))
        batchSize += document.bytes.count
        if batch.count >= Self.batchCount || batchSize >= Self.batchBytes { try flush() }
    }

    /// A document that did not parse. The batch before it is written first, so messages come
    /// in input order and --stop-on-error keeps everything before the bad line.
    mutating func reject(_ error: DocStreamError) throws(CommandFailure) {
        try flush()
        guard !stopped else { return }
        failed += 1
        report(CommandFailure(error))
        if stopOnError { stopped = true }
    }

    mutating func flush() throws(CommandFailure) {
        guard !batch.isEmpty, !stopped else { return }
        let reply = try session.runChecked(command())
        let written = batch
        count(reply) { written[$0].position }
        batch = []
        batchSize = 0
    }

    /// Counts what a write's reply says it did and reports each document it refused, named by
    /// `position` from its index in the write.
    private mutating func count(_ reply: Document, position: (Int) -> String) {
        imported += Int(reply["n"]?.int32Value ?? 0)
        for case .document(let writeError) in reply["writeErrors"]?.arrayValue ?? [] {
            let index = Int(writeError["index"]?.int32Value ?? 0)
            failed += 1
            // writeErrors carry the code alone; the name comes from the number.
            let code = writeError["code"]?.int32Value.map { ErrorCode(reported: Int($0)) } ?? .unknownError
            report(CommandFailure(code, writeError["errmsg"]?.stringValue ?? "", at: position(index)))
            if stopOnError { stopped = true }
        }
    }

    private func report(_ failure: CommandFailure) {
        progress.clear()
        failure.located(inputName).report()
    }

    /// Ordered (stopping at the first failure) only with --stop-on-error, as mongoimport does.
    private func command() -> Document {
        var command = writeCommand()
        command["ordered"] = .bool(stopOnError)
        if bypassDocumentValidation { command["bypassDocumentValidation"] = true }
        return command
    }

    private func writeCommand() -> Document {
        guard mode != .insert else {
            return ["insert": .string(collection), "documents": .array(batch.map { .document($0.document) })]
        }
        let updates = batch.map { (entry) -> BSONValue in
            var fields = entry.document
            // Without an _id the document is new: an upsert on a fresh ObjectId inserts it with that _id first.
            let id = fields.removeValue(forKey: "_id") ?? .objectId(ObjectId())
            let update: Document = mode == .merge ? ["$set": .document(fields)] : entry.document
            return .document(["q": ["_id": id], "u": .document(update), "upsert": true])
        }
        return ["update": .string(collection), "updates": .array(updates)]
    }
}

extension NDJSONReader.Batch {
    /// The documents `range` of the batch and their lines, without the batch's insert checks
    /// (the insert makes them).
    fileprivate func part(_ range: Range<Int>) -> NDJSONReader.Batch {
        var part = NDJSONReader.Batch()
        part.documents = Array(documents[range])
        part.lineNumbers = Array(lineNumbers[range])
        return part
    }
}
