import DocStreamBSON

extension CommandArguments {
    /// An update statement's `u` (findAndModify's `update`), compiled: an update document
    /// (operators or a replacement) or an aggregation pipeline, checked as MongoDB's
    /// write_ops_parsers.cpp checks it. `constants` is the statement's `c`, `variables` the
    /// command's `let` values; both are for pipelines only.
    func updateSpecification(
        _ key: String, arrayFilters: [Document]?, constants: Document?, variables: Document
    ) throws(DocStreamError) -> UpdateSpecification {
        guard let value = command[key] else { throw missingField(key) }
        switch value {
        case .document(let update):
            guard constants == nil else {
                throw DocStreamError(.location(51198), "Constant values may only be specified for pipeline updates")
            }
            return try UpdateSpecification(update, arrayFilters: arrayFilters ?? [])
        case .array:
            guard arrayFilters == nil else { throw .failedToParse("arrayFilters may not be specified for pipeline-style updates") }
            var scope = variables
            for (name, constant) in constants ?? [:] {
                scope[name] = constant
            }
            return try UpdateSpecification(pipeline: Pipeline.stageDocuments(value), variables: scope)
        default:
            throw .failedToParse("Update argument must be either an object or an array")
        }
    }
}
