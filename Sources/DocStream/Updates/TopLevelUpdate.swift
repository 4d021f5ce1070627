import DocStreamBSON

/// An update of operators whose every path is one top-level field (`{$inc: {price: 1}}`,
/// `{$set: {a: 1}, $unset: {b: ""}}`), applied on the document's bytes: the fields it names
/// are found by name, decoded, changed by the same leaves the general tree walk runs, and
/// written back; the other fields are copied as bytes, never decoded and encoded again.
///
/// It is the general walk's result for these updates, step for step: leaves apply in the
/// tree's order to the first field of their name (or create it at the end), then the removals
/// of `$unset` and `$rename` take the first field of their name out. Paths through documents
/// or arrays, the positional `$`, array filters, `_id` and `$`-prefixed names take the general
/// walk (`OperatorUpdate`).
struct TopLevelUpdate: Sendable {
    /// The fields the update names: the only ones it changes, creates or removes.
    let fieldNames: [String]
    /// Each field's leaf, by the position of its name: walked by position, as a loop over
    /// pairs of name and leaf copied (retained) both for every document.
    private let leaves: [any UpdateLeaf]
    private let names: RawFieldNames
    /// Each field's path, made once rather than an array for every document.
    private let paths: [[String]]

    /// Nil unless every child of `root` is a leaf at a plain top-level name.
    init?(_ root: InternalUpdateNode) {
        guard root.positional == nil else { return nil }
        var fieldNames: [String] = []
        var leaves: [any UpdateLeaf] = []
        for child in root.children {
            guard case .leaf(let leaf) = child.node, child.name != "_id", !child.name.hasPrefix("$") else { return nil }
            fieldNames.append(child.name)
            leaves.append(leaf)
        }
        self.fieldNames = fieldNames
        self.leaves = leaves
        names = RawFieldNames(fieldNames)
        paths = fieldNames.map { [$0] }
    }

    func apply(to document: Document, state: UpdateState) throws(DocStreamError) -> Document {
        try withUnsafeTemporaryAllocation(of: Int.self, capacity: leaves.count) { (offsets) throws(DocStreamError) -> Document in
            document.findFirstElements(named: names, offsets: offsets)
            return try apply(to: document, at: offsets, state: state)
        }
    }

    /// `apply` with the offsets of the named fields found (-1 for a missing one).
    private func apply(to document: Document, at offsets: UnsafeMutableBufferPointer<Int>, state: UpdateState) throws(DocStreamError) -> Document {
        var edits: [(offset: Int, value: BSONValue?)] = []
        var appended: [(String, BSONValue)] = []
        for index in leaves.indices {
            let target = UpdateTarget(components: paths[index], isArrayElement: false, enclosingArray: nil, state: state)
            if offsets[index] >= 0 {
                var value = document.value(ofElementAt: offsets[index])
                if try leaves[index].update(&value, at: target) { edits.append((offsets[index], value)) }
            } else if case .create(let value) = try leaves[index].missingPath(at: target) {
                appended.append((fieldNames[index], value))
            }
        }
        // The fields `$unset` and `$rename` take out exist (a missing one records no removal),
        // and each is a leaf's own path here.
        for path in state.removals {
            guard let index = fieldNames.firstIndex(of: path[0]), offsets[index] >= 0 else {
                preconditionFailure("a removal of a field the update does not name")
            }
            let offset = offsets[index]
            edits.removeAll { $0.offset == offset }
            edits.append((offset, nil))
        }
        guard !edits.isEmpty || !appended.isEmpty else { return document }
        return try document.splicing(edits, appending: appended)
    }
}
