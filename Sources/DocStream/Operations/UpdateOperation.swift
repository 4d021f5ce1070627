import DocStreamBSON

/// One update statement, compiled: which documents, how to change them, and whether to
/// insert when none match.
struct UpdateStatement: Sendable {
    var filter: Document
    /// The compiled filter; nil for an exact `{_id: <scalar>}` (`QueryShape.exactID`), which
    /// the `_id` lookup decides alone, as MongoDB's IDHACK runs no filter on the document it
    /// finds: compiling and running it was an eighth of an update by `_id`.
    private var compiledQuery: QueryFilter?
    /// The `_id` of an exact `{_id: <scalar>}` filter.
    let exactID: BSONValue?
    var update: UpdateSpecification
    var upsert = false
    var multi = false
    /// What the query planner needs (the sort, for findAndModify, comes with the call).
    var hint: IndexHint?
    /// The filter's near condition bound to the geospatial index that answers it (`bound(in:)`).
    var near: GeoNearSearch?

    init(
        filter: Document, update: Document, arrayFilters: [Document] = [], upsert: Bool = false, multi: Bool = false, hint: IndexHint? = nil
    ) throws(DocStreamError) {
        try self.init(filter: filter, update: UpdateSpecification(update, arrayFilters: arrayFilters), upsert: upsert, multi: multi, hint: hint)
    }

    /// `variables` are what the filter's `$expr` reads besides `$$NOW` (a command's `let`).
    init(
        filter: Document, update: UpdateSpecification, upsert: Bool = false, multi: Bool = false, variables: ExpressionVariables? = nil,
        hint: IndexHint? = nil
    ) throws(DocStreamError) {
        self.filter = filter
        exactID = QueryShape.exactID(of: filter)
        if exactID == nil {
            compiledQuery = try QueryFilter(filter, variables: variables)
        } else {
            compiledQuery = nil
        }
        self.hint = hint
        self.update = update
        // MongoDB: "multi update is not supported for replacement-style update" (code 9).
        guard !(multi && self.update.isReplacement) else {
            throw .failedToParse("multi update is not supported for replacement-style update")
        }
        self.upsert = upsert
        self.multi = multi
    }

    /// The statement with its filter's `$text` bound to the collection's text index, and its
    /// near condition to the geospatial index that answers it.
    func bound(in operations: CollectionOperations) throws(DocStreamError) -> UpdateStatement {
        guard let compiledQuery else { return self }
        var bound = self
        if compiledQuery.textQuery != nil { bound.compiledQuery = try operations.searchingText(compiledQuery) }
        if let search = try operations.nearSearch(compiledQuery) {
            bound.near = search
            bound.compiledQuery = bound.compiledQuery?.near(search)
        }
        return bound
    }

    /// The compiled filter; an exact `_id` filter (a scalar, no `$expr`) compiles without fail.
    var query: QueryFilter {
        get throws(DocStreamError) {
            if let compiledQuery { return compiledQuery }
            return try QueryFilter(filter)
        }
    }

    /// The filter's match of a document the plan found: an `_id` lookup of an exact `_id`
    /// filter found only documents whose `_id` the filter equals (the `_id` hash keys by
    /// MongoDB equality: `{_id: 1}` finds `_id: 1.0` and `NumberLong(1)`), so there is
    /// nothing left to check, and no array position for `$`.
    func match(_ document: Document, plan: QueryPlan) throws(DocStreamError) -> QueryMatch? {
        if exactID != nil, plan.isIDHack { return QueryMatch() }
        return try query.match(document)
    }
}

/// What one update statement did, as MongoDB reports it.
struct UpdateOutcome: Sendable, Equatable {
    var matchedCount = 0
    var modifiedCount = 0
    /// The `_id` of the document an upsert inserted.
    var upsertedID: BSONValue?
}

extension CollectionOperations {
    /// Applies the statement to the first matching document (or all, with `multi`), or
    /// inserts the upsert document when none match. Each document changes atomically: a
    /// failing update leaves it as it was.
    func update(_ statement: UpdateStatement, bypassDocumentValidation: Bool = false) throws(DocStreamError) -> UpdateOutcome {
        try updateReturningDocuments(statement, bypassDocumentValidation: bypassDocumentValidation).outcome
    }

    /// The update, also returning the last document before and after the change (for
    /// findAndModify). Changed and upserted documents must pass the collection's validator
    /// unless `bypassDocumentValidation`.
    /// With `retryable`, the statement's reply fields are journaled with the change.
    func updateReturningDocuments(
        _ statement: UpdateStatement, sort: SortSpecification? = nil, bypassDocumentValidation: Bool = false,
        retryable: RetryableWrite<(outcome: UpdateOutcome, before: Document?, after: Document?)>? = nil
    ) throws(DocStreamError)
        -> (outcome: UpdateOutcome, before: Document?, after: Document?)
    {
        let statement = try statement.bound(in: self)
        let now = Self.now()
        return try store.waitingForTransactions { () throws(DocStreamError) -> (outcome: UpdateOutcome, before: Document?, after: Document?) in
            var validation = WriteValidation(namespace: namespace, bypass: bypassDocumentValidation)
            defer { validation.reportWarnings(to: store) }
            // A multi update is not retryable, and a batch of it would record the statement.
            if statement.exactID == nil, statement.near == nil, retryable == nil || !statement.multi,
                let updated = try updateInBatches(statement, sort: sort, now: now, validation: &validation, retryable: retryable)
            {
                return updated
            }
            return try updateDocuments(statement, sort: sort, now: now, validation: &validation, retryable: retryable)
        }
    }

    /// The update of a collection too large to read, a batch of matching `_id`s at a time
    /// (`streamedMatchIDs`; an update of one, the first in `sort` order, `streamedFirstMatchID`);
    /// nil when the collection is not such, or when the one document an update of one found no
    /// longer matches (the update then runs on the collection read).
    private func updateInBatches(
        _ statement: UpdateStatement, sort: SortSpecification?, now: BSONDateTime, validation: inout WriteValidation,
        retryable: RetryableWrite<(outcome: UpdateOutcome, before: Document?, after: Document?)>?
    ) throws(DocStreamError) -> (outcome: UpdateOutcome, before: Document?, after: Document?)? {
        let shape = QueryShape(filter: statement.filter, sort: sort, hint: statement.hint)
        let found =
            statement.multi
            ? try streamedMatchIDs(try statement.query, shape: shape, limit: 0)
            : try streamedFirstMatchID(try statement.query, shape: shape, sort: sort).map { $0.isEmpty ? [] : [$0] }
        guard let batches = found else { return nil }
        // Nothing matches: an upsert inserts, on a window of no documents.
        guard !batches.isEmpty else {
            guard statement.upsert else { return (UpdateOutcome(), nil, nil) }
            return try updateDocuments(statement, sort: nil, now: now, validation: &validation, retryable: retryable, among: [])
        }
        var total = UpdateOutcome()
        var before: Document?
        var after: Document?
        let attempt = retryable?.recordingNothing { $0.outcome.matchedCount == 0 }
        for batch in batches {
            let updated = try updateDocuments(statement, sort: sort, now: now, validation: &validation, retryable: attempt, among: batch)
            total.matchedCount += updated.outcome.matchedCount
            total.modifiedCount += updated.outcome.modifiedCount
            before = updated.before ?? before
            after = updated.after ?? after
        }
        if !statement.multi, total.matchedCount == 0 { return nil }
        return (total, before, after)
    }

    /// One attempt of `updateReturningDocuments`. `among`, when given, limits the documents
    /// changed to those of these `_id`s (an upsert only when it is empty), and the write runs
    /// on a window of them when the collection is not read yet.
    private func updateDocuments(
        _ statement: UpdateStatement, sort: SortSpecification?, now: BSONDateTime, validation: inout WriteValidation,
        retryable: RetryableWrite<(outcome: UpdateOutcome, before: Document?, after: Document?)>?, among ids: [BSONValue]? = nil
    ) throws(DocStreamError) -> (outcome: UpdateOutcome, before: Document?, after: Document?) {
        let allowed = ids.map { Set($0.map(MongoEqualityKey.init)) }
        return try store.write(namespace, retryable: retryable, touching: ids ?? statement.exactID.map { [$0] }) { (collection) throws(DocStreamError) in
            var outcome = UpdateOutcome()
            var before: Document?
            var after: Document?
            // Read once for the write, not once per document: copying them out of the
            // statement and the collection retained their parts for every document.
            let update = statement.update
            let changed = update.changedTopLevelFields
            let style: DocumentMutation.UpdateStyle = update.isReplacement ? .replacement : .update
            let validates = validation.checksDocuments(under: collection.options)
            var targets = try targets(in: collection, statement: statement, sort: sort)
            if let allowed { targets.removeAll { !allowed.contains(MongoEqualityKey(collection.slots[$0.slot]?["_id"] ?? .null)) } }
            collection.reserveCapacity(forChanging: targets.count)
            for (slot, match) in targets {
                guard let document = collection.slots[slot] else { preconditionFailure("a target slot is empty") }
                outcome.matchedCount += 1
                let updated = try Self.checkedUpdate(
                    of: document, to: update.apply(to: document, matchedArrayPosition: match.arrayPosition, now: now), keepsID: changed != nil)
                if validates, update.isWrite(from: document, to: updated) {
                    try validation.check(updated, replacing: document, options: collection.options)
                }
                if updated != document {
                    try collection.replace(at: slot, with: updated, namespace: namespace, style: style, changingOnly: changed)
                    outcome.modifiedCount += 1
                }
                before = document
                after = updated
            }
            if outcome.matchedCount == 0 && statement.upsert && ids?.isEmpty != false {
                let (inserted, id) = try Self.preparedForInsert(statement.update.upsertDocument(filter: statement.filter, now: now))
                try validation.check(inserted, options: collection.options)
                _ = try collection.insert(inserted, key: IDKey(id), namespace: namespace)
                outcome.upsertedID = id
                after = inserted
            }
            return (outcome, before, after)
        }
    }

    /// The slots of the documents to update with their match details: the first match (in
    /// sort order when given) or, with multi, all. Slots rather than documents: a reference to
    /// each document kept in the list cost a retain and a release of every one.
    private func targets(in collection: CollectionData, statement: UpdateStatement, sort: SortSpecification?) throws(DocStreamError)
        -> [(slot: Int, match: QueryMatch)]
    {
        // What the planner makes IDHACK, one lookup in the `_id` hash, without building the plan.
        if let id = statement.exactID, sort == nil, statement.hint == nil, QueryPlanner.answersExactIDs(collection) {
            guard let slot = collection.slot(matchingID: id), collection.slots[slot] != nil else { return [] }
            return [(slot, QueryMatch())]
        }
        let plan = try QueryPlanner.plan(QueryShape(filter: statement.filter, sort: sort, hint: statement.hint), for: collection)
        // A multi update reads the whole collection: a large one is matched on its columns, as find is.
        if statement.multi, case .collectionScan = plan.access, let matches = try ColumnarFilter.matches(of: statement.query, in: collection) {
            return matches
        }
        let firstIsEnough = !statement.multi && (sort == nil || plan.providesSort) && statement.near == nil
        var matches: [(slot: Int, match: QueryMatch)] = []
        var poll = InterruptionPoll()
        for slot in plan.slots(in: collection) {
            try poll.tick()
            guard let document = collection.slots[slot], let details = try statement.match(document, plan: plan) else { continue }
            matches.append((slot, details))
            if firstIsEnough { break }
        }
        // Ordered by what the documents hold: a near condition, or the sort of an update of one.
        func withDocuments() -> [(document: Document, match: (slot: Int, details: QueryMatch))] {
            matches.map { (document: collection.slots[$0.slot]!, match: (slot: $0.slot, details: $0.match)) }
        }
        if let near = statement.near {
            // A near condition keeps the matches within its distances, nearest first.
            matches = near.ordered(withDocuments()).map { (slot: $0.item.match.slot, match: $0.item.match.details) }
            if !statement.multi, sort == nil { return Array(matches.prefix(1)) }
        }
        if !statement.multi, !firstIsEnough, let sort {
            return try sort.stablySorted(withDocuments()).prefix(1).map { (slot: $0.match.slot, match: $0.match.details) }
        }
        return matches
    }

    /// The updated document, refused when it changed `_id` or outgrew 16 MiB. `keepsID` when
    /// the update cannot have changed `_id` (one of top-level fields, which never names it):
    /// decoding both `_id`s to compare them was a thirtieth of an update by `_id`.
    private static func checkedUpdate(of original: Document, to updated: Document, keepsID: Bool) throws(DocStreamError) -> Document {
        if !keepsID, let id = original["_id"], let newID = updated["_id"], !id.isMongoEqual(to: newID) {
            throw DocStreamError(
                .immutableField, "After applying the update, the (immutable) field '_id' was found to have been altered to _id: \(newID.extendedJSON(.relaxed))"
            )
        }
        guard updated.bytes.count <= BSONLimits.maxDocumentSize else {
            throw DocStreamError(.location(17419), "Resulting document after update is larger than \(BSONLimits.maxDocumentSize)")
        }
        return updated
    }
}
