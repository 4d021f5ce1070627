import DocStreamBSON
import Foundation

/// What `createIndexes` did.
struct IndexCreation: Sendable, Equatable {
    var indexesBefore: Int
    var indexesAfter: Int
    var createdCollection: Bool
}

extension Store {
    /// Builds the requested indexes on the collection (created when missing), all or none:
    /// a spec that conflicts with an existing index (85, 86) or a build that fails (11000 over
    /// duplicate keys, 171 over parallel arrays) creates nothing. Requested indexes identical to
    /// existing ones are skipped.
    func createIndexes(_ namespace: Namespace, _ requested: [IndexSpecification]) throws(DocStreamError) -> IndexCreation {
        let existing = Set(outline(namespace)?.indexes.specifications.map(\.name) ?? [])
        let creation =
            if let transaction = currentTransaction { try createIndexes(namespace, requested, in: transaction) } else {
                try createIndexesCommitting(namespace, requested)
            }
        planUsage.restart(requested.map(\.name).filter { !existing.contains($0) }, in: outline(namespace)?.uuid)
        return creation
    }

    private func createIndexesCommitting(_ namespace: Namespace, _ requested: [IndexSpecification]) throws(DocStreamError) -> IndexCreation {
        try committing { (catalog, journal) throws(DocStreamError) -> IndexCreation in
            if catalog.outline(namespace)?.options.view != nil { throw .viewNotCollection(namespace) }
            // IndexCatalogImpl::prepareSpecForCreate.
            if catalog.outline(namespace)?.options.capped != nil, requested.contains(where: { $0.expireAfterSeconds != nil }) {
                throw DocStreamError(.cannotCreateIndex, "Cannot create TTL index on a capped collection")
            }
            if let created = try createIndexesWithoutReading(namespace, requested, catalog: &catalog, journal: journal) { return created }
            let existed = catalog.outline(namespace) != nil
            var collection = try catalog.collection(namespace) ?? CollectionData()
            if !existed { collection.uuid = UUID() }
            let before = collection.indexes.indexes.count
            let added = try collection.indexes.newIndexes(requested, namespace: namespace)
            guard !added.isEmpty || !existed else {
                return IndexCreation(indexesBefore: before, indexesAfter: before, createdCollection: false)
            }
            for specification in added {
                do throws(DocStreamError) {
                    try collection.createIndex(specification, namespace: namespace)
                } catch {
                    throw DocStreamError(
                        error.errorCode, "Index build failed: collection \(namespace) :: caused by :: \(error.message)", location: error.location)
                }
            }
            let records = [
                existed ? nil : StoreRecord.create(namespace, uuid: collection.uuid, changeLog.stamp(count: 1, collection: collection.uuid)),
                added.isEmpty ? nil : StoreRecord.createIndexes(namespace, added, changeLog.stamp(count: 1, collection: collection.uuid)),
            ].compactMap { $0 }
            for record in records { try journal(record) }
            catalog.restore(collection, at: namespace)
            for record in records { changeLog.append(record) }
            return IndexCreation(indexesBefore: before, indexesAfter: collection.indexes.indexes.count, createdCollection: !existed)
        }
    }

    /// Drops the indexes `choose` picks among the collection's (26 NamespaceNotFound when the
    /// collection is missing) and returns how many indexes the collection had.
    func dropIndexes(_ namespace: Namespace, choosing choose: (IndexCatalog) throws(DocStreamError) -> Set<String>) throws(DocStreamError) -> Int {
        var dropped: (names: Set<String>, collection: UUID?) = ([], nil)
        defer { planUsage.forget(dropped.names, in: dropped.collection) }
        return try committing { (catalog, journal) throws(DocStreamError) -> Int in
            if let stored = try streamed(namespace, in: catalog) {
                // Too large to read: the outline loses the indexes, the record store's copies
                // go at the next checkpoint.
                let outline = stored.outline
                let names = try choose(outline.indexes)
                guard !names.isEmpty else { return outline.indexes.indexes.count }
                let specifications = outline.indexes.specifications.filter { names.contains($0.name) }.map(\.document)
                let record = StoreRecord.dropIndexes(namespace, specifications, changeLog.stamp(count: 1, collection: outline.uuid))
                try keepStored(stored.changingOutline { $0.dropIndexes(named: names) }, at: namespace, making: record, in: &catalog, journal: journal)
                dropped = (names, outline.uuid)
                return outline.indexes.indexes.count
            }
            guard var collection = try catalog.collection(namespace) else { throw .namespaceNotFound(namespace) }
            if collection.options.view != nil { throw .viewNotCollection(namespace) }
            let before = collection.indexes.indexes.count
            let names = try choose(collection.indexes)
            guard !names.isEmpty else { return before }
            let specifications = collection.indexes.specifications.filter { names.contains($0.name) }.map(\.document)
            let record = StoreRecord.dropIndexes(namespace, specifications, changeLog.stamp(count: 1, collection: collection.uuid))
            try journal(record)
            collection.dropIndexes(named: names)
            catalog.restore(collection, at: namespace)
            changeLog.append(record)
            dropped = (names, collection.uuid)
            return before
        }
    }
}

/// What collMod's `index` option did: the index before and after.
struct IndexModification: Sendable {
    let before: IndexSpecification
    let after: IndexSpecification
    /// The options changed, as they were: `{expireAfterSeconds?, hidden?}`.
    let previousOptions: Document
}

extension Store {
    /// collMod's `index` option: gives an index another specification with the same keys (a
    /// TTL lifetime, a visibility), as `modify` makes it from the collection's indexes;
    /// `description` is the option as given, for the modify event. A modification that
    /// changes nothing writes nothing.
    ///
    /// - Throws: 26 NamespaceNotFound for a missing collection; what `modify` throws.
    func modifyIndex(
        _ namespace: Namespace, description: Document, _ modify: (IndexCatalog) throws(DocStreamError) -> IndexModification
    ) throws(DocStreamError) -> IndexModification {
        let modification = try committing { (catalog, journal) throws(DocStreamError) -> IndexModification in
            guard let outline = catalog.outline(namespace) else { throw .namespaceNotFound(namespace) }
            let modification = try modify(outline.indexes)
            guard !modification.after.isIdentical(to: modification.before) else { return modification }
            let record = StoreRecord.modifyIndex(
                namespace, modification.after, description: description, previous: outline.options.document,
                previousIndex: modification.previousOptions, changeLog.stamp(count: 1, collection: outline.uuid))
            // Too large to read: only the outline changes.
            if let stored = try streamed(namespace, in: catalog) {
                try keepStored(stored.changingOutline { $0.modifyIndex(modification.after) }, at: namespace, making: record, in: &catalog, journal: journal)
                return modification
            }
            try make(record, in: &catalog, journal: journal)
            return modification
        }
        // A changed index counts its operations anew, as MongoDB's does.
        if !modification.after.isIdentical(to: modification.before) {
            planUsage.restart([modification.after.name], in: outline(namespace)?.uuid)
        }
        return modification
    }
}

extension Store {
    /// The collection when it is stored, not read, and too large for `cacheSize`: index
    /// changes then leave it unread.
    private func streamed(_ namespace: Namespace, in catalog: Catalog) throws(DocStreamError) -> StoredCollection? {
        guard let stored = catalog.storedCollection(namespace), try isStreamed(stored, namespace) else { return nil }
        return stored
    }

    /// Makes `record`'s index change to a collection too large to read: journaled, then the
    /// catalog holds `next` (a version with only its outline changed) and the change log has it.
    private func keepStored(
        _ next: StoredCollection, at namespace: Namespace, making record: StoreRecord, in catalog: inout Catalog,
        journal: (StoreRecord) throws(DocStreamError) -> Void
    ) throws(DocStreamError) {
        try journal(record)
        catalog.keepStored(next, at: namespace)
        changeLog.append(record)
    }

    /// `createIndexes` on a collection too large to read: the indexes built into the record
    /// store's data file from its documents, checked against the changes since the checkpoint
    /// (`StoredCollection.addingIndexes`), the collection left unread; nil when it is not such
    /// a collection, or the record store cannot keep an index (the collection is then read).
    private func createIndexesWithoutReading(
        _ namespace: Namespace, _ requested: [IndexSpecification], catalog: inout Catalog, journal: (StoreRecord) throws(DocStreamError) -> Void
    ) throws(DocStreamError) -> IndexCreation? {
        guard let stored = try streamed(namespace, in: catalog) else { return nil }
        let outline = stored.outline
        let before = outline.indexes.indexes.count
        let added = try outline.indexes.newIndexes(requested, namespace: namespace)
        guard !added.isEmpty else { return IndexCreation(indexesBefore: before, indexesAfter: before, createdCollection: false) }
        let next: StoredCollection?
        do throws(DocStreamError) {
            next = try stored.addingIndexes(added, namespace)
        } catch {
            throw DocStreamError(error.errorCode, "Index build failed: collection \(namespace) :: caused by :: \(error.message)", location: error.location)
        }
        guard let next else { return nil }
        let record = StoreRecord.createIndexes(namespace, added, changeLog.stamp(count: 1, collection: outline.uuid))
        try keepStored(next, at: namespace, making: record, in: &catalog, journal: journal)
        return IndexCreation(indexesBefore: before, indexesAfter: before + added.count, createdCollection: false)
    }
}

extension IndexCatalog {
    /// The collection allows at most 64 indexes, as MongoDB does.
    static let maximumIndexes = 64

    /// The requested indexes that are new, in order, after checking each against the existing
    /// ones and those requested before it (IndexCatalogImpl::_doesSpecConflictWithExisting):
    /// an identical index is skipped; the same name with another definition is 86
    /// IndexKeySpecsConflict (85 IndexOptionsConflict when only non-identifying options
    /// differ); the same definition under another name is 85; a second text index is 67.
    func newIndexes(_ requested: [IndexSpecification], namespace: Namespace) throws(DocStreamError) -> [IndexSpecification] {
        var known = specifications
        var added: [IndexSpecification] = []
        for candidate in requested {
            // {_id: 1} is the _id index whatever the name given.
            if IndexSpecification.isIDKeyPattern(candidate.keyPattern), !candidate.isSparse, candidate.partialFilterExpression == nil, !candidate.isHidden {
                continue
            }
            if let existing = known.first(where: { $0.name == candidate.name }) {
                if candidate.isIdentical(to: existing) { continue }
                let requestedText = candidate.requestText
                if candidate.isEquivalent(to: existing) {
                    throw DocStreamError(
                        .indexOptionsConflict,
                        "An equivalent index already exists with the same name but different options. Requested index: \(requestedText), existing index: \(existing.document.serverText)"
                    )
                }
                throw DocStreamError(
                    .indexKeySpecsConflict,
                    "An existing index has the same name as the requested index. When index names are not specified, they are auto generated and can cause conflicts. Please refer to our documentation. Requested index: \(requestedText), existing index: \(existing.document.serverText)"
                )
            }
            if let existing = known.first(where: { candidate.isEquivalent(to: $0) }) {
                if candidate.isIdentical(to: existing) {
                    throw DocStreamError(.indexOptionsConflict, "Index already exists with a different name: \(existing.name)")
                }
                throw DocStreamError(
                    .indexOptionsConflict,
                    "An equivalent index already exists with a different name and options. Requested index: \(candidate.requestText), existing index: \(existing.document.serverText)"
                )
            }
            if candidate.text != nil, let existing = known.first(where: { $0.text != nil }) {
                throw DocStreamError(
                    .cannotCreateIndex, "only one text index per collection allowed, found existing text index \"\(existing.name)\"")
            }
            guard known.count < Self.maximumIndexes else {
                throw DocStreamError(
                    .cannotCreateIndex, "add index fails, too many indexes for \(namespace) key:\(candidate.keyPattern.serverText)")
            }
            known.append(candidate)
            added.append(candidate)
        }
        return added
    }
}

extension IndexSpecification {
    /// The spec as MongoDB quotes a requested index in conflict messages.
    var requestText: String { document.serverText }
}

extension DocStreamError {
    /// MongoDB 26 NamespaceNotFound: "ns does not exist: db.coll".
    static func namespaceNotFound(_ namespace: Namespace) -> DocStreamError {
        DocStreamError(.namespaceNotFound, "ns does not exist: \(namespace)")
    }
}
