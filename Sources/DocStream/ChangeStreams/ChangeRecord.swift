import DocStreamBSON
import Foundation
import Synchronization

/// One committed change in the change log: the raw material of one change event, turned into
/// an event document only when a watcher reads it (`ChangeEventBuilder`).
struct ChangeRecord: Sendable {
    enum Kind: Sendable {
        case document(DocumentMutation)
        /// A collection drop.
        case drop
        /// A view's drop: database and cluster streams see it, a stream of that name does not.
        case dropView
        case dropDatabase
        /// The collection took this name (renameCollection).
        case rename(to: Namespace)
        /// The events MongoDB shows with `showExpandedEvents` only: a collection created (with
        /// its options), its options changed (collMod: the settings given, and the options
        /// before, and for an index's the index's options before), indexes created or dropped
        /// (their specifications).
        case create(options: Document)
        case modify(description: Document, previous: Document, previousIndex: Document? = nil)
        case createIndexes([Document])
        case dropIndexes([Document])

        var isExpanded: Bool {
            switch self {
            case .create, .modify, .createIndexes, .dropIndexes: true
            case .document, .drop, .dropView, .dropDatabase, .rename: false
            }
        }

        /// Whether the change is to a view (its create, collMod or drop), which only database
        /// and cluster streams see, as MongoDB reports views' changes.
        var isView: Bool {
            switch self {
            case .dropView: true
            case .create(let options): options["viewOn"] != nil
            case .modify(_, let previous, _): previous["viewOn"] != nil
            default: false
            }
        }

        var isDatabaseDrop: Bool {
            if case .dropDatabase = self { true } else { false }
        }
    }

    /// The record's place in the log: one more than the record before it.
    let sequence: Int64
    /// Unique and increasing in commit order, so it also orders resume tokens.
    let clusterTime: BSONTimestamp
    let wallTime: BSONDateTime
    let database: String
    /// Nil for dropDatabase.
    let collection: String?
    /// Its events' `collectionUUID` with showExpandedEvents (`ChangeStamp.collectionUUID`).
    let collectionUUID: UUID?
    /// `ChangeStamp.keepsImages`.
    let keepsImages: Bool
    /// The transaction that made the change, and the change's place among its events; they
    /// carry `txnNumber` and `lsid`, and share the commit's cluster time.
    let transaction: TransactionEvent?
    let kind: Kind
    /// The record's event documents once built, shared by the streams that read it. Made when
    /// the log first hands the record to a reader (read from the log, or routed to a stream's
    /// inbox), so the records of writes nobody watches allocate none.
    var events: ChangeEventCache?

    /// The record's place among its transaction's events (0 outside one), in its resume token.
    var eventIndex: UInt32 { transaction?.index ?? 0 }

    /// What the record costs the log's byte budget.
    var retainedBytes: Int { kind.retainedBytes }

    /// What a dropped record's place holds until the log compacts: nothing to release.
    static let dropped = ChangeRecord(
        sequence: -1, clusterTime: BSONTimestamp(seconds: 0, increment: 0), wallTime: BSONDateTime(millisecondsSinceEpoch: 0),
        database: "", collection: nil, collectionUUID: nil, keepsImages: false, transaction: nil, kind: .drop, events: nil)
}

extension ChangeRecord.Kind {
    /// What a record of this kind costs the log's byte budget: its documents plus a fixed overhead.
    var retainedBytes: Int {
        switch self {
        case .document(let mutation): Self.retainedBytes(of: mutation)
        case .drop, .dropView, .dropDatabase, .rename, .create, .modify, .createIndexes, .dropIndexes: Self.fixedRetainedBytes
        }
    }

    /// What a record of a document change costs the log's byte budget.
    static func retainedBytes(of mutation: DocumentMutation) -> Int {
        mutation.documentBytes + fixedRetainedBytes
    }

    /// What any record costs beyond its documents.
    private static let fixedRetainedBytes = 128
}

/// A change made by a transaction: the transaction, and the change's place among its events.
struct TransactionEvent: Sendable {
    let identity: TransactionIdentity
    let index: UInt32
}

/// When a committed change happened, as its events report it: the cluster time of its first
/// event (each later one is one increment on) and the wall-clock time. The store takes it from
/// the change log before journaling the change, so the journal records it too.
struct ChangeStamp: Sendable, Equatable {
    var clusterTime: BSONTimestamp
    var wallTime: BSONDateTime
    /// The UUID of the collection the change is to (`collectionUUID` in its events); nil for
    /// a database's drop, a view's changes and records written before collections had UUIDs.
    var collectionUUID: UUID?
    /// Whether the change's documents before and after it serve as its pre- and post-images:
    /// its collection had changeStreamPreAndPostImages enabled when it was made.
    var keepsImages = false

    /// The cluster time of the event `offset` places after the first.
    func clusterTime(at offset: Int) -> BSONTimestamp {
        BSONTimestamp(seconds: clusterTime.seconds, increment: clusterTime.increment + UInt32(offset))
    }
}

/// The event documents built from one record, by the options they depend on, so that streams
/// with the same options share one build (the costly part of delivering an event) instead of
/// each building its own.
final class ChangeEventCache: Sendable {
    private let built = Mutex<[(variant: UInt8, event: Document)]>([])

    /// The event of `variant`, built by `build` the first time.
    func event(_ variant: UInt8, build: () -> Document) -> Document {
        if let event = built.withLock({ $0.first { $0.variant == variant }?.event }) { return event }
        let event = build()
        built.withLock { built in
            if !built.contains(where: { $0.variant == variant }) { built.append((variant, event)) }
        }
        return event
    }
}
