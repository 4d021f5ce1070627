import DocStreamBSON

/// `{validate: "coll", full?, repair?, metadata?, checkBSONConformance?, background?}` (manual:
/// validate): checks the collection's documents and indexes (`CollectionValidation`) and
/// answers `{ns, uuid, nInvalidDocuments, nNonCompliantDocuments, nrecords, nIndexes,
/// keysPerIndex, indexDetails, valid, repaired, warnings, errors, extraIndexEntries,
/// missingIndexEntries, corruptRecords}`. Every check runs whatever the flags say: the
/// collection is read from a snapshot, so `full` and `background` cost the same. `metadata`
/// checks only the index definitions, which a collection's indexes always pass here.
///
/// The option combinations MongoDB refuses are refused with 72 InvalidOptions, in its order:
/// background with full or repair, checkBSONConformance with repair, metadata with any other.
/// A missing collection is 26 NamespaceNotFound, a view 166 CommandNotSupportedOnView. A
/// collection found inconsistent is reported, `valid: false`; `repair` finds nothing to
/// repair in place (`docstream repair` rebuilds a damaged store) and says so in `warnings`.
enum ValidateCommand {
    static func run(_ context: CommandContext) throws(DocStreamError) -> Document {
        let arguments = context.arguments
        try arguments.checkFields(["full", "repair", "metadata", "checkBSONConformance", "background", "enforceFastCount"])
        let background = try arguments.bool("background") ?? false
        let full = try arguments.bool("full") ?? false
        let repair = try arguments.bool("repair") ?? false
        let metadata = try arguments.bool("metadata") ?? false
        let checkBSONConformance = try arguments.bool("checkBSONConformance") ?? false
        let enforceFastCount = try arguments.bool("enforceFastCount") ?? false
        for (first, second, together) in [
            ("background", "full", background && full), ("background", "enforceFastCount", background && enforceFastCount),
            ("background", "repair", background && repair), ("enforceFastCount", "repair", enforceFastCount && repair),
            ("checkBSONConformance", "repair", checkBSONConformance && repair),
        ] where together {
            throw DocStreamError(.invalidOptions, "Running the validate command with both { \(first): true } and { \(second): true } is not supported.")
        }
        if metadata && (background || full || enforceFastCount || checkBSONConformance || repair) {
            throw DocStreamError(.invalidOptions, "Running the validate command with { metadata: true } is not supported with any other options")
        }
        let namespace = try context.namespace()
        let store = context.session.store
        guard let outline = store.outline(namespace) else {
            throw DocStreamError(.namespaceNotFound, "Collection '\(namespace)' does not exist to validate.")
        }
        if outline.options.view != nil { throw DocStreamError(.commandNotSupportedOnView, "Cannot validate a view") }
        var reply: Document = ["ns": .string(namespace.description)]
        if let uuid = outline.uuid { reply["uuid"] = uuid.bsonValue }
        guard !metadata else {
            // The index definitions only, no document read.
            reply["nInvalidDocuments"] = 0
            reply["nNonCompliantDocuments"] = 0
            reply["nrecords"] = 0
            reply["nIndexes"] = .number(outline.indexes.indexes.count)
            reply["keysPerIndex"] = [:]
            reply["indexDetails"] = .document(Document(outline.indexes.specifications.map { ($0.name, ["valid": true]) }))
            return okReply(appending(outcome(valid: true, warnings: [], errors: []), to: reply))
        }
        guard let collection = try store.snapshot(namespace) else {
            throw DocStreamError(.namespaceNotFound, "Collection '\(namespace)' does not exist to validate.")
        }
        return okReply(appending(findings(CollectionValidation(collection), indexes: collection.indexes.specifications, repair: repair), to: reply))
    }

    /// The reply's fields after `uuid`, from `nInvalidDocuments` to `corruptRecords`.
    static func findings(_ validation: CollectionValidation, indexes: [IndexSpecification], repair: Bool) -> Document {
        let invalidIndexes = Set((validation.missingEntries + validation.extraEntries).map(\.index))
        var warnings: [BSONValue] = []
        var errors: [BSONValue] = []
        if validation.nonCompliantDocuments > 0 {
            warnings.append(.string("Detected \(validation.nonCompliantDocuments) document(s) not compliant with the collection's schema (its validator)."))
        }
        if !validation.invalidDocuments.isEmpty {
            errors.append(.string("Detected \(validation.invalidDocuments.count) document(s) whose BSON does not read back."))
        }
        if !validation.unreachableIDs.isEmpty {
            errors.append(.string("Detected \(validation.unreachableIDs.count) document(s) that their _id does not find."))
        }
        for name in validation.keysPerIndex.map(\.name) where invalidIndexes.contains(name) {
            errors.append(.string("Index with name '\(name)' has inconsistencies."))
        }
        if repair && !validation.isValid {
            warnings.append("validate does not change a DocStream store: docstream repair rebuilds its indexes from its documents.")
        }
        var findings: Document = [
            "nInvalidDocuments": .number(validation.invalidDocuments.count),
            "nNonCompliantDocuments": .number(validation.nonCompliantDocuments),
            "nrecords": .number(validation.records),
            "nIndexes": .number(validation.keysPerIndex.count),
            "keysPerIndex": .document(Document(validation.keysPerIndex.map { ($0.name, .number($0.count)) })),
            "indexDetails": .document(Document(validation.keysPerIndex.map { ($0.name, ["valid": .bool(!invalidIndexes.contains($0.name))]) })),
        ]
        var outcome = outcome(valid: validation.isValid, warnings: warnings, errors: errors)
        outcome["extraIndexEntries"] = .array(validation.extraEntries.map { entry(for: $0, indexes: indexes) })
        outcome["missingIndexEntries"] = .array(validation.missingEntries.map { entry(for: $0, indexes: indexes) })
        outcome["corruptRecords"] = .array(validation.invalidDocuments.map { .int64(Int64($0)) })
        for field in outcome.elements { findings[field.key] = field.value }
        return findings
    }

    private static func appending(_ fields: Document, to reply: Document) -> Document {
        var reply = reply
        for field in fields.elements { reply[field.key] = field.value }
        return reply
    }

    /// `{valid, repaired, warnings, errors, extraIndexEntries, missingIndexEntries, corruptRecords}`,
    /// with no entries or records.
    private static func outcome(valid: Bool, warnings: [BSONValue], errors: [BSONValue]) -> Document {
        [
            "valid": .bool(valid), "repaired": false, "warnings": .array(warnings), "errors": .array(errors),
            "extraIndexEntries": [], "missingIndexEntries": [], "corruptRecords": [],
        ]
    }

    /// An entry as MongoDB lists it: `{indexName, recordId, idKey?, indexKey}`, the key's
    /// values under the index's field names.
    private static func entry(for difference: CollectionValidation.EntryDifference, indexes: [IndexSpecification]) -> BSONValue {
        let fields = indexes.first { $0.name == difference.index }?.fields.map(\.dotted) ?? []
        let key = (0..<difference.key.count).map { (position) -> (String, BSONValue) in
            (position < fields.count ? fields[position] : "", difference.key[position])
        }
        var entry: Document = ["indexName": .string(difference.index), "recordId": .int64(Int64(difference.slot))]
        if let id = difference.id { entry["idKey"] = ["_id": id] }
        entry["indexKey"] = .document(Document(key))
        return .document(entry)
    }
}
