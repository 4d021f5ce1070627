import DocStreamBSON

/// A view: a read-only name whose documents are those of `viewOn` (a collection or another
/// view of the same database) run through `pipeline`, computed on every read, as MongoDB's
/// views are. Reads of a view become aggregations of the collection its chain ends at
/// (`ViewResolution`); writes are refused with 166 CommandNotSupportedOnView. A view is kept
/// as a collection whose options hold its definition, so the journal, checkpoints and
/// `listCollections` carry it as they carry any collection's options.
struct ViewDefinition: Sendable, Equatable {
    /// The collection or view this one reads, in the same database.
    var viewOn: String
    var pipeline: [Document]

    /// `{viewOn, pipeline}`, as `listCollections` shows a view's options.
    var document: Document {
        ["viewOn": .string(viewOn), "pipeline": .array(pipeline.map(BSONValue.document))]
    }

    /// A definition `create` or `collMod` gives the view `namespace`, checked as MongoDB checks
    /// it: a non-empty `viewOn` (2 BadValue), a pipeline that compiles, and no stage that
    /// writes or opens a change stream (167 OptionNotSupportedOnView). Cycles and depth need
    /// the other views: `ViewGraph`.
    init(checking viewOn: String, pipeline: [Document], for namespace: Namespace) throws(DocStreamError) {
        guard !viewOn.isEmpty else { throw DocStreamError(.badValue, "'viewOn' cannot be empty") }
        if pipeline.contains(where: { $0.firstKey == "$changeStream" }) {
            throw Self.invalidPipeline(namespace, "$changeStream cannot be used in a view definition")
        }
        _ = try Pipeline(pipeline)
        if let index = pipeline.firstIndex(where: { ["$out", "$merge"].contains($0.firstKey ?? "") }) {
            throw Self.invalidPipeline(
                namespace,
                "The aggregation stage \(pipeline[index].firstKey!) in location \(index) of the pipeline cannot be used in the view definition of \(namespace) because it writes to disk"
            )
        }
        self.viewOn = viewOn
        self.pipeline = pipeline
    }

    /// A definition read back from the journal or a checkpoint, checked when it was made.
    init?(stored options: Document) {
        guard case .string(let viewOn)? = options["viewOn"] else { return nil }
        self.viewOn = viewOn
        pipeline = options["pipeline"]?.arrayValue?.compactMap(\.documentValue) ?? []
    }

    private static func invalidPipeline(_ namespace: Namespace, _ reason: String) -> DocStreamError {
        DocStreamError(.optionNotSupportedOnView, "Invalid pipeline for view \(namespace) :: caused by :: \(reason)")
    }
}

extension DocStreamError {
    /// 166 CommandNotSupportedOnView: a write, an index or a collection statistic asked of a view.
    static func viewNotCollection(_ namespace: Namespace) -> DocStreamError {
        DocStreamError(.commandNotSupportedOnView, "Namespace \(namespace) is a view, not a collection")
    }
}
