import DocStream
import DocStreamBSON
import Foundation

/// A pipeline file: a JSON array of stage documents.
enum PipelineFile {
    /// The stage documents of the file at `path`, with MongoDB's errors for a pipeline that is
    /// not an array of documents.
    static func stages(at path: String) throws -> [Document] {
        guard let data = FileManager.default.contents(atPath: path) else { throw CommandFailure.fileNotOpen(path, reading: true) }
        do throws(DocStreamError) {
            guard case .array(let values) = try ExtendedJSON.parseValue(String(decoding: data, as: UTF8.self)) else {
                throw .typeMismatch("'pipeline' option must be specified as an array")
            }
            return try values.enumerated().map { (index, value) throws(DocStreamError) in
                guard case .document(let stage) = value else {
                    throw .typeMismatch("Each element of the 'pipeline' array must be an object", at: "stage \(index)")
                }
                return stage
            }
        } catch {
            throw CommandFailure(error).located(path)
        }
    }
}
