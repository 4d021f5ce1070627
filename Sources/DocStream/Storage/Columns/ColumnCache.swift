import DocStreamBSON
import Synchronization

/// The field columns built for one collection's documents, shared by every copy (snapshot) of
/// its `CollectionData` and kept for one version of the documents: the first scan that wants a
/// column after a change builds it, later scans of that version reuse it.
///
/// Versions come from one process-wide counter, so two copies that changed apart never share
/// a version. A snapshot older than the kept columns builds its own and keeps nothing.
final class ColumnCache: Sendable {
    private static let versions = Atomic<UInt64>(0)
    private let kept = Mutex(Kept())

    private struct Kept {
        var version: UInt64 = 0
        var columns: [String: FieldColumn] = [:]
        /// Unwound fields; nil for one that only the documents can unwind.
        var unwound: [String: UnwoundColumn?] = [:]
    }

    /// A version no documents had before.
    static func nextVersion() -> UInt64 {
        versions.add(1, ordering: .relaxed).newValue
    }

    /// The columns of `names` for the documents `slots` at `version`, built (outside the lock,
    /// so other scans go on) for the ones not kept yet.
    func columns(_ names: [String], version: UInt64, slots: [Document?]) -> [FieldColumn] {
        var found: [String: FieldColumn] = kept.withLock { kept in
            guard kept.version == version else { return [:] }
            return kept.columns.filter { names.contains($0.key) }
        }
        let missing = names.filter { found[$0] == nil }
        if !missing.isEmpty {
            for (name, column) in zip(missing, FieldColumn.build(missing, over: slots)) { found[name] = column }
            keep(version) { kept in
                for name in missing { kept.columns[name] = found[name] }
            }
        }
        return names.map { found[$0]! }
    }

    /// The field `name` of the documents `slots` at `version` unwound, built when not kept yet;
    /// nil when only the documents can unwind it.
    func unwound(_ name: String, version: UInt64, slots: [Document?]) -> UnwoundColumn? {
        let found: UnwoundColumn?? = kept.withLock { kept in kept.version == version ? kept.unwound[name] : nil }
        if let found { return found }
        let built = UnwoundColumn.build(name, over: slots)
        keep(version) { kept in kept.unwound[name] = .some(built) }
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
