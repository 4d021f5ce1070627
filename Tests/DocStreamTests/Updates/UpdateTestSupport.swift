import DocStream
import DocStreamBSON
import Testing

/// Helpers for the update tests, in one namespace so that they cannot clash with other suites'.
enum UpdateTesting {
    /// Reads relaxed Extended JSON, where `1` is an int32 and `1.5` a double, as MongoDB's
    /// shell writes documents in the manual.
    static func document(_ text: String) -> Document {
        do {
            return try Document(extendedJSON: text)
        } catch {
            preconditionFailure("bad test JSON \(text): \(error)")
        }
    }

    /// A fixed time for $currentDate: 2024-01-02T03:04:05.678Z.
    static let now = BSONDateTime(millisecondsSinceEpoch: 1_704_164_645_678)

    /// `document` after `update`.
    static func updated(_ document: String, _ update: String, position: Int? = nil) throws(DocStreamError) -> Document {
        let specification = try UpdateSpecification(self.document(update))
        return try specification.apply(to: self.document(document), matchedArrayPosition: position, now: now)
    }

    /// The error `update` raises, compiling or applying it to `document`; nil when it succeeds.
    static func error(_ document: String, _ update: String, position: Int? = nil) -> DocStreamError? {
        do {
            _ = try updated(document, update, position: position)
            return nil
        } catch {
            return error
        }
    }

    /// Compares field order and BSON types, not only MongoDB equality.
    static func expect(_ actual: Document, _ expected: String, sourceLocation: SourceLocation = #_sourceLocation) {
        let expectedDocument = document(expected)
        #expect(
            actual == expectedDocument, "\(actual.extendedJSON(.canonical)) is not \(expectedDocument.extendedJSON(.canonical))",
            sourceLocation: sourceLocation)
    }
}
