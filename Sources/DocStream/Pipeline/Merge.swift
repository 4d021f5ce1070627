import DocStreamBSON

/// `{$merge: "coll"}` or `{$merge: {into, on, let, whenMatched, whenNotMatched}}`: each result
/// is matched to the target's document with the same `on` value and merged, replaced, kept,
/// refused or updated by a pipeline; unmatched results are inserted, discarded or refused.
/// All results go in as one write when the input ends; any failure leaves the target as it
/// was. The pipeline returns nothing. Last stage only (40601).
///
/// `on` names the fields that identify a target document: `_id` by default, or fields of a
/// unique, non-partial index of the target whose keys are exactly those fields (51183
/// otherwise, checked when the merge runs, as MongoDB does).
struct MergeStage: PipelineStage {
    enum WhenMatched: Sendable {
        case replace, keepExisting, merge, fail
        /// An update pipeline run on the target's document, `$$new` the result document.
        case pipeline(Pipeline, LetVariables)
    }

    enum WhenNotMatched: String, Sendable {
        case insert, discard, fail
    }

    /// The modes `whenMatched` names with a string.
    private static let namedModes: [String: WhenMatched] = ["replace": .replace, "keepExisting": .keepExisting, "merge": .merge, "fail": .fail]

    fileprivate let target: CollectionArgument
    /// The `on` fields' paths.
    private let on: [FieldPath]
    private let whenMatched: WhenMatched
    private let whenNotMatched: WhenNotMatched

    /// document_source_merge.idl's DocumentSourceMergeSpec.
    private static let arguments = ArgumentReader(
        errors: .idl("$merge"),
        fields: [
            .required("into", .either(.string, .object)), .optional("on", .either(.string, .array)), .optional("let", .object),
            .optional("whenMatched", .either(.string, .array)), .optional("whenNotMatched", .string),
        ])

    /// document_source_merge.cpp and its IDL (DocumentSourceMergeSpec) checks.
    init(_ argument: BSONValue) throws(DocStreamError) {
        let specification: Document
        switch argument {
        case .string(let collection):
            specification = ["into": .string(collection)]
        case .document(let document):
            specification = document
        default:
            throw .typeMismatch("$merge requires a string or object argument, but found \(argument.type.alias)")
        }
        let arguments = try Self.arguments.read(specification)
        let target = try CollectionArgument(stringOrDocument: arguments["into"]!, field: "$merge.into").writable(by: "$merge")
        let letSpecification = arguments.document("let")
        let whenMatchedValue = arguments["whenMatched"] ?? "merge"
        let notMatchedName = arguments.string("whenNotMatched") ?? "insert"
        guard let whenNotMatched = WhenNotMatched(rawValue: notMatchedName) else {
            throw .badValue("Enumeration value '\(notMatchedName)' for field '$merge.whenNotMatched' is not a valid value.")
        }
        let matchedStages = try Self.updateStages(whenMatchedValue)
        let matchedName = matchedStages == nil ? whenMatchedValue.stringValue ?? "" : "pipeline"
        let namedMode = matchedStages == nil ? Self.namedModes[matchedName] : nil
        guard matchedStages != nil || namedMode != nil else {
            throw .badValue("Enumeration value '\(matchedName)' for field '$merge.whenMatched' is not a valid value.")
        }
        // The combinations MongoDB supports (getMergeStrategyDescriptors).
        let anyNotMatched: Set<WhenNotMatched> = [.insert, .fail, .discard]
        let supported: [String: Set<WhenNotMatched>] = [
            "replace": anyNotMatched, "merge": anyNotMatched, "pipeline": anyNotMatched, "keepExisting": [.insert], "fail": [.insert],
        ]
        guard supported[matchedName]?.contains(whenNotMatched) == true else {
            throw DocStreamError(
                .location(51181), "Combination of $merge modes 'whenMatched: \(matchedName)' and 'whenNotMatched: \(notMatchedName)' is not supported")
        }
        self.on = try Self.onFields(arguments["on"])
        if let namedMode {
            guard letSpecification == nil else {
                throw DocStreamError(.location(51199), "Cannot use 'let' variables with 'whenMatched: \(matchedName)' mode")
            }
            self.whenMatched = namedMode
        } else {
            self.whenMatched = .pipeline(try Pipeline(matchedStages ?? []), try Self.pipelineVariables(letSpecification, whenNotMatched: whenNotMatched))
        }
        self.target = target
        self.whenNotMatched = whenNotMatched
    }

    var placement: StagePlacement { StagePlacement(position: .last, refusedIn: [.facet, .lookup, .unionWith]) }

    func makeSink(feeding downstream: any DocumentSink, context: PipelineContext) -> any DocumentSink {
        MergeSink(stage: self, context: context, downstream: downstream)
    }

    /// The stages of a `whenMatched` pipeline, nil for a mode name. Only the stages an update
    /// pipeline allows (72 InvalidOptions otherwise).
    private static func updateStages(_ value: BSONValue) throws(DocStreamError) -> [Document]? {
        guard case .array = value else { return nil }
        let stages = try Pipeline.stageDocuments(value)
        for stage in stages {
            let name = stage.keys.first ?? ""
            guard PipelineUpdate.allowedStages.contains(name) else {
                throw DocStreamError(.invalidOptions, "\(name) is not allowed to be used within an update")
            }
        }
        return stages
    }

    /// `on`: a field or an array of distinct fields (31465); `_id` when absent.
    private static func onFields(_ on: BSONValue?) throws(DocStreamError) -> [FieldPath] {
        var fields: [String] = []
        switch on {
        case nil:
            return [FieldPath(components: ["_id"])]
        case .string(let field)?:
            fields = [field]
        case .array(let elements)?:
            for element in elements {
                guard case .string(let field) = element else {
                    throw .typeMismatch("BSON field '$merge.on' is the wrong type '\(element.type.alias)', expected type 'string'")
                }
                guard !fields.contains(field) else {
                    throw DocStreamError(.location(31465), "Found a duplicate field '\(field)'")
                }
                fields.append(field)
            }
        default:
            break
        }
        guard !fields.isEmpty else { throw .badValue("If 'on' field is specified as an array, it must not be empty") }
        return try fields.map { (field) throws(DocStreamError) in try FieldPath(field) }
    }

    /// `let` for the `whenMatched` pipeline: `{new: "$$ROOT"}` by default; `new` may only be
    /// `$$ROOT` (51273) and is added for `whenNotMatched: insert`.
    private static func pipelineVariables(_ specification: Document?, whenNotMatched: WhenNotMatched) throws(DocStreamError) -> LetVariables {
        var variables = specification ?? ["new": "$$ROOT"]
        if let new = variables["new"] {
            guard new == "$$ROOT" else {
                throw DocStreamError(.location(51273), "'let' may not define a value for the reserved 'new' variable other than '$$ROOT'")
            }
        } else if whenNotMatched == .insert {
            variables["new"] = "$$ROOT"
        }
        return try LetVariables(variables)
    }

    /// Merges `results` into the target's documents, in order.
    fileprivate func merge(
        _ results: [Document], into collection: inout CollectionData, namespace: Namespace, context: PipelineContext, validation: inout WriteValidation
    ) throws(DocStreamError) {
        let isOnID = on.map(\.description) == ["_id"]
        let index = isOnID ? nil : try uniqueIndex(in: collection)
        for result in results {
            let values = try onValues(of: result)
            let slot: Int? =
                if let index {
                    collection.indexes.index(named: index.name).flatMap { found in
                        found.slot(forKey: IndexKey(index.positions.map { found.specification.collation?.comparable(values[$0]) ?? values[$0] }))
                    }
                } else {
                    // A result without _id matches nothing: it is inserted with a new one.
                    result["_id"] == nil ? nil : collection.slot(forID: values[0])
                }
            guard let slot, let existing = collection.slots[slot] else {
                switch whenNotMatched {
                case .insert:
                    // A result without _id gets one, as an insert would give it.
                    let new = try CollectionOperations.prepareForInsert(result)
                    try validation.check(new, options: collection.options)
                    _ = try collection.insert(new, namespace: namespace)
                case .discard:
                    break
                case .fail:
                    throw DocStreamError(
                        .mergeStageNoMatchingDocument,
                        "$merge could not find a matching document in the target collection for at least one document in the source collection")
                }
                continue
            }
            // A result without _id keeps the matched document's.
            let new =
                result["_id"] == nil
                ? try CollectionOperations.prepareForInsert(Document([("_id", existing["_id"]!)] + result.elements.map { ($0.key, $0.value) })) : result
            let replacement: Document
            switch whenMatched {
            case .replace:
                replacement = try checkedID(new, keeping: existing)
            case .keepExisting:
                continue
            case .merge:
                var merged = existing
                for (name, value) in new { merged[name] = value }
                replacement = try checkedID(merged, keeping: existing)
            case .fail:
                throw .duplicateKey(namespace: namespace, id: existing["_id"]!)
            case .pipeline(let pipeline, let variables):
                replacement = try updated(existing, by: pipeline, variables: variables, new: new, context: context)
            }
            // An update that changes nothing is not checked, as in the update command.
            if replacement != existing {
                try validation.check(replacement, replacing: existing, options: collection.options)
            }
            try collection.replace(at: slot, with: replacement, namespace: namespace)
        }
    }

    /// The name of the target's unique index on exactly the `on` fields (sparse allowed,
    /// partial not), with the position of each key field among the `on` fields; 51183 when
    /// there is none.
    private func uniqueIndex(in collection: CollectionData) throws(DocStreamError) -> (name: String, positions: [Int])? {
        let paths = on.map(\.description)
        for index in collection.indexes.indexes {
            let specification = index.specification
            let fields = specification.fields.map(\.dotted)
            guard specification.isUnique, specification.partialFilterExpression == nil, fields.count == paths.count,
                Set(fields) == Set(paths)
            else { continue }
            return (specification.name, fields.map { paths.firstIndex(of: $0)! })
        }
        throw DocStreamError(.location(51183), "Cannot find index to verify that join fields will be unique")
    }

    /// The result's values for the `on` fields, which must each be there, not null, undefined
    /// or an array (51132, 51185).
    private func onValues(of result: Document) throws(DocStreamError) -> [BSONValue] {
        try on.map { (path) throws(DocStreamError) -> BSONValue in
            switch result[path: path.description] {
            case nil, .null?, .undefined?:
                // A missing _id is the one an insert will give.
                if path.description == "_id", result["_id"] == nil { return .null }
                throw DocStreamError(.location(51132), "$merge write error: 'on' field cannot be missing, null, undefined or an array")
            case .array?:
                throw DocStreamError(.location(51185), "$merge write error: 'on' field cannot be missing, null, undefined or an array")
            case let value?:
                return value
            }
        }
    }

    /// The document with the matched document's `_id`: an `_id` that differs is 66 ImmutableField.
    private func checkedID(_ document: Document, keeping existing: Document) throws(DocStreamError) -> Document {
        let id = existing["_id"]!
        if let newID = document["_id"], !newID.isMongoEqual(to: id) {
            throw DocStreamError(
                .immutableField, "After applying the update, the (immutable) field '_id' was found to have been altered to _id: \(newID.extendedJSON(.relaxed))"
            )
        }
        return document
    }

    /// The target's document after the `whenMatched` pipeline: its `_id` stays (66 ImmutableField).
    private func updated(_ existing: Document, by pipeline: Pipeline, variables: LetVariables, new: Document, context: PipelineContext) throws(DocStreamError)
        -> Document
    {
        let id = existing["_id"]!
        var updated: Document
        do {
            updated = try pipeline.run([existing], context: try variables.binding(new, in: context)).first ?? existing
        } catch {
            throw error.located("whenMatched")
        }
        if let newID = updated["_id"], !newID.isMongoEqual(to: id) {
            throw DocStreamError(
                .immutableField, "After applying the update, the (immutable) field '_id' was found to have been altered to _id: \(newID.extendedJSON(.relaxed))"
            )
        }
        if updated["_id"] == nil { updated = Document([("_id", id)] + updated.elements.map { ($0.key, $0.value) }) }
        return updated
    }
}

private final class MergeSink: DocumentSink {
    let stage: MergeStage
    let context: PipelineContext
    let downstream: any DocumentSink
    private var results: [Document] = []

    init(stage: MergeStage, context: PipelineContext, downstream: any DocumentSink) {
        self.stage = stage
        self.context = context
        self.downstream = downstream
    }

    func accept(_ document: consuming Document) throws(DocStreamError) -> Bool {
        results.append(document)
        return true
    }

    func finish() throws(DocStreamError) {
        let namespace = try stage.target.namespace(in: context)
        let merged = results
        results = []
        // Each attempt anew: one that meets a document an open transaction wrote runs again.
        try context.store.waitingForTransactions { () throws(DocStreamError) in
            var validation = WriteValidation(namespace: namespace, bypass: context.bypassDocumentValidation)
            defer { validation.reportWarnings(to: context.store) }
            try context.store.write(namespace, allOrNothing: true) { (collection) throws(DocStreamError) in
                try stage.merge(merged, into: &collection, namespace: namespace, context: context, validation: &validation)
            }
        }
        try downstream.finish()
    }
}
