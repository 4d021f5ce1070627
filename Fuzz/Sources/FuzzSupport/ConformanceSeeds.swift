import DocStreamBSON
import Foundation

/// The commands of the conformance cases (`Tests/ConformanceTests/Cases`), as the command and
/// wire targets' corpora start from them: each case's own command, and a find, an aggregate or
/// an update of collection `c` made of its filter, pipeline or update.
public func conformanceCommands() -> [Document] {
    let cases = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Tests/ConformanceTests/Cases")
    var seeds: [Document] = []
    let files = FileManager.default.enumerator(at: cases, includingPropertiesForKeys: nil)?.compactMap { $0 as? URL } ?? []
    for file in files where file.pathExtension == "json" {
        guard let text = try? String(contentsOf: file, encoding: .utf8), let value = try? ExtendedJSON.parseValue(text) else { continue }
        collectSeeds(in: value, into: &seeds)
    }
    return seeds
}

/// Writes each input to `directory` as a file of its own.
public func writeSeeds(_ inputs: [[UInt8]], to directory: String) {
    do {
        for (index, input) in inputs.enumerated() {
            try Data(input).write(to: URL(fileURLWithPath: directory).appendingPathComponent("seed-\(index)"))
        }
    } catch {
        fatalError("cannot write the seeds: \(error)")
    }
}

/// The commands a conformance file's value holds, at any depth.
private func collectSeeds(in value: BSONValue, into seeds: inout [Document]) {
    switch value {
    case .array(let elements):
        for element in elements { collectSeeds(in: element, into: &seeds) }
    case .document(let document):
        if case .document(let command)? = document["command"] { seeds.append(command) }
        if case .array(let pipeline)? = document["pipeline"] { seeds.append(["aggregate": "c", "pipeline": .array(pipeline), "cursor": [:]]) }
        if case .document(let filter)? = document["filter"] {
            if let update = document["update"] {
                seeds.append(["update": "c", "updates": [["q": .document(filter), "u": update, "multi": true, "upsert": true]]])
            } else {
                seeds.append(["find": "c", "filter": .document(filter)])
            }
        }
        for (_, child) in document { collectSeeds(in: child, into: &seeds) }
    default:
        break
    }
}
