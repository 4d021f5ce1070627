import DocStreamBSON

/// One document change as a write made it, kept for change events: what kind, and the
/// documents before and after (copy-on-write byte arrays, so keeping them costs a reference).
enum DocumentMutation: Sendable {
    case insert(Document)
    /// An update by operators or a pipeline: the event describes it with `updateDescription`.
    case update(before: Document, after: Document)
    /// A replacement-style update: the event carries the new document whole.
    case replace(before: Document, after: Document)
    case delete(Document)

    /// How an update is reported: MongoDB emits "replace" for a replacement document and
    /// "update" for everything else.
    enum UpdateStyle: Sendable {
        case update
        case replacement
    }

    var isInsert: Bool {
        if case .insert = self { true } else { false }
    }

    /// The bytes of the documents the change holds.
    var documentBytes: Int {
        switch self {
        case .insert(let document), .delete(let document): document.bytes.count
        case .update(let before, let after), .replace(let before, let after): before.bytes.count + after.bytes.count
        }
    }

    /// The `_id` of the document changed.
    var documentKey: BSONValue {
        switch self {
        case .insert(let document), .delete(let document), .update(_, let document), .replace(_, let document): document["_id"] ?? .null
        }
    }
}
