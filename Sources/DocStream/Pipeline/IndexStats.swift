import DocStreamBSON

/// `{$indexStats: {}}`: one document per index of the collection the pipeline runs on,
/// `{name, key, host, accesses: {ops, since}, spec}` (MongoDB manual, $indexStats): `ops`
/// counts the operations that read the index (finds, aggregations, counts, distincts, updates,
/// deletes, findAndModify; not explain, nor the TTL monitor's deletes) since `since`, when the
/// index was created or changed by collMod, or the store opened (`PlanUsage`). Only as a
/// pipeline's first stage (40602), and not in a `$facet` (40600), `$lookup` or `$unionWith`; a
/// collection that does not exist has none. A view is 166 CommandNotSupportedOnView.
struct IndexStatsStage: PipelineStage {
    init(_ argument: BSONValue) throws(DocStreamError) {
        guard case .document(let specification) = argument else {
            throw DocStreamError(.location(28803), "The $indexStats stage specification must be an empty object")
        }
        guard specification.isEmpty else {
            throw DocStreamError(.location(28803), "The $indexStats stage specification must be an empty object")
        }
    }

    var placement: StagePlacement { StagePlacement(position: .first, refusedIn: [.facet, .lookup, .unionWith], takesNoInput: true) }

    func makeSink(feeding downstream: any DocumentSink, context: PipelineContext) -> any DocumentSink {
        GeneratingSink(downstream: downstream) { () throws(DocStreamError) in try statistics(context: context) }
    }

    /// The stage's documents, as of now, in the collection's index order.
    private func statistics(context: PipelineContext) throws(DocStreamError) -> [Document] {
        guard let collection = context.collection else {
            throw DocStreamError(.invalidNamespace, "$indexStats must be run against a collection")
        }
        let namespace = try Namespace(database: context.database, collection: collection)
        guard let outline = context.store.outline(namespace) else { return [] }
        return outline.indexes.specifications.map { specification in
            let accesses = context.store.planUsage.accesses(of: specification.name, in: outline.uuid)
            return [
                "name": .string(specification.name),
                "key": .document(specification.keyPattern),
                "host": .string(ServerDescription.hostName),
                "accesses": ["ops": .int64(accesses.operations), "since": .datetime(BSONDateTime(accesses.since))],
                "spec": .document(specification.document),
            ]
        }
    }
}
