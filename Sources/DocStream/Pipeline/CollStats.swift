import DocStreamBSON
import Foundation

/// `{$collStats: {storageStats?: {scale?}, count?: {}}}`: one document about the collection
/// the pipeline runs on, `{ns, host, localTime, storageStats?, count?}` (MongoDB manual,
/// $collStats); storageStats holds what the collStats command reports. Only as a pipeline's
/// first stage (40602), and not in a `$facet` (40600), `$lookup` or `$unionWith`. A
/// collection that does not exist is 26 NamespaceNotFound. latencyStats and queryExecStats
/// are not kept: asking for them is 238 NotImplemented.
struct CollStatsStage: PipelineStage {
    /// storageStats' scale; nil when storageStats is not asked for.
    private let storageScale: Int?
    private let count: Bool

    init(_ argument: BSONValue) throws(DocStreamError) {
        guard case .document(let specification) = argument else {
            throw DocStreamError(
                .location(5447000), "$collStats must take a nested object but found: $collStats: \(argument.extendedJSON(.relaxed))")
        }
        var storageScale: Int?
        var count = false
        for (field, value) in specification.elements {
            switch field {
            case "storageStats":
                guard case .document(let options) = value else {
                    throw .typeMismatch("BSON field '$collStats.storageStats' is the wrong type '\(value.type.alias)', expected type 'object'")
                }
                let arguments = CommandArguments(element: options, name: "$collStats.storageStats")
                try arguments.checkFields(["scale", "verbose", "waitForLock", "numericOnly"])
                storageScale = try StorageStatistics.scale(arguments)
            case "count":
                guard case .document(let options) = value else {
                    throw .typeMismatch("BSON field '$collStats.count' is the wrong type '\(value.type.alias)', expected type 'object'")
                }
                guard options.firstKey == nil else {
                    throw DocStreamError(.idlUnknownField, "BSON field '$collStats.count.\(options.firstKey!)' is an unknown field.")
                }
                count = true
            case "latencyStats", "queryExecStats":
                throw DocStreamError(.notImplemented, "$collStats does not keep \(field)")
            default:
                throw DocStreamError(.idlUnknownField, "BSON field '$collStats.\(field)' is an unknown field.")
            }
        }
        self.storageScale = storageScale
        self.count = count
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
        // The figures collStats reports; count is theirs too, so a missing collection fails alike.
        let storage = try CollStatsCommand.storageStatistics(of: namespace, in: context.store, scale: storageScale ?? 1)
        if storageScale != nil { document["storageStats"] = .document(storage) }
        if count { document["count"] = storage["count"] ?? .int32(0) }
        return document
    }
}
