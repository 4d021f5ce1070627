import DocStreamBSON

/// `{$lookup: {from, localField, foreignField, as}}`, `{$lookup: {from, let, pipeline, as}}`
/// or both at once: each input document gets at `as` the array of `from`'s documents whose
/// `foreignField` equals its `localField` (`LookupJoin`), passed through `pipeline` with the
/// `let` variables bound for that document. Without `from` the pipeline's first stage,
/// `$documents`, supplies the foreign documents.
struct LookupStage: PipelineStage {
    private let from: LookupSource
    private let join: LookupJoin?
    private let letVariables: LetVariables
    /// The pipeline after a leading `$documents`, which `from` took over.
    private let pipeline: Pipeline?
    private let asPath: [String]

    /// createFromBson's fields, each error FailedToParse (9).
    private static let arguments = ArgumentReader(
        errors: ArgumentErrors(
            unknownField: { .failedToParse("unknown argument to $lookup: \($0)") },
            missingField: { _ in .failedToParse("must specify 'as' field for a $lookup") },
            wrongType: { field, value, expected in
                .failedToParse("$lookup argument '\(field): \(value.extendedJSON(.relaxed))' must be \(expected[0].withArticle), is type \(value.type.alias)")
            }),
        fields: [
            .optional("from"), .optional("pipeline"), .optional("let", .object), .required("as", .string),
            .optional("localField", .string), .optional("foreignField", .string),
        ])

    /// document_source_lookup.cpp createFromBson's checks: FailedToParse (9) for a malformed
    /// specification, TypeMismatch (14) for a pipeline that is not an array of documents.
    init(_ argument: BSONValue) throws(DocStreamError) {
        guard case .document(let specification) = argument else {
            throw .failedToParse("the $lookup specification must be an Object")
        }
        var stages: [Document]?
        let arguments = try Self.arguments.read(specification) { (name, value) throws(DocStreamError) in
            if name == "pipeline" { stages = try Pipeline.stageDocuments(value) }
        }
        let letSpecification = arguments.document("let")
        let (localField, foreignField) = (arguments.string("localField"), arguments.string("foreignField"))
        if stages == nil {
            guard localField != nil, foreignField != nil else {
                throw .failedToParse("$lookup requires either 'pipeline' or both 'localField' and 'foreignField' to be specified")
            }
            guard letSpecification == nil else {
                throw .failedToParse("$lookup with a 'let' argument must also specify 'pipeline'")
            }
        } else if (localField == nil) != (foreignField == nil) {
            throw .failedToParse("$lookup requires both or neither of 'localField' and 'foreignField' to be specified")
        }
        // Without `from` a leading $documents supplies the foreign documents; the join applies
        // to them. With `from` the pipeline reads that collection, so may not start with one.
        var rest = stages ?? []
        var documents: Pipeline?
        if arguments["from"] == nil, let first = rest.first, first.keys.first == "$documents" {
            documents = try Self.compile([first], input: nil)
            rest.removeFirst()
            // What follows the leading $documents compiles on its own, so its own first stage
            // may not be a second $documents.
            if rest.first?.keys.first == "$documents" {
                throw DocStreamError(.location(40602), "$documents is only valid as the first stage in a pipeline", location: "pipeline, stage 1 ($documents)")
            }
        }
        from = try LookupSource(arguments["from"], documents: documents)
        if let localField, let foreignField {
            join = try LookupJoin(localField: localField, foreignField: foreignField)
        } else {
            join = nil
        }
        letVariables = try LetVariables(letSpecification ?? [:])
        pipeline = rest.isEmpty ? nil : try Self.compile(rest, input: documents == nil ? .collection : nil)
        // $geoNear reads `from` itself; a join (or $documents) would stand before it.
        if pipeline?.stages.first?.stage is GeoNearStage, join != nil || documents != nil {
            throw DocStreamError(.location(40602), "$geoNear is only valid as the first stage in a pipeline", location: "pipeline, stage 0 ($geoNear)")
        }
        asPath = try FieldPath(arguments.string("as")!).components
        for component in asPath { try FieldPathExpression.validateFieldName(component) }
    }

    /// The join's parts when it is an equality join of a top-level field to a top-level field of
    /// a collection named alone (so of this database), its matches at a top-level field, with
    /// no pipeline (so no `let`): the shape `ColumnarJoin` answers from columns.
    var columnarShape: (from: String, localField: String, foreignField: String, asField: String, collator: Collator?)? {
        guard case .collection(let argument) = from, argument.database == nil, let join, pipeline == nil, join.localPath.count == 1,
            let foreignPath = join.indexablePath, foreignPath.count == 1, asPath.count == 1
        else { return nil }
        return (argument.collection, join.localPath[0], foreignPath[0], asPath[0], join.collator)
    }

    /// Refused where a stage of its pipeline is ($documents or $facet in a $facet: 40600).
    var placement: StagePlacement { StagePlacement(refusedIn: from.refusedIn.union(pipeline?.refusedIn ?? [])) }

    func makeSink(feeding downstream: any DocumentSink, context: PipelineContext) -> any DocumentSink {
        ForeignCollectionSink(
            downstream: downstream,
            read: { () throws(DocStreamError) in try foreignCollection(in: context) },
            transform: { (document, collection) throws(DocStreamError) in try lookUp(document, collection: collection, context: context) })
    }

    private static func compile(_ stages: [Document], input: PipelineInput?) throws(DocStreamError) -> Pipeline {
        do {
            return try Pipeline(stages, within: .lookup, input: input)
        } catch {
            throw error.located("pipeline")
        }
    }

    /// `from`'s documents, indexed by `foreignField` for the join; the `{db, coll}` form must
    /// name the database the pipeline runs in.
    private func foreignCollection(in context: PipelineContext) throws(DocStreamError) -> JoinIndex {
        guard case .collection(let argument) = from else { return JoinIndex([], foreignPath: nil, collator: nil) }
        if let database = argument.database, database != context.database {
            throw .failedToParse("$lookup with syntax {from: {db:<>, coll:<>},..} is not supported for db: \(database) and coll: \(argument.collection)")
        }
        return JoinIndex(try context.documents(of: argument.collection), foreignPath: join?.indexablePath, collator: join?.collator)
    }

    /// The input document with its matches at `as`; `collection` is `from`'s documents, read
    /// once per run, indexed for the join.
    private func lookUp(_ document: Document, collection: () throws(DocStreamError) -> JoinIndex, context: PipelineContext) throws(DocStreamError) -> Document {
        var bound = try letVariables.binding(document, in: context)
        var foreign: [Document]
        var index: JoinIndex?
        switch from {
        case .collection(let argument):
            // The pipeline reads `from` ($geoNear searches its index).
            bound.collection = argument.collection
            if pipeline?.stages.first?.stage is GeoNearStage {
                foreign = []
                break
            }
            let indexed = try collection()
            index = indexed
            foreign = indexed.documents
        case .documents(let documents):
            foreign = try documents.run([], context: bound)
        }
        if let join {
            foreign = try join.matches(for: document, among: foreign, index: index)
        }
        if let pipeline {
            do {
                foreign = try pipeline.run(foreign, context: bound)
            } catch {
                throw error.located("pipeline")
            }
        }
        return document.settingNestedValue(.array(foreign.map(BSONValue.document)), at: asPath[...])
    }
}

/// Where `$lookup`'s foreign documents come from: a collection of this database, or the
/// pipeline's leading `$documents`.
private enum LookupSource: Sendable {
    /// The `{db, coll}` form must name the database the pipeline runs in.
    case collection(CollectionArgument)
    case documents(Pipeline)

    init(_ from: BSONValue?, documents: Pipeline?) throws(DocStreamError) {
        if let documents {
            self = .documents(documents)
            return
        }
        switch from {
        case nil:
            throw .failedToParse("$lookup stage without explicit collection must have a pipeline with $documents as first stage")
        case let name? where name.type == .string || name.type == .document:
            self = .collection(try CollectionArgument(stringOrDocument: name, field: "from"))
        case let other?:
            throw .failedToParse("$lookup 'from' field must be a string, but found \(other.type.alias)")
        }
    }

    var refusedIn: Set<SubPipeline> {
        guard case .documents(let pipeline) = self else { return [] }
        return pipeline.refusedIn
    }
}
