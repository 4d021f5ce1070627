import DocStreamBSON
import Synchronization

/// The changes to a stored collection (`StoredCollection`) since its record store was read as
/// the collection's base: one log for every version of the collection, each of which sees the
/// log's first so many changes. A write by `_id` appends its changes and makes a new version;
/// the versions before it (a transaction's snapshot) still see what they saw.
///
/// Every change carries the document before it as well as after, so what a document is in any
/// version follows from the log alone, whichever state the record store holds: a checkpoint
/// writes a version's changes into the record store while older versions may still be read.
final class StoredChanges: Sendable {
    private struct State {
        var mutations: [DocumentMutation] = []
        /// Where each `_id`'s changes are in `mutations`, in order.
        var positions: [MongoEqualityKey: [Int]] = [:]
        /// Set once a checkpoint wrote some of the changes into the record store, which from
        /// then on may hold a later state than a version's base.
        var reachedStore = false
    }

    private let state: Mutex<State>

    init(_ mutations: some Sequence<DocumentMutation> = []) {
        var initial = State()
        for mutation in mutations { Self.append(mutation, to: &initial) }
        state = Mutex(initial)
    }

    private static func append(_ mutation: DocumentMutation, to state: inout State) {
        state.positions[MongoEqualityKey(mutation.documentKey), default: []].append(state.mutations.count)
        state.mutations.append(mutation)
    }

    /// Whether a checkpoint wrote some of the changes into the record store.
    var reachedStore: Bool {
        state.withLock { $0.reachedStore }
    }

    func noteReachedStore() {
        state.withLock { $0.reachedStore = true }
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
    /// change before `length` left it; else as the first change after found it, which is the
    /// version's base, whatever a checkpoint wrote since; else the record store's.
    func lookup(_ key: MongoEqualityKey, seenBy length: Int) -> Lookup {
        state.withLock { state in
            guard let positions = state.positions[key] else { return .unchanged }
            return .changed(Self.document(of: positions, in: state.mutations, seenBy: length))
        }
    }

    /// Every `_id` the log names, with its document in the version that sees the first
    /// `length` changes (nil: none) and whether a change before `length` made it so (else it
    /// is the base's), in the order the `_id`s were first changed: the order in which a
    /// collection that made the changes holds the documents it added.
    func documents(seenBy length: Int) -> [(key: MongoEqualityKey, document: Document?, isChanged: Bool)] {
        state.withLock { state in
            state.positions.sorted { $0.value[0] < $1.value[0] }.map { key, positions in
                (key, Self.document(of: positions, in: state.mutations, seenBy: length), positions[0] < length)
            }
        }
    }

    /// How many documents the version that sees the first `length` changes holds beyond the
    /// log's base: one for each `_id` it holds that the base did not, less one for each the
    /// base held that it does not.
    func countChange(seenBy length: Int) -> Int {
        state.withLock { state in
            var change = 0
            for positions in state.positions.values {
                let existedAtBase = state.mutations[positions[0]].before != nil
                let exists = Self.document(of: positions, in: state.mutations, seenBy: length) != nil
                change += (exists ? 1 : 0) - (existedAtBase ? 1 : 0)
            }
            return change
        }
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
