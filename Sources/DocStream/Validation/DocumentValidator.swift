import DocStreamBSON

/// A collection's validator: any query filter, `$jsonSchema` and `$expr` included, compiled
/// once when `create` or `collMod` sets it.
///
/// MongoDB refuses in validators the operators that need an index or JavaScript (`$near`,
/// `$nearSphere`, `$geoNear`, `$text`, `$where`: 2 BadValue) and JavaScript in `$expr`
/// (`$function` 4660800, `$_internalJsEmit` 4660801).
struct DocumentValidator: Sendable {
    /// The validator as given, for `listCollections` and the journal.
    let specification: Document
    private let filter: QueryFilter
    private let explanation: ValidationClause

    init(_ specification: Document) throws(DocStreamError) {
        try Self.refuseRestrictedOperators(in: specification)
        self.specification = specification
        filter = try QueryFilter(specification)
        explanation = try ValidationClause(filter: specification)
    }

    /// Whether the document passes. A validator that raises an error (a `$expr` dividing by
    /// zero) does not pass: MongoDB's CollectionImpl::checkValidation catches the error and
    /// fails the write with 121, whose errInfo explains the error.
    func matches(_ document: Document) -> Bool {
        (try? filter.matches(document)) ?? false
    }

    /// Whether a `$jsonSchema` of the validator uses the encryption keywords.
    var usesEncryptionKeywords: Bool { explanation.usesEncryptionKeywords }

    /// MongoDB's `errInfo` for a document the validator refuses:
    /// `{failingDocumentId, details: {operatorName, ...}}`.
    func errorInfo(for document: Document) -> Document {
        ["failingDocumentId": document["_id"] ?? .null, "details": .document(explanation.details(document, inverted: false))]
    }

    // MARK: Restricted operators

    /// Looks where the filter language reads operators: top-level keys, `$and`/`$or`/`$nor`
    /// clauses, field conditions, `$not` and `$elemMatch`.
    private static func refuseRestrictedOperators(in filter: Document) throws(DocStreamError) {
        for (key, value) in filter {
            switch key {
            case "$where": throw DocStreamError.badValue("$where is not allowed in this context")
            case "$text": throw DocStreamError.badValue("$text is not allowed in this context")
            case "$and", "$or", "$nor":
                for case .document(let clause) in value.arrayValue ?? [] { try refuseRestrictedOperators(in: clause) }
            case "$expr":
                try refuseJavaScript(in: value)
                try refuseUndefinedVariables(in: value)
            default:
                guard !key.hasPrefix("$"), FilterCompiler.isOperatorDocument(value, allowingIncompleteDBRef: false),
                    case .document(let conditions) = value
                else { continue }
                try refuseRestrictedOperators(inConditions: conditions)
            }
        }
    }

    private static func refuseRestrictedOperators(inConditions conditions: Document) throws(DocStreamError) {
        for (name, value) in conditions {
            switch (name, value) {
            case ("$near", _), ("$nearSphere", _), ("$geoNear", _):
                throw DocStreamError.badValue("$geoNear, $near, and $nearSphere are not allowed in this context")
            case ("$not", .document(let inner)):
                try refuseRestrictedOperators(inConditions: inner)
            case ("$elemMatch", .document(let inner)):
                if FilterCompiler.isOperatorDocument(value, allowingIncompleteDBRef: true) {
                    try refuseRestrictedOperators(inConditions: inner)
                } else {
                    try refuseRestrictedOperators(in: inner)
                }
            default:
                continue
            }
        }
    }

    /// A validator has no variables of its own (no `let`), so an expression reading one that
    /// nothing binds can never work: MongoDB refuses it when parsing (17276), in every branch,
    /// taken or not. A name counts as bound when the expression binds it anywhere (`$let` vars,
    /// `$map`/`$filter` `as`, `$reduce`'s value and this), or when it is a system variable.
    private static func refuseUndefinedVariables(in expression: BSONValue) throws(DocStreamError) {
        var bound: Set<String> = systemVariables
        var read: [String] = []
        collectVariables(in: expression, bound: &bound, read: &read)
        if let name = read.first(where: { !bound.contains($0) }) {
            throw DocStreamError(.location(17276), "Use of undefined variable: \(name)")
        }
    }

    private static let systemVariables: Set<String> = [
        "NOW", "CLUSTER_TIME", "ROOT", "CURRENT", "REMOVE", "DESCEND", "PRUNE", "KEEP", "SEARCH_META", "USER_ROLES",
    ]

    /// The variables an expression reads (`"$$name.path"`) and those it binds; `$literal` is data.
    private static func collectVariables(in expression: BSONValue, bound: inout Set<String>, read: inout [String]) {
        switch expression {
        case .string(let text) where text.hasPrefix("$$"):
            read.append(String(text.dropFirst(2).prefix { $0 != "." }))
        case .document(let document):
            for (key, value) in document where key != "$literal" {
                guard case .document(let arguments) = value else {
                    collectVariables(in: value, bound: &bound, read: &read)
                    continue
                }
                switch key {
                case "$let": bound.formUnion(arguments["vars"]?.documentValue?.keys ?? [])
                case "$map", "$filter": bound.insert(arguments["as"]?.stringValue ?? "this")
                case "$reduce": bound.formUnion(["value", "this"])
                default: break
                }
                collectVariables(in: value, bound: &bound, read: &read)
            }
        case .array(let elements):
            for element in elements { collectVariables(in: element, bound: &bound, read: &read) }
        default:
            return
        }
    }

    /// `$function` and `$_internalJsEmit` anywhere in an `$expr`.
    private static func refuseJavaScript(in expression: BSONValue) throws(DocStreamError) {
        switch expression {
        case .document(let document):
            for (key, value) in document {
                if key == "$function" {
                    throw DocStreamError(.location(4660800), "$function is not allowed in this context")
                }
                if key == "$_internalJsEmit" {
                    throw DocStreamError(.location(4660801), "$_internalJsEmit is not allowed in this context")
                }
                try refuseJavaScript(in: value)
            }
        case .array(let elements):
            for element in elements { try refuseJavaScript(in: element) }
        default:
            return
        }
    }
}
