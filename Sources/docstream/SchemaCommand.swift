import ArgumentParser
import DocStream
import DocStreamBSON
import Foundation

/// `docstream schema`: a `$jsonSchema` inferred from a collection's documents.
struct SchemaCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "schema",
        abstract: "Infer a $jsonSchema from a collection's documents.",
        discussion: """
            Reads every document of the collection and prints one JSON Schema (relaxed \
            Extended JSON) describing them: each field's bsonType (a list when the documents \
            hold several types), "required" listing the fields every document has, embedded \
            documents described the same way under "properties", and arrays' elements under \
            "items". The schema accepts every document it was inferred from, so it can be the \
            collection's validator: {"collMod": NAME, "validator": {"$jsonSchema": <schema>}}. \
            Standard error gets the number of documents read.

            The store is the directory given with --db; without it, ./.docstream in the \
            current directory. It must exist, and so must the collection. The command only \
            reads the store's files, so another process may have the store open.
            """
    )

    @Option(name: .shortAndLong, help: "The collection to describe.")
    var collection: String

    @OptionGroup var store: ExistingStoreOptions

    @Flag(help: "Print {\"$jsonSchema\": <schema>}, the validator, instead of the schema alone.")
    var validator = false

    func run() throws {
        let session = try store.session()
        guard try session.collectionExists(collection) else {
            throw CommandFailure(.namespaceNotFound, "ns does not exist: \(store.database).\(collection)")
        }
        var inference = JSONSchemaInference()
        try session.forEachResult(of: ["find": .string(collection)], on: collection) { document in inference.add(document) }
        let schema = inference.schema(title: collection)
        print((validator ? ["$jsonSchema": .document(schema)] : schema).extendedJSON(.relaxed))
        StandardError.write("\(inference.documentCount) document(s) read.")
    }
}
