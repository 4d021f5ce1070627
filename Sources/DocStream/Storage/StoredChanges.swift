import DocStreamBSON
import Synchronization

/// The changes to a stored collection (`StoredCollection`) since its record store was read as
/// the collection's base: one log for every version of the collection, each of which sees the
/// log's first so many changes. A write by `_id` appends its changes and makes a new version;
/// the versions before it (a transaction's snapshot) still see what they saw.
///
/// Every change carries the document before it as well as after, so what a document is in any
/// version follows from the logs alone, whichever state the record store holds: a checkpoint
/// writes a version's changes into the record store while older versions may still be read.
/// After it, the store's versions go on in a new log (`successor`) that begins where the
/// written version ends; an older version finds there what a document was before the changes
/// written by later checkpoints.
///
/// A transaction's writes go to a log of its own over the version it began with (`base`):
/// they are the transaction's until its commit appends them to the store's log.
final class StoredChanges: Sendable {
    private struct State {
        var mutations: [DocumentMutation] = []
        /// Where each `_id`'s changes are in `mutations`, in order.
        var positions: [MongoEqualityKey: [Int]] = [:]
        /// Set once a checkpoint wrote some of the changes into the record store, which from
        /// then on may hold a later state than a version's base.
        var reachedStore = false
        /// The log the store's versions went on in after a checkpoint wrote this one's.
        var successor: StoredChanges?
        /// For each unique index checked so far, by name, where the changes' documents go in it.
        var keyed: [String: KeyedIDs] = [:]
    }

    /// The `_id`s of the documents the first `covered` changes left, by the keys they give an
    /// index.
    private struct KeyedIDs {
        let specification: IndexSpecification
        var covered = 0
        var ids: [StorageKey: [MongoEqualityKey]] = [:]
    }

    /// A version of a log: the log and how many of its changes the version sees.
    struct Version: Sendable {
        let changes: StoredChanges
        let length: Int
    }

    private let state: Mutex<State>
    /// For a transaction's log, the version of the store's log its changes are made over.
    private let base: Version?

    init(_ mutations: some Sequence<DocumentMutation> = [], over base: Version? = nil) {
        var initial = State()
        for mutation in mutations { Self.append(mutation, to: &initial) }
        state = Mutex(initial)
        self.base = base
    }

    private static func append(_ mutation: DocumentMutation, to state: inout State) {
        state.positions[MongoEqualityKey(mutation.documentKey), default: []].append(state.mutations.count)
        state.mutations.append(mutation)
    }

    /// Whether a checkpoint wrote some of the changes (or, for a transaction's log, of its
    /// base's) into the record store.
    var reachedStore: Bool {
        base?.changes.reachedStore ?? state.withLock { $0.reachedStore }
    }

    func noteReachedStore() {
        state.withLock { $0.reachedStore = true }
    }

    /// Links the log the store's versions go on in once a checkpoint wrote this one's changes.
    func noteSuccessor(_ successor: StoredChanges) {
        state.withLock { state in
            precondition(state.successor == nil, "a log is rebased once")
            state.successor = successor
        }
    }

    /// Appends `mutations` after the first `length` changes; false, appending nothing, when the
    /// log holds more: a version other than the newest may not write.
    func append(_ mutations: [DocumentMutation], after length: Int) -> Bool {
        state.withLock { state in
            guard state.mutations.count == length else { return false }
            for mutation in mutations { Self.append(mutation, to: &state) }
            return true
        }
    }

    /// The changes from `start` up to `end`.
    func mutations(from start: Int, upTo end: Int) -> [DocumentMutation] {
        state.withLock { Array($0.mutations[start..<end]) }
    }

    /// What the document of an `_id` is in the version that sees the first `length` changes.
    enum Lookup {
        /// No change names the `_id`: the record store's document (or its absence) stands.
        case unchanged
        /// The document, nil when there is none.
        case changed(Document?)
    }

    /// The document of `key` in the version that sees the first `length` changes: as the last
    /// change before `length` left it; else as the first change after found it, in this log or
    /// a successor, which is the version's base, whatever a checkpoint wrote since; else, for a
    /// transaction's log, as its base has it; else the record store's.
    func lookup(_ key: MongoEqualityKey, seenBy length: Int) -> Lookup {
        let (own, successor) = state.withLock { state in
            (state.positions[key].map { Self.document(of: $0, in: state.mutations, seenBy: length) }, state.successor)
        }
        if let own { return .changed(own) }
        if let base { return base.changes.lookup(key, seenBy: base.length) }
        for log in Self.logs(from: successor) {
            if let first = log.state.withLock({ state in state.positions[key].map { state.mutations[$0[0]].before } }) { return .changed(first) }
        }
        return .unchanged
    }

    /// Every `_id` the version that sees the first `length` changes has other than in the
    /// record store, with its document there (nil: none) and whether a change of this log
    /// before `length` made it so, in the order the `_id`s were first changed: the order in
    /// which a collection that made the changes holds the documents it added. For a
    /// transaction's log its base's come first; for an older version, the `_id`s only its
    /// successors changed come last, as they were before those changes.
    func documents(seenBy length: Int) -> [(key: MongoEqualityKey, document: Document?, isChanged: Bool)] {
        let (own, successor) = state.withLock { state in
            (
                Self.inFirstChangeOrder(state).map { key, positions in
                    (key: key, document: Self.document(of: positions, in: state.mutations, seenBy: length), isChanged: positions[0] < length)
                }, state.successor
            )
        }
        if let base {
            var merged = base.changes.documents(seenBy: base.length)
            let index = Dictionary(merged.indices.map { (merged[$0].key, $0) }) { first, _ in first }
            for entry in own {
                if let at = index[entry.key] { merged[at] = entry } else { merged.append(entry) }
            }
            return merged
        }
        guard successor != nil else { return own }
        var result = own
        var seen = Set(own.map(\.key))
        for log in Self.logs(from: successor) {
            let firsts = log.state.withLock { state in Self.inFirstChangeOrder(state).map { ($0.key, state.mutations[$0.positions[0]].before) } }
            for (key, before) in firsts where seen.insert(key).inserted { result.append((key, before, false)) }
        }
        return result
    }

    /// The `_id`s of the documents that a change of this log (and, for a transaction's log, of
    /// its base) left giving `index` the key whose `StorageKey` is `key`: whether one holds it
    /// in a version the caller checks against the version, since a later change may have taken
    /// it away. The changes' keys are made once, as the log grows.
    func ids(withKey key: StorageKey, in index: CollectionIndex) -> [MongoEqualityKey] {
        let own = state.withLock { state in
            var keyed =
                state.keyed[index.name].flatMap { $0.specification.defines(index.specification) ? $0 : nil }
                ?? KeyedIDs(specification: index.specification)
            for mutation in state.mutations[keyed.covered...] {
                // The documents went through the index when they were written: their keys are good.
                guard let document = mutation.after, let keys = try? index.keys(for: document).keys else { continue }
                for documentKey in keys {
                    guard let storageKey = try? RecordStore.StoredIndex.storageKey(documentKey, directions: index.specification.keyDirections) else { continue }
                    keyed.ids[storageKey, default: []].append(MongoEqualityKey(mutation.documentKey))
                }
            }
            keyed.covered = state.mutations.count
            state.keyed[index.name] = keyed
            return keyed.ids[key] ?? []
        }
        return own + (base?.changes.ids(withKey: key, in: index) ?? [])
    }

    /// How many documents the version that sees the first `length` changes holds beyond the
    /// log's base: one for each `_id` it holds that the base did not, less one for each the
    /// base held that it does not; for a transaction's log, with its base's change.
    func countChange(seenBy length: Int) -> Int {
        let baseChange = base.map { $0.changes.countChange(seenBy: $0.length) } ?? 0
        return baseChange
            + state.withLock { state in
                var change = 0
                for positions in state.positions.values {
                    let existedAtBase = state.mutations[positions[0]].before != nil
                    let exists = Self.document(of: positions, in: state.mutations, seenBy: length) != nil
                    change += (exists ? 1 : 0) - (existedAtBase ? 1 : 0)
                }
                return change
            }
    }

    /// `first` and the successors after it, in order.
    private static func logs(from first: StoredChanges?) -> UnfoldSequence<StoredChanges, StoredChanges?> {
        sequence(state: first) { next in
            guard let log = next else { return nil }
            next = log.state.withLock { $0.successor }
            return log
        }
    }

    private static func inFirstChangeOrder(_ state: State) -> [(key: MongoEqualityKey, positions: [Int])] {
        state.positions.sorted { $0.value[0] < $1.value[0] }.map { ($0.key, $0.value) }
    }

    private static func document(of positions: [Int], in mutations: [DocumentMutation], seenBy length: Int) -> Document? {
        if let last = positions.last(where: { $0 < length }) { return mutations[last].after }
        return mutations[positions[0]].before
    }
}

extension DocumentMutation {
    /// The document as the change left it; nil for a delete.
    var after: Document? {
        switch self {
        case .insert(let document), .update(_, let document), .replace(_, let document): document
        case .delete: nil
        }
    }

    /// The document as the change found it; nil for an insert.
    var before: Document? {
        switch self {
        case .insert: nil
        case .update(let document, _), .replace(let document, _), .delete(let document): document
        }
    }
}
