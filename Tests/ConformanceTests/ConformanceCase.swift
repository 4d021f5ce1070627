import DocStreamBSON
import Foundation
import Testing

/// One conformance case: an element of a case file's "cases" array.
///
/// A case file, `Cases/<area>/<name>.json`, is one Extended JSON document:
/// `{"source": "<manual page and example>", "documents": [<the collection before>],
///   "cases": [{"description": "...", "source": "<optional, more precise>", ...area fields...}]}`.
/// Expected values in the files are written by hand from the documentation named in "source".
/// A file with `"requires": "ICU"` holds collations, whose cases exist only in builds with ICU
/// (not the bundled build, where CollationAvailabilityTests shows collations refused).
struct ConformanceCase: Sendable, CustomTestStringConvertible {
    let file: String
    let source: String
    let documents: [Document]
    /// The names of the file's own fields ("source", "documents", "cases", ...).
    let fileFields: Set<String>
    let spec: Document

    var description: String { spec["description"]?.stringValue ?? "(no description)" }
    var testDescription: String { "\(file): \(description)" }

    /// When the case expects an error ("error": {"code": N, "message"?: "..."}), checks that
    /// `outcome` failed with that code (and message, when given) and returns true; the
    /// caller then has nothing more to check.
    func checkExpectedError<Value>(_ outcome: Result<Value, DocStreamError>, sourceLocation: SourceLocation = #_sourceLocation) -> Bool {
        guard let expectedError = spec["error"] else { return false }
        guard let expected = expectedError.documentValue, let code = expected["code"] else {
            Issue.record("\"error\" must be a document with a \"code\" (\(source))", sourceLocation: sourceLocation)
            return true
        }
        switch outcome {
        case .success(let value):
            Issue.record("expected error \(expected), got \(value) (\(source))", sourceLocation: sourceLocation)
        case .failure(let error):
            #expect(BSONValue.int32(Int32(error.code)).isMongoEqual(to: code), "\(error) (\(source))", sourceLocation: sourceLocation)
            if let message = expected["message"]?.stringValue {
                #expect(error.message == message, "\(source)", sourceLocation: sourceLocation)
            }
        }
        return true
    }

    /// Whether this build has ICU, which collations need.
    #if canImport(CICU)
        static let hasICU = true
    #else
        static let hasICU = false
    #endif

    /// Every case of every file in `Cases/<area>/`, in file name order.
    static func all(area: String) -> [ConformanceCase] {
        let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("Cases").appendingPathComponent(area)
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        return names.filter { $0.hasSuffix(".json") }.sorted().flatMap { name -> [ConformanceCase] in
            let url = folder.appendingPathComponent(name)
            do {
                let text = try String(contentsOf: url, encoding: .utf8)
                let file = try Document(extendedJSON: text)
                if file["requires"] == "ICU", !hasICU { return [] }
                let source = file["source"]?.stringValue ?? ""
                let documents = (file["documents"]?.arrayValue ?? []).compactMap(\.documentValue)
                let cases = (file["cases"]?.arrayValue ?? []).compactMap(\.documentValue)
                return cases.map {
                    ConformanceCase(file: name, source: $0["source"]?.stringValue ?? source, documents: documents, fileFields: Set(file.keys), spec: $0)
                }
            } catch {
                // A broken file becomes a case that fails with the parse error.
                return [ConformanceCase(file: name, source: "", documents: [], fileFields: [], spec: ["description": .string("file does not parse: \(error)")])]
            }
        }
    }
}
