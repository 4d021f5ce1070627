import Foundation
import Testing

/// MongoDB's BSON corpus (Resources/bson-corpus, copied into the test bundle; NOTICE.md there
/// says where it comes from), loaded into cases. SPEC.md there says what each kind of case asserts.
enum BSONCorpus {
    static let directory =
        Bundle.module.url(forResource: "bson-corpus", withExtension: nil)
        ?? Bundle.module.bundleURL.appendingPathComponent("bson-corpus")

    /// The names of the corpus's JSON files, in order.
    static let fileNames: [String] = {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []
        return names.filter { $0.hasSuffix(".json") }.sorted()
    }()

    /// Each file's top-level object; nil for a file that is not a JSON object.
    private static func loadFile(_ name: String) -> [String: Any]? {
        guard let data = FileManager.default.contents(atPath: directory.appendingPathComponent(name).path) else { return nil }
        return try? JSONSerialization.jsonObject(with: data) as? [String: Any]
    }

    static let validCases: [ValidCase] = cases("valid") { file, bsonType, entry in
        ValidCase(
            file: file, bsonType: bsonType, description: entry["description"] as? String ?? "",
            canonicalBSON: entry["canonical_bson"] as? String ?? "",
            canonicalExtJSON: entry["canonical_extjson"] as? String ?? "",
            relaxedExtJSON: entry["relaxed_extjson"] as? String,
            degenerateBSON: entry["degenerate_bson"] as? String,
            degenerateExtJSON: entry["degenerate_extjson"] as? String,
            convertedBSON: entry["converted_bson"] as? String,
            convertedExtJSON: entry["converted_extjson"] as? String,
            lossy: entry["lossy"] as? Bool ?? false)
    }

    static let decodeErrorCases: [ErrorCase] = cases("decodeErrors") { file, bsonType, entry in
        ErrorCase(file: file, bsonType: bsonType, description: entry["description"] as? String ?? "", input: entry["bson"] as? String ?? "")
    }

    static let parseErrorCases: [ErrorCase] = cases("parseErrors") { file, bsonType, entry in
        ErrorCase(file: file, bsonType: bsonType, description: entry["description"] as? String ?? "", input: entry["string"] as? String ?? "")
    }

    private static func cases<Case>(_ kind: String, _ make: (String, String, [String: Any]) -> Case) -> [Case] {
        fileNames.flatMap { name in
            let json = loadFile(name) ?? [:]
            let entries = json[kind] as? [[String: Any]] ?? []
            return entries.map { make(name, json["bson_type"] as? String ?? "", $0) }
        }
    }

    /// Whether every file reads as a JSON object.
    static var allFilesLoad: Bool { fileNames.allSatisfy { loadFile($0) != nil } }

    /// Bytes from the corpus's hex strings (either case).
    static func bytes(_ hex: String) -> [UInt8] {
        var bytes: [UInt8] = []
        var iterator = hex.utf8.makeIterator()
        while let high = iterator.next(), let low = iterator.next() {
            bytes.append(UInt8(String(decoding: [high, low], as: UTF8.self), radix: 16) ?? 0)
        }
        return bytes
    }
}

struct ValidCase: Sendable, CustomTestStringConvertible {
    var file: String
    var bsonType: String
    var description: String
    var canonicalBSON: String
    var canonicalExtJSON: String
    var relaxedExtJSON: String?
    var degenerateBSON: String?
    var degenerateExtJSON: String?
    var convertedBSON: String?
    var convertedExtJSON: String?
    var lossy: Bool

    var testDescription: String { "\(file): \(description)" }
}

struct ErrorCase: Sendable, CustomTestStringConvertible {
    var file: String
    var bsonType: String
    var description: String
    /// Hex BSON for decode errors, text for parse errors.
    var input: String

    var testDescription: String { "\(file): \(description)" }
}
