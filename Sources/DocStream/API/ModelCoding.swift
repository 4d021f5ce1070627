import DocStreamBSON

/// How typed collections turn models into documents and back, with Codable's errors turned
/// into DocStream's one error type: what failed, and where (the coding path).
struct ModelCoding: Sendable {
    let encoder: BSONEncoder
    let decoder: BSONDecoder

    func document<Model: Encodable>(_ model: Model) throws(DocStreamError) -> Document {
        do {
            return try encoder.encode(model)
        } catch {
            throw Self.failure(error, encoding: true, of: Model.self)
        }
    }

    func model<Model: Decodable>(_ type: Model.Type, from document: Document) throws(DocStreamError) -> Model {
        do {
            return try decoder.decode(type, from: document)
        } catch {
            throw Self.failure(error, encoding: false, of: Model.self).located("document _id \(document["_id"]?.extendedJSON(.relaxed) ?? "none")")
        }
    }

    /// 241 ConversionFailure (a model and a document are converted one into the other, and
    /// MongoDB's code for a failed conversion), the message from the coding error saying which
    /// way, the location the coding path ("field 'addresses.1.city'").
    static func failure(_ error: any Error, encoding: Bool, of type: Any.Type) -> DocStreamError {
        let verb = encoding ? "encode" : "decode"
        let (path, description): ([any CodingKey], String) =
            switch error {
            case EncodingError.invalidValue(_, let context): (context.codingPath, context.debugDescription)
            case DecodingError.typeMismatch(_, let context), DecodingError.valueNotFound(_, let context), DecodingError.dataCorrupted(let context):
                (context.codingPath, context.debugDescription)
            case DecodingError.keyNotFound(let key, let context): (context.codingPath + [key], "no field \(key.stringValue.debugDescription)")
            default: ([], "\(error)")
            }
        // Escaped (a field name may hold a NUL byte or other control characters).
        let field = path.map { $0.intValue.map(String.init) ?? String($0.stringValue.debugDescription.dropFirst().dropLast()) }.joined(separator: ".")
        return DocStreamError(
            .conversionFailure, "cannot \(verb) \(type): \(description)", location: field.isEmpty ? nil : "field '\(field)'")
    }
}
