import DocStreamBSON

/// `$rank`, `$denseRank` and `$documentNumber`: a document's position in its partition by
/// the one-field sortBy (accumulator_rank.cpp). Equal sort keys share a rank, null and
/// missing included; `$rank` then skips, `$denseRank` does not.
struct RankWindowFunction: WindowFunction {
    enum Numbering: Sendable {
        case rank, denseRank, documentNumber
    }

    private let numbering: Numbering
    private let sortBy: WindowSortBy

    /// ExpressionFromRankAccumulator::parse: `{$rank: {}}` and nothing else.
    static func compile(_ numbering: Numbering) -> WindowFunctionCompiler {
        { name, specification, sortBy throws(DocStreamError) in
            guard specification.count == 1 else {
                throw DocStreamError(.location(5371601), "Rank style window functions take no other arguments")
            }
            guard case .document(let argument)? = specification[name], argument.isEmpty else {
                throw DocStreamError(.location(5371603), "\(name) must be specified with '{}' as the value")
            }
            guard let sortBy, sortBy.fields.count == 1 else {
                throw DocStreamError(.location(5371602), "\(name) must be specified with a top level sortBy expression with exactly one element")
            }
            return RankWindowFunction(numbering: numbering, sortBy: sortBy)
        }
    }

    func values(in partition: WindowPartition) -> [BSONValue?] {
        var values: [BSONValue?] = []
        values.reserveCapacity(partition.count)
        var rank = 0
        for index in 0..<partition.count {
            let tiesPrevious = index > 0 && sortBy.specification.compare(partition.sortKey(at: index - 1), partition.sortKey(at: index)) == 0
            switch numbering {
            case .documentNumber: rank = index + 1
            case .rank where !tiesPrevious: rank = index + 1
            case .denseRank where !tiesPrevious: rank += 1
            case .rank, .denseRank: break
            }
            // Value::createIntOrLong: int32 when it fits.
            values.append(Int32(exactly: rank).map { .int32($0) } ?? .int64(Int64(rank)))
        }
        return values
    }
}
