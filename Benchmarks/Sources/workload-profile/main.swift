import BenchmarkData
import DocStream
import DocStreamBSON
import Foundation
import Workloads

// workload-profile WORKLOAD SIZE: runs one workload's DocStream form once through the
// synchronous interfaces (Pipeline cursors, CommandSession), for valgrind --tool=callgrind,
// which cannot follow Swift's async runtime. Set-up is in the profile too: compare a run
// against one of a cheap workload (W1) to see the work itself.
let arguments = CommandLine.arguments
guard arguments.count == 3, let count = Int(arguments[2]) else {
    FileHandle.standardError.write(Data("usage: workload-profile WORKLOAD SIZE\n".utf8))
    exit(2)
}
do {
    let dataSet = DataSet(count: count)
    try dataSet.generateIfMissing()
    guard let workload = try Workload.all().first(where: { $0.id == arguments[1] }) else { throw WorkloadError("no workload \(arguments[1])") }
    let documents = try dataSet.documents()
    let session = CommandSession(store: Store())
    func command(_ command: Document) throws {
        let reply = session.run(command)
        guard reply["ok"] == .double(1), reply["writeErrors"] == nil else { throw WorkloadError("\(reply)") }
    }
    func update(_ id: ObjectId, upsert: Bool) throws {
        try command(["update": "drinks", "updates": [["q": ["_id": .objectId(id)], "u": .document(workload.update), "upsert": .bool(upsert)]]])
    }
    if workload.operation != .load, workload.operation != .insertMany {
        try command(["insert": "drinks", "documents": .array(documents.map(BSONValue.document))])
    }
    var summary = CheckSummary(workload.checks)
    switch workload.operation {
    case .aggregate:
        var cursor = try Pipeline(workload.pipeline).cursor(over: documents)
        while let document = try cursor.next() { summary.add(document) }
    case .load:
        for document in try ExtendedJSON.parseDocuments(Data(contentsOf: dataSet.ndjson)) { summary.add(document) }
    case .insertMany:
        try command(["insert": "drinks", "documents": .array(documents.map(BSONValue.document))])
    case .updateMany:
        try command(["update": "drinks", "updates": [["q": .document(workload.filter), "u": .document(workload.update), "multi": true]]])
    case .updateOne:
        for id in dataSet.updateIDs { try update(id, upsert: false) }
    case .upsert:
        for id in dataSet.upsertIDs { try update(id, upsert: true) }
    }
    print(summary.named)
} catch {
    FileHandle.standardError.write(Data("workload-profile: \(error)\n".utf8))
    exit(1)
}
