import DocStreamBSON

/// One entry of an update's `arrayFilters`, such as `{"elem.grade": {$gte: 85}}`: the
/// condition an array element must meet for `$[elem]` to reach it.
struct ArrayFilter: Sendable {
    /// The top-level field name every path of the filter starts with ("elem").
    let identifier: String
    private let filter: QueryFilter

    /// Whether `element` meets the filter, matched as the document `{identifier: element}`
    /// (MatchExpression::matchesBSONElement).
    func matches(_ element: BSONValue) -> Bool {
        // Compiled without $expr, the one part of a filter whose matching can fail.
        (try? filter.matches([identifier: element])) == true
    }

    /// The filters by identifier, checked as ParsedUpdate::parseArrayFilters and
    /// ExpressionWithPlaceholder::make check them.
    static func parse(_ documents: [Document]) throws(DocStreamError) -> [String: ArrayFilter] {
        var filters: [String: ArrayFilter] = [:]
        for document in documents {
            let filter: QueryFilter
            do {
                filter = try QueryFilter(withoutSpecialFeatures: document)
            } catch {
                throw Self.parsingError(error)
            }
            guard let identifier = try Self.identifier(of: document) else {
                throw DocStreamError.failedToParse("Cannot use an expression without a top-level field name in arrayFilters")
            }
            guard filters[identifier] == nil else {
                throw DocStreamError.failedToParse("Found multiple array filters with the same top-level field name \(identifier)")
            }
            filters[identifier] = ArrayFilter(identifier: identifier, filter: filter)
        }
        return filters
    }

    /// The one top-level field name of the filter's paths, looking into $and, $or and $nor.
    private static func identifier(of filter: Document) throws(DocStreamError) -> String? {
        var found: String?
        try collectIdentifier(of: filter, into: &found)
        guard let found else { return nil }
        guard let first = found.unicodeScalars.first, ("a"..."z").contains(first),
            found.unicodeScalars.allSatisfy({ ("a"..."z").contains($0) || ("A"..."Z").contains($0) || ("0"..."9").contains($0) })
        else {
            throw parsingError(
                DocStreamError.badValue(
                    "The top-level field name must be an alphanumeric string beginning with a lowercase letter, found '\(found)'"))
        }
        return found
    }

    private static func collectIdentifier(of filter: Document, into found: inout String?) throws(DocStreamError) {
        for (key, value) in filter {
            if key.hasPrefix("$") {
                guard ["$and", "$or", "$nor"].contains(key), case .array(let clauses) = value else { continue }
                for case .document(let clause) in clauses {
                    try collectIdentifier(of: clause, into: &found)
                }
                continue
            }
            let name = String(key.prefix { $0 != "." })
            if let found, found != name {
                throw parsingError(DocStreamError.failedToParse("Expected a single top-level field name, found '\(found)' and '\(name)'"))
            }
            found = name
        }
    }

    /// The server reports an array filter's own errors in this context.
    private static func parsingError(_ error: DocStreamError) -> DocStreamError {
        var wrapped = error
        wrapped.message = "Error parsing array filter :: caused by :: \(error.message)"
        return wrapped
    }
}
