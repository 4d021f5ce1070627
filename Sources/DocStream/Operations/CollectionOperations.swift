import DocStreamBSON
import Foundation

/// The CRUD operations on one collection, shared by the database commands and the Swift API,
/// so both give the same results and errors.
struct CollectionOperations: Sendable {
    let store: Store
    let namespace: Namespace

    /// The current time as MongoDB stores it ($currentDate, generated values).
    static func now() -> BSONDateTime { BSONDateTime(Date()) }
}
