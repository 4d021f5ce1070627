import ArgumentParser
import DocStream
import DocStreamBSON
import Foundation

/// `docstream export`: a collection's documents as Extended JSON, like mongoexport.
struct ExportCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "export",
        abstract: "Export a collection's documents as Extended JSON.",
        discussion: """
            Writes one document per line (NDJSON), or one JSON array with --json-array, in \
            relaxed Extended JSON (--canonical keeps every type, so an import reads back the \
            same BSON). --query, --sort, --skip, --limit and --fields select documents as \
            MongoDB's find does. --out writes a file that appears only when the export is \
            complete. Standard error gets the number of documents exported.

            A collection that does not exist exports no documents, with a warning on standard \
            error; the exit status is 0, as mongoexport's.

            The store is the directory given with --db; without it, ./.docstream in the \
            current directory. It must exist. The export only reads its files, so another \
            process may have the store open.
            """
    )

    @Option(name: .shortAndLong, help: "The collection to export.")
    var collection: String

    @OptionGroup var store: ExistingStoreOptions

    @Option(name: .shortAndLong, help: "The output file (default: standard output).")
    var out: String?

    @Flag(help: "Write one JSON array instead of one document per line.")
    var jsonArray = false

    @Flag(help: "Write canonical Extended JSON (every type wrapped) instead of relaxed.")
    var canonical = false

    @Option(name: .shortAndLong, help: "A filter document (Extended JSON), e.g. '{\"storeNumber\": 42}'.")
    var query: String?

    @Option(help: "A sort document (Extended JSON), e.g. '{\"name\": 1}'.")
    var sort: String?

    @Option(help: "Export at most this many documents.")
    var limit: Int?

    @Option(help: "Skip this many documents first.")
    var skip: Int?

    @Option(name: .shortAndLong, help: "Export only these fields (and _id), comma separated, e.g. 'name, storeNumber'.")
    var fields: String?

    func run() throws {
        var find: Document = ["find": .string(collection)]
        if let query { find["filter"] = .document(try CommandFailure.naming("--query") { try Document(extendedJSON: query) }) }
        if let sort { find["sort"] = .document(try CommandFailure.naming("--sort") { try Document(extendedJSON: sort) }) }
        if let fields {
            // "name, storeNumber" as well as "name,storeNumber"; empty names are left out.
            let names = fields.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
            guard !names.isEmpty else { throw CommandFailure(.badValue("no field names in '\(fields)'", at: "--fields")) }
            find["projection"] = .document(Document(names.map { ($0, BSONValue.int32(1)) }))
        }
        if let skip { find["skip"] = .int64(Int64(skip)) }
        if let limit { find["limit"] = .int64(Int64(limit)) }
        // An export reads each document once: a collection is read a block at a time, as the
        // batches are written, rather than into memory first.
        let session = try store.session(cacheSize: 0)
        let format: ExtendedJSONFormat = canonical ? .canonical : .relaxed
        let output = try OutputFile(path: out)
        var count = 0
        if jsonArray { try output.write("[".utf8) }
        // Each batch is written from the reply's bytes, as one piece of text.
        let (separator, terminator): (StaticString, StaticString) = jsonArray ? (",\n", "") : ("\n", "\n")
        try session.forEachBatch(of: find, on: collection) { (reply, batchName) throws(CommandFailure) in
            _ = try reply.withExtendedJSON(ofDocumentsIn: ["cursor", batchName], format, separator: separator, terminator: terminator) {
                (text, documents) throws(CommandFailure) in
                guard documents > 0 else { return }
                if jsonArray, count > 0 { try output.write(",\n".utf8) }
                try output.write(text)
                count += documents
            }
        }
        if jsonArray { try output.writeLine("]") }
        try output.commit()
        if count == 0, try !session.collectionExists(collection) {
            StandardError.warning("collection \(store.database).\(collection) does not exist; exported 0 documents")
        } else {
            StandardError.write("\(count) document(s) exported.")
        }
    }
}
