import DocStreamBSON
import Foundation

/// One workload of `Benchmarks/workloads/`: a folder holding `workload.json` (what it is and
/// how its result is checked), DocStream's form (`pipeline.json`, or `filter.json` and
/// `update.json` for writes) and the peers' forms beside it (`duckdb.sql`, `polars.py`;
/// mongomock runs DocStream's form as it is).
public struct Workload: Sendable {
    public enum Operation: String, Sendable, Decodable {
        /// Parse the NDJSON file and insert every document.
        case load
        /// Run `pipeline.json` over the collection.
        case aggregate
        /// Insert every document into an empty collection in one call.
        case insertMany
        /// One update of every document `filter.json` matches.
        case updateMany
        /// One updateOne `{_id: id}` per id of the data set's update targets.
        case updateOne
        /// One upsert `{_id: id}` per id of the data set's upsert targets.
        case upsert
        /// Every document written out as NDJSON: `docstream export` of a durable store holding
        /// the data set, the peers' own writers of the table or DataFrame they loaded.
        case export
    }

    /// What the throughput counts: the input's documents, or single-document operations.
    public enum Unit: String, Sendable, Decodable {
        case documents, operations
    }

    public let id: String
    public let title: String
    public let operation: Operation
    public let unit: Unit
    /// The figures every engine's result must agree on.
    public let checks: [Measure]
    /// The other collections it reads, each loaded from its data set beside the drinks: only
    /// "stores" (`DataSet.stores()`, the join's).
    public let collections: [String]
    public let pipeline: [Document]
    public let filter: Document
    public let update: Document

    /// `Benchmarks/workloads`.
    public static let defaultFolder = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("workloads")

    /// Every workload in the folder, in the order of their numbers (W0, W1, ... W8d, W10, W11).
    public static func all(in folder: URL = defaultFolder) throws -> [Workload] {
        let names = try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted { order($0) < order($1) }
        return try names.compactMap { name in
            let directory = folder.appendingPathComponent(name)
            guard FileManager.default.fileExists(atPath: directory.appendingPathComponent("workload.json").path) else { return nil }
            return try Workload(directory: directory)
        }
    }

    /// A folder name's place: "W11-moving-average" by 11, then "-moving-average".
    private static func order(_ name: String) -> (Int, String) {
        let digits = name.dropFirst().prefix { $0.isNumber }
        return (Int(digits) ?? Int.max, String(name.dropFirst(1 + digits.count)))
    }

    init(directory: URL) throws {
        struct Manifest: Decodable {
            var id: String
            var title: String
            var operation: Operation
            var unit: Unit
            var check: [Measure]
            var collections: [String]?
        }
        let manifest = try JSONDecoder().decode(Manifest.self, from: Data(contentsOf: directory.appendingPathComponent("workload.json")))
        id = manifest.id
        title = manifest.title
        operation = manifest.operation
        unit = manifest.unit
        checks = manifest.check
        collections = manifest.collections ?? []
        if let unknown = collections.first(where: { $0 != "stores" }) {
            throw WorkloadError("\(manifest.id) reads the collection \(unknown), which no data set holds (only stores)")
        }
        pipeline = try Self.optionalValue("pipeline.json", in: directory).map(Self.documents) ?? []
        filter = try Self.optionalValue("filter.json", in: directory).map(Self.document) ?? [:]
        update = try Self.optionalValue("update.json", in: directory).map(Self.document) ?? [:]
    }

    private static func optionalValue(_ name: String, in directory: URL) throws -> BSONValue? {
        let file = directory.appendingPathComponent(name)
        guard FileManager.default.fileExists(atPath: file.path) else { return nil }
        return try ExtendedJSON.parseValue(String(decoding: Data(contentsOf: file), as: UTF8.self))
    }

    private static func document(_ value: BSONValue) throws -> Document {
        guard case .document(let document) = value else { throw WorkloadError("expected a JSON object, found \(value)") }
        return document
    }

    private static func documents(_ value: BSONValue) throws -> [Document] {
        guard case .array(let elements) = value else { throw WorkloadError("a pipeline is a JSON array of stages") }
        return try elements.map(document)
    }
}

/// A workload folder that does not say what it should.
public struct WorkloadError: Error, CustomStringConvertible {
    public let description: String

    public init(_ description: String) {
        self.description = description
    }
}
