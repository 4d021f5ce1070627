import DocStreamBSON

/// The views of a database as MongoDB's view graph sees them: a view depends on its `viewOn`
/// and on the collections its pipeline reads. A new or changed definition must leave the graph
/// without a cycle (5 GraphContainsCycle) and without a chain of more than 20 views
/// (165 ViewDepthLimitExceeded), counting the views below it and those built on it, and the
/// views a view reads must have its collation (167 OptionNotSupportedOnView).
enum ViewGraph {
    static let maximumDepth = 20

    /// Checks `definition` for the view `view`, whose default collation is `collation`, against
    /// the other views in `catalog`.
    static func check(_ definition: ViewDefinition, of view: Namespace, collation: Collator?, in catalog: Catalog) throws(DocStreamError) {
        for dependency in dependencies(of: definition, in: view.database) {
            guard let options = catalog.outline(dependency)?.options, options.view != nil else { continue }
            if options.collation?.specification != collation?.specification {
                throw DocStreamError(
                    .optionNotSupportedOnView, "View \(view) has a collation that does not match the collation of view \(dependency)")
            }
        }
        let dependencies = { (namespace: Namespace) -> [Namespace] in
            let viewDefinition = namespace == view ? definition : catalog.outline(namespace)?.options.view
            return viewDefinition.map { Self.dependencies(of: $0, in: namespace.database) } ?? []
        }
        var path = [view]
        let below = try height(below: view, path: &path, dependencies: dependencies)
        let above = height(above: view, in: catalog)
        if below + above - 1 > maximumDepth { throw depthExceeded }
    }

    /// The namespaces a view reads: its `viewOn`, then the collections its pipeline reads.
    static func dependencies(of definition: ViewDefinition, in database: String) -> [Namespace] {
        let read = PipelineNamespaces.references(in: definition.pipeline.map(BSONValue.document), database: database)
            .filter { $0.access == .read && $0.database == database }.map(\.collection)
        return ([definition.viewOn] + read).compactMap { try? Namespace(database: database, collection: $0) }
    }

    /// How many views the longest chain from the last view of `path` down to a collection holds,
    /// that view included; a chain that comes back to the first is a cycle.
    private static func height(below namespace: Namespace, path: inout [Namespace], dependencies: (Namespace) -> [Namespace]) throws(DocStreamError) -> Int {
        let children = dependencies(namespace)
        guard !children.isEmpty else { return 0 }
        guard path.count <= maximumDepth + 1 else { throw depthExceeded }
        var tallest = 0
        for child in children {
            path.append(child)
            defer { path.removeLast() }
            if child == path[0] {
                // MongoDB names the cycle from its end back to its start, the last view first.
                let names = ([path.last!] + path.reversed()).map(\.description)
                throw DocStreamError(.graphContainsCycle, "View cycle detected: \(names.joined(separator: " => "))")
            }
            tallest = max(tallest, try height(below: child, path: &path, dependencies: dependencies))
        }
        return tallest + 1
    }

    /// How many views the longest chain of views built on `namespace` holds, counting it as one.
    private static func height(above namespace: Namespace, in catalog: Catalog, depth: Int = 0) -> Int {
        guard depth <= maximumDepth else { return depth }
        let dependents = catalog.views(in: namespace.database).filter { dependencies(of: $0.definition, in: namespace.database).contains(namespace) }
        return 1 + (dependents.map { height(above: $0.namespace, in: catalog, depth: depth + 1) }.max() ?? 0)
    }

    private static var depthExceeded: DocStreamError {
        DocStreamError(.viewDepthLimitExceeded, "View depth limit exceeded; maximum depth is \(maximumDepth)")
    }
}
