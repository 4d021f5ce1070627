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
    private let kept = Mutex<(version: UInt64, columns: [String: FieldColumn])>((0, [:]))

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
            kept.withLock { kept in
                if kept.version < version { kept = (version, [:]) }
                guard kept.version == version else { return }
                for name in missing { kept.columns[name] = found[name] }
            }
        }
        return names.map { found[$0]! }
    }
}
