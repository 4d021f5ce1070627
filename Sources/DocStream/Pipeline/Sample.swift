import DocStreamBSON

/// `{$sample: {size: n}}`: n documents of the input chosen at random without replacement (all
/// of them, in random order, when there are fewer), keeping only n in memory.
struct SampleStage: PipelineStage {
    private let size: Int64

    /// document_source_sample.cpp createFromBson's checks (28745-28749).
    init(_ argument: BSONValue) throws(DocStreamError) {
        guard case .document(let specification) = argument else {
            throw DocStreamError(.location(28745), "the $sample stage specification must be an object")
        }
        var size: Int64?
        for (name, value) in specification {
            guard name == "size" else {
                throw DocStreamError(.location(28748), "unrecognized option to $sample: \(name)")
            }
            // numberLong(): a number truncated toward zero.
            guard let number = value.saturatingInteger(in: Int64.min...Int64.max) else {
                throw DocStreamError(.location(28746), "size argument to $sample must be a number")
            }
            guard number >= 0 else {
                throw DocStreamError(.location(28747), "size argument to $sample must not be negative")
            }
            size = number
        }
        guard let size else {
            throw DocStreamError(.location(28749), "$sample stage must specify a size")
        }
        self.size = size
    }

    func makeSink(feeding downstream: any DocumentSink, context: PipelineContext) -> any DocumentSink {
        SampleSink(size: size, downstream: downstream)
    }
}

/// Reservoir sampling: after k documents, each has had the same chance, size/k, to be held.
private final class SampleSink: DocumentSink {
    let size: Int64
    let downstream: any DocumentSink
    private var reservoir: [Document] = []
    private var seen: Int64 = 0
    private var generator = SystemRandomNumberGenerator()

    init(size: Int64, downstream: any DocumentSink) {
        self.size = size
        self.downstream = downstream
    }

    func accept(_ document: consuming Document) throws(DocStreamError) -> Bool {
        seen += 1
        if reservoir.count < size {
            reservoir.append(document)
        } else if size > 0 {
            let slot = Int64.random(in: 0..<seen, using: &generator)
            if slot < size { reservoir[Int(slot)] = document }
        }
        return true
    }

    func finish() throws(DocStreamError) {
        // The reservoir keeps input order in its first slots; shuffle for a random order.
        reservoir.shuffle(using: &generator)
        for document in reservoir {
            guard try downstream.accept(document) else { break }
        }
        reservoir = []
        try downstream.finish()
    }
}
