extension IndexCatalog {
    /// Whether every index keeps its entries through a change of the top-level fields
    /// `changed` and no others (an update of top-level fields, `TopLevelUpdate`): no key
    /// pattern reads one of them (a path's first component), so the keys are those the
    /// document had, which a unique index accepted, and a replacement need not compute and
    /// compare them. Partial indexes also read their filter's fields, a whole-document wildcard
    /// index every field, and a text index its weighted fields and language fields: they take
    /// the general path.
    func keepsEntries(changingOnly changed: [String]) -> Bool {
        guard let keyedFields else { return false }
        return !changed.contains(where: keyedFields.contains)
    }

    /// The top-level fields the indexes' keys read; nil when one may read others (partial,
    /// text and whole-document wildcard indexes).
    static func keyedFields(of indexes: [CollectionIndex]) -> [String]? {
        var fields: [String] = []
        for index in indexes {
            guard index.specification.partialFilter == nil, index.specification.text == nil else { return nil }
            for field in index.specification.fields {
                guard field.path != ["$**"] else { return nil }
                if !fields.contains(field.path[0]) { fields.append(field.path[0]) }
            }
        }
        return fields
    }
}
