import DocStreamBSON
import Synchronization

/// The documents open transactions have written, by namespace and `_id`: a plain write to one
/// of them waits for its transaction to end, and another transaction's write to it is a write
/// conflict, as MongoDB's document locks make them. Its lock is taken last, with the store's
/// or a transaction's held, and holds no other.
final class TransactionClaims: Sendable {
    private let claims = Mutex<[Namespace: [MongoEqualityKey: Transaction]]>([:])
    /// How many documents are claimed: a plain write looks no further when there are none.
    private let count = Atomic<Int>(0)

    /// Claims the documents the mutations change for `transaction`; the transaction that
    /// already holds one of them, if another.
    func claim(_ namespace: Namespace, _ mutations: [DocumentMutation], for transaction: Transaction) -> Transaction? {
        claims.withLock { claims in
            var held = claims[namespace] ?? [:]
            defer { claims[namespace] = held }
            for mutation in mutations {
                let key = MongoEqualityKey(mutation.documentKey)
                if let holder = held[key], holder !== transaction, holder.isOpen { return holder }
            }
            for mutation in mutations where held.updateValue(transaction, forKey: MongoEqualityKey(mutation.documentKey)) == nil {
                count.add(1, ordering: .relaxed)
            }
            return nil
        }
    }

    /// The open transaction holding a document the mutations change, if any.
    func holder(_ namespace: Namespace, _ mutations: [DocumentMutation]) -> Transaction? {
        guard count.load(ordering: .relaxed) > 0 else { return nil }
        return claims.withLock { claims in
            guard let held = claims[namespace] else { return nil }
            return mutations.lazy.compactMap { held[MongoEqualityKey($0.documentKey)] }.first { $0.isOpen }
        }
    }

    /// Lets go of the transaction's documents once it has ended.
    func release(_ transaction: Transaction) {
        claims.withLock { claims in
            for namespace in Array(claims.keys) {
                let before = claims[namespace]!.count
                claims[namespace] = claims[namespace]!.filter { $0.value !== transaction }
                count.subtract(before - claims[namespace]!.count, ordering: .relaxed)
                if claims[namespace]!.isEmpty { claims[namespace] = nil }
            }
        }
    }
}

/// A plain write that changes a document an open transaction wrote: it is taken back, and the
/// operation runs again once the transaction has ended, as MongoDB's writes wait on the
/// transaction's document locks (`Store.waitingForTransactions`).
final class TransactionWait: Sendable {
    /// The transaction the last attempt found in its way.
    let holder = Mutex<Transaction?>(nil)

    @TaskLocal static var current: TransactionWait?
}
