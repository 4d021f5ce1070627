import DocStreamBSON

/// A compiled update of operators, such as `{$set: {a: 1}, $inc: {"b.c": 2}}`: the tree of
/// its paths, applied to one document at a time (update_driver.cpp, UpdateTreeExecutor).
/// A class, so that applying it to each document of a multi-document update retains one
/// reference: a copy of the struct retained every part of it, a sixteenth of the update.
final class OperatorUpdate: Sendable {
    /// Every operator, by name: the family tables merged.
    private static let operators: [String: UpdateCompiler] = [FieldUpdates.operators, ArrayUpdates.operators, BitwiseUpdates.operators]
        .reduce(into: [:]) { all, family in all.merge(family) { first, _ in first } }

    private let root: InternalUpdateNode
    private let arrayFilters: [String: ArrayFilter]
    /// The same update on the document's bytes, when all its paths are top-level fields.
    private let topLevel: TopLevelUpdate?

    /// Compiles `update`, whose fields are all operators; every operator's argument must be a
    /// document of paths, and every array filter must be used.
    init(_ update: Document, arrayFilters: [String: ArrayFilter]) throws(DocStreamError) {
        var tree = UpdateTreeBuilder(filters: ArrayFilterUse(defined: Set(arrayFilters.keys)))
        for (name, argument) in update {
            guard let compile = Self.operators[name] else {
                throw DocStreamError.failedToParse(
                    "Unknown modifier: \(name). Expected a valid update modifier or pipeline-style update specified as an array")
            }
            guard case .document(let fields) = argument else {
                throw DocStreamError.failedToParse(
                    "Modifiers operate on fields but we found type \(argument.type.alias) instead. For example: {$mod: {<field>: ...}} not {\(UpdateText.element(name, argument))}"
                )
            }
            for (path, value) in fields {
                do {
                    try compile(path, value, &tree)
                } catch {
                    throw error.located("\(name) '\(path)'")
                }
            }
        }
        for identifier in arrayFilters.keys.sorted() where !tree.filters.used.contains(identifier) {
            throw DocStreamError.failedToParse("The array filter for identifier '\(identifier)' was not used in the update \(UpdateText.document(update))")
        }
        root = tree.root
        self.arrayFilters = arrayFilters
        topLevel = TopLevelUpdate(tree.root)
    }

    /// The top-level fields an update of top-level fields only names (every other field keeps
    /// its bytes); nil for other updates.
    var changedTopLevelFields: [String]? { topLevel?.fieldNames }

    /// The updated document. `matchedArrayPosition` is the query's match for `$`; `isInsert`
    /// says an upsert is inserting, when $setOnInsert applies. Updates of top-level fields
    /// only are applied on the document's bytes (`TopLevelUpdate`), the others by the tree walk.
    func apply(to document: Document, matchedArrayPosition: Int?, isInsert: Bool, now: BSONDateTime) throws(DocStreamError) -> Document {
        let state = state(for: document, matchedArrayPosition: matchedArrayPosition, isInsert: isInsert, now: now)
        if let topLevel { return try topLevel.apply(to: document, state: state) }
        return try walkTree(over: document, state: state)
    }

    /// `apply` by the general tree walk over the opened document, whatever the update's paths
    /// (the tests compare it with the byte path).
    func applyByWalkingTree(to document: Document, matchedArrayPosition: Int?, isInsert: Bool, now: BSONDateTime) throws(DocStreamError) -> Document {
        try walkTree(over: document, state: state(for: document, matchedArrayPosition: matchedArrayPosition, isInsert: isInsert, now: now))
    }

    private func state(for document: Document, matchedArrayPosition: Int?, isInsert: Bool, now: BSONDateTime) -> UpdateState {
        UpdateState(
            original: document, matchedField: matchedArrayPosition.map(String.init), isInsert: isInsert, now: now,
            arrayFilters: arrayFilters)
    }

    private func walkTree(over document: Document, state: UpdateState) throws(DocStreamError) -> Document {
        var value = EditableValue(document)
        try UpdateNode.object(root).apply(to: &value, at: UpdateTrace(), state: state)
        for path in state.removals {
            try value.withDescendant(path.dropLast()) { (parent: inout EditableValue) throws(DocStreamError) in
                parent.removeField(path[path.count - 1])
            }
        }
        guard case .document(let updated) = value.bsonValue else { preconditionFailure("an update keeps a document a document") }
        return updated
    }
}
