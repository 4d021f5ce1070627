import DocStreamBSON

/// The errors of update operators, with MongoDB's codes and the server's message shapes
/// (src/mongo/db/update/*.cpp, update_driver.cpp, path_support.cpp).
enum UpdateError {
    /// 28 PathNotViable: a path that would have to go through a value that cannot hold it.
    static func pathNotViable(_ message: String) -> DocStreamError {
        DocStreamError(.pathNotViable, message)
    }

    /// 34 CannotBackfillArray: setting an index far past the end of an array.
    static func cannotBackfillArray(limit: Int) -> DocStreamError {
        DocStreamError(.cannotBackfillArray, "can't backfill more than \(limit) elements")
    }

    /// 40 ConflictingUpdateOperators: two operators on one path, or on a path and its prefix.
    static func conflict(path: String, at conflict: String) -> DocStreamError {
        DocStreamError(
            .conflictingUpdateOperators, "Updating the path '\(path)' would create a conflict at '\(conflict)'")
    }

    /// 40 ConflictingUpdateOperators found while applying: `$`, `$[]` or `$[id]` reaching a
    /// path another operator of the update also changes.
    static func conflictWhileApplying(at path: String) -> DocStreamError {
        DocStreamError(.conflictingUpdateOperators, "Update created a conflict at '\(path)'")
    }

    /// 52 DollarPrefixedFieldName.
    static func dollarPrefixedField(_ name: String, path: String) -> DocStreamError {
        DocStreamError(
            .dollarPrefixedFieldName,
            "The dollar ($) prefixed field '\(name)' in '\(path)' is not allowed in the context of an update's replacement document. Consider using an aggregation pipeline with $replaceWith."
        )
    }

    /// 53 InvalidIdField.
    static func invalidIdField(_ message: String) -> DocStreamError {
        DocStreamError(.invalidIdField, message)
    }

    /// 54 NotSingleValueField.
    static func notSingleValueField(_ message: String) -> DocStreamError {
        DocStreamError(.notSingleValueField, message)
    }

    /// 56 EmptyFieldName.
    static func emptyFieldName(_ message: String) -> DocStreamError {
        DocStreamError(.emptyFieldName, message)
    }

    /// 66 ImmutableField: an update that would change `_id`.
    static func immutableField(_ message: String) -> DocStreamError {
        DocStreamError(.immutableField, message)
    }

    /// 111 NotExactValueField.
    static func notExactValueField(_ message: String) -> DocStreamError {
        DocStreamError(.notExactValueField, message)
    }
}
