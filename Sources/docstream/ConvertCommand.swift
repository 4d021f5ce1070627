import ArgumentParser
import DocStreamBSON
import Foundation

/// `docstream convert`: Extended JSON (a JSON array or NDJSON) to a BSON file of concatenated
/// documents, and back.
struct ConvertCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "convert",
        abstract: "Convert documents between Extended JSON and BSON.",
        discussion: """
            JSON input may be one JSON array of documents or one document per line (NDJSON). \
            BSON files hold documents end to end, as mongodump writes them. JSON output is one \
            document per line. The output file appears only when the whole input converted.
            """
    )

    enum Format: String, ExpressibleByArgument, CaseIterable {
        case json, bson
    }

    @Option(help: "Read the documents from this file (default, or -: standard input).")
    var file: String?

    @Option(name: .shortAndLong, help: "Write to this file (default, or -: standard output).")
    var out: String?

    @Option(help: "The input format (default: from the input's extension; .bson is BSON, anything else JSON).")
    var from: Format?

    @Option(help: "The output format (default: the other one).")
    var to: Format?

    @Flag(help: "Write canonical Extended JSON (every type wrapped) instead of relaxed.")
    var canonical = false

    func run() throws {
        let inputFormat = from ?? (file?.hasSuffix(".bson") == true ? .bson : .json)
        let outputFormat = to ?? (inputFormat == .bson ? .json : .bson)
        let data = try readInput()
        let documents = try CommandFailure.naming(DocumentInput.name(of: file)) {
            switch inputFormat {
            case .json: try ExtendedJSON.parseDocuments(data)
            case .bson: try Document.documents(concatenatedBSON: data)
            }
        }
        var converted: [UInt8] = []
        switch outputFormat {
        case .bson:
            for document in documents { converted.append(contentsOf: document.bytes) }
        case .json:
            for document in documents {
                converted.append(contentsOf: document.extendedJSON(canonical ? .canonical : .relaxed).utf8)
                converted.append(UInt8(ascii: "\n"))
            }
        }
        let destination = try OutputFile(path: out)
        try destination.write(converted)
        try destination.commit()
    }

    private func readInput() throws(CommandFailure) -> [UInt8] {
        guard let file, file != "-" else {
            return Array(FileHandle.standardInput.readDataToEndOfFile())
        }
        guard let data = FileManager.default.contents(atPath: file) else { throw .fileNotOpen(file, reading: true) }
        return Array(data)
    }
}
