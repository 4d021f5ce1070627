import DocStreamBSON

/// A view resolved for a read: the collection its chain of views ends at, and the stages
/// that compute the view's documents from it, the innermost view's first. MongoDB turns every
/// read of a view into an aggregation the same way.
struct ResolvedView {
    let source: CollectionOperations
    let stages: [Document]

    /// The view's documents as of now.
    func documents() throws(DocStreamError) -> [Document] {
        try source.aggregate(try Pipeline(stages))
    }
}

extension CollectionOperations {
    /// The view this collection name stands for, resolved; nil for a collection (or nothing).
    func resolvedView() throws(DocStreamError) -> ResolvedView? {
        guard var definition = store.view(namespace) else { return nil }
        var stages: [Document] = []
        // `ViewGraph` keeps chains within the limit; a longer one is a damaged catalog.
        for _ in 0..<ViewGraph.maximumDepth {
            stages = definition.pipeline + stages
            let source = try Namespace(database: namespace.database, collection: definition.viewOn)
            guard let next = store.view(source) else { return ResolvedView(source: CollectionOperations(store: store, namespace: source), stages: stages) }
            definition = next
        }
        throw DocStreamError(.viewDepthLimitExceeded, "View depth too deep or view cycle detected; maximum depth is \(ViewGraph.maximumDepth)")
    }

    /// A find's matches among a view's documents, in the view's order (reversed for
    /// `{$natural: -1}`), sorted, skipped and limited, with how many documents were read.
    func matches(_ query: FindQuery, in view: ResolvedView) throws(DocStreamError) -> (matches: [(document: Document, match: QueryMatch)], documentsRead: Int) {
        let documents = try view.documents()
        var matches: [(document: Document, match: QueryMatch)] = []
        for document in documents {
            if let match = try query.filter.match(document) { matches.append((document, match)) }
        }
        if query.reverseNaturalOrder { matches.reverse() }
        if let sort = query.sort {
            matches = try query.sorted(matches, by: sort)
        }
        return (query.page(of: matches), documents.count)
    }
}
