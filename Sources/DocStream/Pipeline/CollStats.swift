import DocStreamBSON
import Foundation

/// `{$collStats: {latencyStats?: {histograms?}, storageStats?: {scale?}, count?: {},
/// queryExecStats?: {}}}`: one document about the collection the pipeline runs on, `{ns, host,
/// localTime, latencyStats?, storageStats?, count?, queryExecStats?}` (MongoDB manual,
/// $collStats). latencyStats holds the histograms of the operations run on the collection
/// (`OperationStatistics`), all zero for one nothing ran on; storageStats what the collStats
/// command reports; queryExecStats `{collectionScans: {total, nonTailable}}`, the operations
/// that scanned it whole (`PlanUsage`). Only as a pipeline's first stage (40602), and not in a
/// `$facet` (40600), `$lookup` or `$unionWith`. storageStats, count and queryExecStats of a
/// collection that does not exist are 26 NamespaceNotFound; count and queryExecStats take only
/// an empty object (31170, document_source_coll_stats.idl).
struct CollStatsStage: PipelineStage {
    /// storageStats' scale; nil when storageStats is not asked for.
    private let storageScale: Int?
    private let count: Bool
    private let queryExecStats: Bool
    /// latencyStats' `histograms`; nil when latencyStats is not asked for.
    private let latencyHistograms: Bool?

    /// LatencyStatsSpec's one field.
    private static let latencyArguments = ArgumentReader(errors: .idl("$collStats.latencyStats"), fields: [.optional("histograms", .bool)])

    /// DocumentSourceCollStatsSpec's fields, each an object.
    private static let arguments = ArgumentReader(
        errors: .idl("$collStats"),
        fields: ["latencyStats", "storageStats", "count", "queryExecStats"].map { .optional($0, .object) })

    init(_ argument: BSONValue) throws(DocStreamError) {
        guard case .document(let specification) = argument else {
            throw DocStreamError(
                .location(5447000), "$collStats must take a nested object but found: $collStats: \(argument.extendedJSON(.relaxed))")
        }
        var storageScale: Int?
        var latencyHistograms: Bool?
        let arguments = try Self.arguments.read(specification) { (field, value) throws(DocStreamError) in
            let options = value.documentValue!
            switch field {
            case "latencyStats":
                latencyHistograms = try Self.latencyArguments.read(options)["histograms"]?.boolValue ?? false
            case "storageStats":
                let arguments = CommandArguments(element: options, name: "$collStats.storageStats")
                try arguments.checkFields(["scale", "verbose", "waitForLock", "numericOnly"])
                storageScale = try StorageStatistics.scale(arguments)
            default:
                // count and queryExecStats: their presence is the request.
                guard options.isEmpty else {
                    throw DocStreamError(.location(31170), "expected an empty object, but got \(UpdateText.document(options))")
                }
            }
        }
        self.storageScale = storageScale
        self.latencyHistograms = latencyHistograms
        count = arguments["count"] != nil
        queryExecStats = arguments["queryExecStats"] != nil
    }

    var placement: StagePlacement { StagePlacement(position: .first, refusedIn: [.facet, .lookup, .unionWith], takesNoInput: true) }

    func makeSink(feeding downstream: any DocumentSink, context: PipelineContext) -> any DocumentSink {
        GeneratingSink(downstream: downstream) { () throws(DocStreamError) in [try statistics(context: context)] }
    }

    /// The stage's one document, as of now.
    private func statistics(context: PipelineContext) throws(DocStreamError) -> Document {
        guard let collection = context.collection else {
            throw DocStreamError(.invalidNamespace, "$collStats must be run against a collection")
        }
        let namespace = try Namespace(database: context.database, collection: collection)
        var document: Document = [
            "ns": .string(namespace.description),
            "host": .string(ServerDescription.hostName),
            "localTime": .datetime(BSONDateTime(Date())),
        ]
        if let latencyHistograms {
            let latencies = context.store.operationStatistics.latencies(of: namespace)
            document["latencyStats"] = .document(latencies.document(includingHistograms: latencyHistograms))
        }
        if storageScale != nil || count {
            // The figures collStats reports; count is theirs too, so a missing collection fails alike.
            let storage = try CollStatsCommand.storageStatistics(of: namespace, in: context.store, scale: storageScale ?? 1)
            if storageScale != nil { document["storageStats"] = .document(storage) }
            if count { document["count"] = storage["count"] ?? .int32(0) }
        }
        if queryExecStats {
            guard let outline = context.store.outline(namespace), outline.options.view == nil else {
                throw DocStreamError(.namespaceNotFound, "Collection [\(namespace)] not found.")
            }
            let scans = context.store.planUsage.collectionScans(of: outline.uuid)
            document["queryExecStats"] = ["collectionScans": .document(scans.document)]
        }
        return document
    }
}
