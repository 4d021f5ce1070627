import DocStreamBSON

extension FieldPath {
    /// The `$`-prefixed field names MongoDB's FieldPath accepts: the DBRef fields and the
    /// metadata fields the server itself writes (pipeline/field_path.cpp).
    private static let allowedDollarPrefixedNames: Set<String> = [
        "$id", "$ref", "$db", "$sortKey", "$recordId", "$searchSortValues", "$searchScore", "$searchRootDocumentId",
    ]

    /// A sort or projection path, checked as MongoDB's FieldPath checks it: not empty (40352),
    /// no trailing dot (40353), no empty component (15998), no component starting with `$`
    /// other than the DBRef and metadata names (16410).
    init(findPath dotted: String) throws(DocStreamError) {
        // The trailing dot is checked first, as MongoDB does, so "a." is 40353 rather than 15998.
        if !dotted.isEmpty, dotted.hasSuffix(".") {
            throw DocStreamError(.location(40353), "FieldPath must not end with a '.'.", location: "path '\(dotted)'")
        }
        try self.init(dotted)
        if let component = components.first(where: { $0.hasPrefix("$") && !Self.allowedDollarPrefixedNames.contains($0) }) {
            throw DocStreamError(
                .location(16410), "FieldPath field names may not start with '$', given '\(component)'. Consider using $getField or $setField.",
                location: "path '\(dotted)'")
        }
    }
}
