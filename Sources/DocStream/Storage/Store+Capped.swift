import DocStreamBSON
import Foundation

extension Store {
    /// Copies `source` into a new capped collection `target` of `limits`, as
    /// cloneCollectionAsCapped does (capped_utils.cpp): the source's options (validation, pre-
    /// and post-images) with the limits, the `_id` index only, and of the documents, in
    /// insertion order, the newest that fit. With `replacingSource` (convertToCapped), the copy
    /// then takes the source's name, replacing it. The copy's inserts are data, not events;
    /// streams see the create and, for a conversion, the rename.
    ///
    /// - Throws: 26 NamespaceNotFound for a missing source; 166 CommandNotSupportedOnView for a
    ///   view; 48 NamespaceExists when `target` exists (and the source is not replaced); 2
    ///   BadValue when the newest document alone is larger than the size.
    func copyAsCapped(_ source: Namespace, to target: Namespace, limits: CappedLimits, replacingSource: Bool) throws(DocStreamError) {
        try committing { (catalog, journal) throws(DocStreamError) in
            guard let original = try catalog.collection(source) else {
                throw DocStreamError(.namespaceNotFound, "source collection \(source) does not exist")
            }
            if original.options.view != nil {
                throw DocStreamError(
                    .commandNotSupportedOnView, "\(replacingSource ? "convertToCapped" : "cloneCollectionAsCapped") not supported on a view: \(source)")
            }
            if !replacingSource, catalog.outline(target) != nil {
                throw DocStreamError(
                    .namespaceExists, "cloneCollectionAsCapped failed - destination collection \(target) already exists. source collection: \(source)")
            }
            var copy = CollectionData()
            copy.uuid = UUID()
            copy.options = original.options
            copy.options.capped = limits
            for document in try Self.newestFitting(Array(original.documents), limits: limits) {
                _ = try copy.insert(document, namespace: target)
            }
            let uuid = copy.uuid
            let created = replacingSource ? try Namespace(database: source.database, collection: "tmp.convertToCapped.\(UUID().uuidString)") : target
            var records = [StoreRecord.create(created, options: copy.options.document, uuid: uuid, changeLog.stamp(count: 1, collection: uuid))]
            if copy.count > 0 { records.append(.write(created, copy.documents.map(DocumentMutation.insert), nil)) }
            if replacingSource { records.append(.rename(created, to: source, changeLog.stamp(count: 1, collection: uuid))) }
            for record in records { try journal(record) }
            catalog.restore(copy, at: created)
            if replacingSource { try catalog.apply(records.last!) }
            for record in records { changeLog.append(record) }
        }
    }

    /// The documents a capped collection of `limits` keeps of `documents` inserted in order:
    /// the newest whose bytes and count stay within the limits.
    private static func newestFitting(_ documents: [Document], limits: CappedLimits) throws(DocStreamError) -> ArraySlice<Document> {
        if let newest = documents.last, Int64(newest.bytes.count) > limits.size {
            throw .badValue("object to insert exceeds cappedMaxSize")
        }
        var bytes = 0
        var start = documents.endIndex
        while start > documents.startIndex, !limits.isExceeded(count: documents.endIndex - start + 1, bytes: bytes + documents[start - 1].bytes.count) {
            start -= 1
            bytes += documents[start].bytes.count
        }
        return documents[start...]
    }
}
