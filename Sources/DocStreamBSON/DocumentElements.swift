/// Field-by-field access to a document's bytes where even the names stay bytes: stages that
/// match names against a fixed list ($project, $addFields) and compiled field paths compare
/// UTF-8 instead of making a String per field.
extension Document {
    /// The value of the first field named `name` (UTF-8), as `subscript(key:)` reads it.
    package func value(named name: [UInt8]) -> BSONValue? {
        bytes.withUnsafeBytes { bytes in
            name.withUnsafeBytes { RawValue(typeByte: BSONType.document.rawValue, bytes: bytes).field(named: $0)?.decoded }
        }
    }
}
