import DocStreamBSON
import Foundation
import Testing

@testable import DocStream

/// Cases in `Cases/pipeline/`: each runs "pipeline" over the file's documents and compares
/// the results, in order, or the error code.
///
/// Case fields: "pipeline" (an array of stage documents), and "expected" (the documents) or
/// "error" ({"code": N}). "sortBy" (a sort document) orders results before comparing, for
/// stages like $group whose output order MongoDB leaves open.
///
/// A case may give its own input "documents" in place of the file's.
///
/// Stages that read or write other collections ($lookup, $unionWith, $out, $merge) run in
/// database "test" of an in-memory store seeded from "collections": {"name": [documents]}
/// (in the file, or in the case, which adds to and overrides the file's). When the file
/// names its input with "collection", the input documents are stored under that name too.
/// "expectedCollections": {"name": [documents]} gives collections' documents, in natural
/// order, after the run, also after an expected error (a failed write changes nothing);
/// "expectedDatabases": {"db": {"name": [documents]}} the same for other databases.
struct PipelineConformanceTests {
    @Test(arguments: ConformanceCase.all(area: "pipeline"))
    func pipeline(_ testCase: ConformanceCase) throws {
        let spec = testCase.spec
        let stages = (spec["pipeline"]?.arrayValue ?? []).compactMap(\.documentValue)
        let input = spec["documents"]?.arrayValue?.compactMap(\.documentValue) ?? testCase.documents
        let store = try Self.seededStore(testCase, input: input)
        let context = PipelineContext(store: store, database: "test")
        let outcome = Result { () throws(DocStreamError) in try Pipeline(stages).run(input, context: context) }
        defer { Self.checkCollections(testCase, in: store) }
        if testCase.checkExpectedError(outcome) { return }
        guard let expected = spec["expected"]?.arrayValue else {
            Issue.record("case has neither \"expected\" nor \"error\"")
            return
        }
        switch outcome {
        case .success(var documents):
            if let sortBy = spec["sortBy"]?.documentValue {
                let sort = try SortSpecification(sortBy)
                documents.sort { sort.compare($0, $1) < 0 }
            }
            // Canonical Extended JSON compares field order and types too, and reads well in a diff.
            #expect(documents.map { $0.extendedJSON(.canonical) } == expected.map { $0.extendedJSON(.canonical) }, "\(testCase.source)")
        case .failure(let error):
            Issue.record("unexpected error \(error) (\(testCase.source))")
        }
    }

    /// A store holding the case's collections in database "test".
    private static func seededStore(_ testCase: ConformanceCase, input: [Document]) throws -> Store {
        let store = Store()
        let file = try caseFile(testCase.file)
        var collections: [String: [BSONValue]] = [:]
        if let inputName = file["collection"]?.stringValue {
            collections[inputName] = input.map(BSONValue.document)
        }
        for source in [file["collections"], testCase.spec["collections"]] {
            for (name, documents) in source?.documentValue ?? [:] {
                collections[name] = documents.arrayValue ?? []
            }
        }
        for (name, documents) in collections {
            let collection = CollectionOperations(store: store, namespace: try Namespace(database: "test", collection: name))
            let outcome = try collection.insert(documents.compactMap(\.documentValue))
            #expect(outcome.writeErrors.isEmpty, "seeding \(name): \(outcome.writeErrors)")
        }
        return store
    }

    /// Compares the collections the case names under "expectedCollections" and "expectedDatabases".
    private static func checkCollections(_ testCase: ConformanceCase, in store: Store) {
        var databases: [(String, Document)] = [("test", testCase.spec["expectedCollections"]?.documentValue ?? [:])]
        for (database, collections) in testCase.spec["expectedDatabases"]?.documentValue ?? [:] {
            databases.append((database, collections.documentValue ?? [:]))
        }
        for (database, collections) in databases {
            for (name, expected) in collections {
                let documents: [Document]
                do {
                    documents = try store.snapshot(Namespace(database: database, collection: name)).map { Array($0.documents) } ?? []
                } catch {
                    Issue.record(error, "reading \(database).\(name)")
                    continue
                }
                let expectedDocuments = (expected.arrayValue ?? []).compactMap(\.documentValue)
                #expect(
                    documents.map { $0.extendedJSON(.canonical) } == expectedDocuments.map { $0.extendedJSON(.canonical) },
                    "collection \(database).\(name) (\(testCase.source))")
            }
        }
    }

    /// The whole case file, for its file-level fields.
    private static func caseFile(_ name: String) throws -> Document {
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("Cases/pipeline").appendingPathComponent(name)
        return try Document(extendedJSON: String(contentsOf: url, encoding: .utf8))
    }
}
