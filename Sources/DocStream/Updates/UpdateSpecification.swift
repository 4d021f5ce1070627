import DocStreamBSON
import Synchronization

/// A compiled update: a document of update operators, a replacement document, or an
/// aggregation pipeline.
///
/// ```swift
/// let update = try UpdateSpecification(["$set": ["containsDairy": true], "$inc": ["sold": 1]])
/// let updated = try update.apply(to: drink, matchedArrayPosition: nil, now: BSONDateTime(Date()))
/// ```
///
/// An update whose first field starts with `$` is one of operators, and every field must be a
/// known operator (9 FailedToParse "Unknown modifier: …" otherwise); any other document,
/// `{}` included, replaces the whole document but its `_id`. Operators apply path by path in
/// MongoDB's order (names in byte order, array indexes in numeric order), so new fields are
/// appended in that order.
public struct UpdateSpecification: Sendable {
    private enum Kind: Sendable {
        case operators(OperatorUpdate)
        case replacement(ReplacementUpdate)
        case pipeline(PipelineUpdate)
    }

    private let kind: Kind

    /// Compiles an update document (operators) or a replacement document (no operators).
    /// All validation that does not need a target document happens here.
    ///
    /// - Throws: `DocStreamError` 9 FailedToParse for an unknown update operator or one
    ///   mixed with plain fields, 40 ConflictingUpdateOperators for two operators on one
    ///   path, 9 FailedToParse for an array filter no `$[<identifier>]` uses, 2 BadValue for an
    ///   identifier without its array filter.
    public init(_ update: Document, arrayFilters: [Document] = []) throws(DocStreamError) {
        if arrayFilters.isEmpty, let compiled = Self.lastCompiled.withLock({ $0?.update == update ? $0?.compiled : nil }) {
            kind = .operators(compiled)
            return
        }
        let filters = try ArrayFilter.parse(arrayFilters)
        if update.firstKey?.hasPrefix("$") == true {
            let compiled = try OperatorUpdate(update, arrayFilters: filters)
            if arrayFilters.isEmpty { Self.lastCompiled.withLock { $0 = (update, compiled) } }
            kind = .operators(compiled)
        } else {
            kind = .replacement(try ReplacementUpdate(update))
        }
    }

    /// The update of operators (without array filters) compiled last, by its document: a write
    /// repeated with one update document (`{$inc: {sold: 1}}` for each order) compiles it
    /// once, as a prepared statement would. Compiling it was a fifth of an update by `_id`;
    /// comparing the bytes is a memcmp. Only successful compiles are kept, so every error is
    /// raised as before.
    private static let lastCompiled = Mutex<(update: Document, compiled: OperatorUpdate)?>(nil)

    /// Compiles an aggregation pipeline update (`[{$set: ...}, {$unset: ...}]`); `variables`
    /// are the statement's constants (`c`) and the command's `let` values, as `$$name`.
    ///
    /// - Throws: `DocStreamError` 72 InvalidOptions for a stage an update does not take
    ///   (only `$set`/`$addFields`, `$unset`, `$project` and `$replaceRoot`/`$replaceWith`),
    ///   and the stages' own refusals.
    public init(pipeline: [Document], variables: Document = [:]) throws(DocStreamError) {
        kind = .pipeline(try PipelineUpdate(pipeline, variables: variables))
    }

    /// Whether the update is a replacement document (no operators), which replaces a matched
    /// document whole, keeping its `_id`.
    public var isReplacement: Bool {
        if case .replacement = kind { true } else { false }
    }

    /// The only top-level fields the update can change, when it is known: those an update of
    /// top-level fields names (`TopLevelUpdate`); nil for any other update.
    var changedTopLevelFields: [String]? {
        if case .operators(let update) = kind { update.changedTopLevelFields } else { nil }
    }

    /// Whether turning `original` into `updated` is a write, which a collection validator
    /// checks: a replacement unless it is the original byte for byte (MongoDB's
    /// ObjectReplaceExecutor no-op test, so replacing `{_id: 0}` by `{}` is checked), any other
    /// update when it changes the document (a no-op `$set` of an invalid document succeeds,
    /// jstests/core/query/doc_validation/doc_validation.js).
    func isWrite(from original: Document, to updated: Document) -> Bool {
        if case .replacement(let update) = kind { return !update.isNoOp(on: original) }
        return updated != original
    }

    /// The updated document; `matchedArrayPosition` is what the query reported for the
    /// positional `$` (QueryMatch.arrayPosition), `now` is the time $currentDate uses.
    ///
    /// - Throws: `DocStreamError` when the update cannot apply to this document (it changes
    ///   nothing: value semantics): 14 TypeMismatch for `$inc` of a string, 2 BadValue for
    ///   `$push` to a field that is not an array, 66 ImmutableField for a change of `_id`, ...
    public func apply(to document: Document, matchedArrayPosition: Int?, now: BSONDateTime) throws(DocStreamError) -> Document {
        let updated =
            switch kind {
            case .operators(let update): try update.apply(to: document, matchedArrayPosition: matchedArrayPosition, isInsert: false, now: now)
            case .replacement(let update): try update.apply(to: document, now: now)
            case .pipeline(let update): try update.apply(to: document, now: now)
            }
        return try Self.finished(updated, sizeError: "Resulting document after update is larger than", location: 17419)
    }

    /// The document an upsert inserts when nothing matched: seeded from the filter's equality
    /// conditions (top-level and dotted-path equalities, `$eq`, and those inside `$and`; not
    /// $or/$in/$gt...), then the update applied with $setOnInsert included (or the pipeline run
    /// over it); a replacement upsert keeps only the filter's _id equality plus the replacement.
    /// Does not generate `_id`
    /// (storage adds an ObjectId first in the document when it is missing).
    ///
    /// - Throws: As `apply(to:matchedArrayPosition:now:)`, and 54 NotSingleValueField when
    ///   the filter sets a path twice.
    public func upsertDocument(filter: Document, now: BSONDateTime) throws(DocStreamError) -> Document {
        let seed = try UpsertSeed.document(from: filter, idOnly: isReplacement)
        let inserted =
            switch kind {
            case .operators(let update): try update.apply(to: seed, matchedArrayPosition: nil, isInsert: true, now: now)
            case .replacement(let update): try update.apply(to: seed, isInsert: true, now: now)
            case .pipeline(let update): try update.apply(to: seed, now: now)
            }
        if let id = inserted["_id"] { try ReplacementUpdate.checkStorable(id: id) }
        return try Self.finished(inserted, sizeError: "Document to upsert is larger than", location: 17420)
    }

    /// `_id` moved first, as MongoDB stores it (update_util.cpp ensureIdFieldIsFirst), and
    /// the size limit checked (the error's code made only when it is raised: making it was a
    /// fiftieth of an update of many documents).
    private static func finished(_ document: Document, sizeError: String, location: Int) throws(DocStreamError) -> Document {
        guard document.bytes.count <= BSONLimits.maxDocumentSize else {
            throw DocStreamError(.location(location), "\(sizeError) \(BSONLimits.maxDocumentSize)")
        }
        guard !document.startsWithID, let id = document["_id"] else { return document }
        var rest = document
        rest.removeValue(forKey: "_id")
        return Document([("_id", id)] + rest.elements)
    }
}
