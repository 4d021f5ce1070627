import DocStreamBSON
import Synchronization

/// The field columns built for one collection's documents, shared by every copy (snapshot) of
/// its `CollectionData` and kept for one version of the documents: the first scan that wants a
/// column after a change builds it, later scans of that version reuse it.
///
/// Versions come from one process-wide counter, so two copies that changed apart never share
/// a version. A snapshot older than the kept columns builds its own and keeps nothing.
///
/// Memory is bounded by the collection's size: at most `columnLimit` columns and
/// `unwoundLimit` unwound fields are kept, the ones asked for last.
final class ColumnCache: Sendable {
    static let columnLimit = 16
    static let unwoundLimit = 4
    private static let versions = Atomic<UInt64>(0)
    private let kept = Mutex(Kept())

    private struct Kept {
        var version: UInt64 = 0
        var columns: [String: FieldColumn] = [:]
        /// Unwound fields; nil for one that only the documents can unwind.
        var unwound: [String: UnwoundColumn?] = [:]
        /// When each kept column and unwound field was last asked for, counted in asks.
        var columnUses: [String: UInt64] = [:]
        var unwoundUses: [String: UInt64] = [:]
        var asks: UInt64 = 0

        mutating func use(columns names: [String]) {
            asks += 1
            for name in names where columns[name] != nil { columnUses[name] = asks }
        }

        mutating func use(unwound name: String) {
            asks += 1
            if unwound[name] != nil { unwoundUses[name] = asks }
        }

        /// Drops the least recently asked-for entries past `limit`.
        static func trim<Value>(_ entries: inout [String: Value], uses: inout [String: UInt64], to limit: Int) {
            while entries.count > limit, let oldest = uses.min(by: { $0.value < $1.value })?.key {
                entries[oldest] = nil
                uses[oldest] = nil
            }
        }
    }

    /// The names of the columns kept now (for tests).
    var keptColumnNames: Set<String> { kept.withLock { Set($0.columns.keys) } }

    /// A version no documents had before.
    static func nextVersion() -> UInt64 {
        versions.add(1, ordering: .relaxed).newValue
    }

    /// The columns of `names` for the documents `slots` at `version`, built (outside the lock,
    /// so other scans go on) for the ones not kept yet.
    func columns(_ names: [String], version: UInt64, slots: [Document?]) -> [FieldColumn] {
        var found: [String: FieldColumn] = kept.withLock { kept in
            guard kept.version == version else { return [:] }
            kept.use(columns: names)
            return kept.columns.filter { names.contains($0.key) }
        }
        let missing = names.filter { found[$0] == nil }
        if !missing.isEmpty {
            for (name, column) in zip(missing, FieldColumn.build(missing, over: slots)) { found[name] = column }
            keep(version) { kept in
                for name in missing { kept.columns[name] = found[name] }
                kept.use(columns: names)
                Kept.trim(&kept.columns, uses: &kept.columnUses, to: Self.columnLimit)
            }
        }
        return names.map { found[$0]! }
    }

    /// The field `name` of the documents `slots` at `version` unwound, built when not kept yet;
    /// nil when only the documents can unwind it.
    func unwound(_ name: String, version: UInt64, slots: [Document?]) -> UnwoundColumn? {
        let found: UnwoundColumn?? = kept.withLock { kept in
            guard kept.version == version else { return nil }
            kept.use(unwound: name)
            return kept.unwound[name]
        }
        if let found { return found }
        let built = UnwoundColumn.build(name, over: slots)
        keep(version) { kept in
            kept.unwound[name] = .some(built)
            kept.use(unwound: name)
            Kept.trim(&kept.unwound, uses: &kept.unwoundUses, to: Self.unwoundLimit)
        }
        return built
    }

    /// Updates what is kept for `version`, unless newer columns are kept already.
    private func keep(_ version: UInt64, _ update: (inout Kept) -> Void) {
        kept.withLock { kept in
            if kept.version < version { kept = Kept(version: version) }
            guard kept.version == version else { return }
            update(&kept)
        }
    }
}
