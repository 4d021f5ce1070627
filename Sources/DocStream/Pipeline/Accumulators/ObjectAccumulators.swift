import DocStreamBSON

/// `$mergeObjects` (accumulator_merge_objects.cpp): the group's documents merged in input
/// order, a later value of a field replacing an earlier one in its place; null and missing
/// inputs are skipped, other non-documents are MongoDB's 40400. An empty group gives `{}`.
struct MergeObjectsState: AccumulatorState {
    /// The merged fields in first-seen order, with each name's position, so a group of many
    /// documents does not rebuild its document per field.
    private var fields: [(key: String, value: BSONValue)] = []
    private var positions: [String: Int] = [:]

    mutating func add(_ value: BSONValue?) throws(DocStreamError) {
        if value.isNullish { return }
        guard case .document(let document)? = value else {
            throw DocStreamError(
                .location(40400),
                "$mergeObjects requires object inputs, but input \(value?.extendedJSON(.relaxed) ?? "") is of type \(ExpressionCompiler.typeName(value))")
        }
        for (key, fieldValue) in document {
            if let position = positions[key] {
                fields[position].value = fieldValue
            } else {
                positions[key] = fields.count
                fields.append((key, fieldValue))
            }
        }
    }

    var result: BSONValue { .document(Document(fields.map { ($0.key, $0.value) })) }
}
