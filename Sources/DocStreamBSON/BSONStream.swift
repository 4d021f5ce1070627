/// Reading a stream of BSON documents laid end to end (the layout of mongodump's .bson files).
extension Document {
    /// Splits and validates concatenated BSON documents. An error names the document's index
    /// and its byte offset in the stream, then the offset of the problem inside it.
    ///
    /// - Throws: `DocStreamError` 22 InvalidBSON for the first document that does not read
    ///   back, or for bytes left over that are not a whole document.
    public static func documents(concatenatedBSON bytes: [UInt8]) throws(DocStreamError) -> [Document] {
        var documents: [Document] = []
        var offset = 0
        while offset < bytes.count {
            let position = "document \(documents.count + 1) at byte \(offset)"
            guard bytes.count - offset >= 5 else {
                throw DocStreamError.invalidBSON("\(bytes.count - offset) trailing bytes are too few for a document").located(position)
            }
            let length = bytes.withUnsafeBytes { Int($0.loadInt32(at: offset)) }
            guard length >= 5, length <= bytes.count - offset else {
                throw DocStreamError.invalidBSON("length \(length) runs past the end of the stream").located(position)
            }
            do {
                documents.append(try Document(bsonBytes: bytes[offset..<(offset + length)]))
            } catch {
                throw error.located(position)
            }
            offset += length
        }
        return documents
    }
}
