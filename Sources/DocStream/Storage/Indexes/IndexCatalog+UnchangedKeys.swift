extension IndexCatalog {
    /// Whether every index keeps its entries through a change of the top-level fields
    /// `changed` and no others (an update of top-level fields, `TopLevelUpdate`): no key
    /// pattern reads one of them (a path's first component), so the keys are those the
    /// document had, which a unique index accepted, and a replacement need not compute and
    /// compare them. Partial indexes also read their filter's fields, a whole-document wildcard
    /// index every field, and a text index its weighted fields and language fields: they take
    /// the general path.
    func keepsEntries(changingOnly changed: [String]) -> Bool {
        indexes.allSatisfy { index in
            index.specification.partialFilter == nil && index.specification.text == nil
                && !index.specification.fields.contains { $0.path == ["$**"] || changed.contains($0.path[0]) }
        }
    }
}
