import DocStreamBSON
import Foundation

/// `{$collStats: {latencyStats?: {histograms?}, storageStats?: {scale?}, count?: {}}}`: one
/// document about the collection the pipeline runs on, `{ns, host, localTime, latencyStats?,
/// storageStats?, count?}` (MongoDB manual, $collStats). latencyStats holds the histograms of
/// the operations run on the collection (`OperationStatistics`), all zero for one nothing ran
/// on; storageStats what the collStats command reports. Only as a pipeline's first stage
/// (40602), and not in a `$facet` (40600), `$lookup` or `$unionWith`. storageStats and count
/// of a collection that does not exist are 26 NamespaceNotFound. queryExecStats is not kept:
/// asking for it is 238 NotImplemented.
struct CollStatsStage: PipelineStage {
    /// storageStats' scale; nil when storageStats is not asked for.
    private let storageScale: Int?
    private let count: Bool
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
            case "count":
                if let unknown = options.firstKey {
                    throw DocStreamError(.idlUnknownField, "BSON field '$collStats.count.\(unknown)' is an unknown field.")
                }
            default:
                throw DocStreamError(.notImplemented, "$collStats does not keep \(field)")
            }
        }
        self.storageScale = storageScale
        self.latencyHistograms = latencyHistograms
        count = arguments["count"] != nil
    }

    var placement: StagePlacement { StagePlacement(position: .first, refusedIn: [.facet, .lookup, .unionWith]) }

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
        guard storageScale != nil || count else { return document }
        // The figures collStats reports; count is theirs too, so a missing collection fails alike.
        let storage = try CollStatsCommand.storageStatistics(of: namespace, in: context.store, scale: storageScale ?? 1)
        if storageScale != nil { document["storageStats"] = .document(storage) }
        if count { document["count"] = storage["count"] ?? .int32(0) }
        return document
    }
}
