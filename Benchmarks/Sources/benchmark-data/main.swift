import BenchmarkData
import Foundation

// benchmark-data [--folder DIR] [COUNT...]: writes the CoffeeDrinks data sets (default 10k,
// 100k and 1M documents) as NDJSON, BSON and write targets, and the stores they join, skipping
// those already there.
var arguments = Array(CommandLine.arguments.dropFirst())
var folder = DataSet.defaultFolder
if let flag = arguments.firstIndex(of: "--folder"), flag + 1 < arguments.count {
    folder = URL(fileURLWithPath: arguments[flag + 1])
    arguments.removeSubrange(flag...flag + 1)
}
var counts: [Int] = []
for argument in arguments {
    guard let count = Int(argument), count >= 1000, count.isMultiple(of: 1000) else {
        FileHandle.standardError.write(Data("benchmark-data: a size is a whole number of thousands, not \(argument)\n".utf8))
        exit(2)
    }
    counts.append(count)
}
for count in counts.isEmpty ? [10_000, 100_000, 1_000_000] : counts {
    let dataSet = DataSet(count: count, folder: folder)
    do {
        try dataSet.generateIfMissing()
    } catch {
        FileHandle.standardError.write(Data("benchmark-data: \(error)\n".utf8))
        exit(1)
    }
    print("\(dataSet.ndjson.path)\n\(dataSet.bson.path)\n\(dataSet.targets.path)\n\(dataSet.storesNDJSON.path)\n\(dataSet.storesBSON.path)")
}
