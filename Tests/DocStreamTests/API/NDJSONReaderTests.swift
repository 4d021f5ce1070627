import DocStream
import DocStreamBSON
import Foundation
import Synchronization
import Testing

@Suite("NDJSONReader parses lines in batches ahead of the caller")
struct NDJSONReaderTests {
    /// What a reader handed out, batch by batch: "line: document" for documents and
    /// "error at LOCATION" for lines that did not parse, in input order.
    static func readAll(_ reader: NDJSONReader) -> [[String]] {
        var batches: [[String]] = []
        while let batch = reader.next() {
            var items: [String] = []
            var failures = batch.failures[...]
            for (index, document) in batch.documents.enumerated() {
                while let failure = failures.first, failure.documentsBefore == index {
                    items.append("error at \(failure.error.location ?? "")")
                    failures = failures.dropFirst()
                }
                items.append("\(batch.lineNumbers[index]): \(document)")
            }
            items += failures.map { "error at \($0.error.location ?? "")" }
            batches.append(items)
        }
        return batches
    }

    /// The same text through a pipe, written in pieces of `pieceSize` bytes (cutting lines),
    /// so the reader's reads end anywhere.
    static func readThroughPipe(_ text: String, pieceSize: Int, linesPerBatch: Int) -> [[String]] {
        let pipe = Pipe()
        let bytes = Array(text.utf8)
        let writer = Thread {
            for start in stride(from: 0, to: bytes.count, by: pieceSize) {
                pipe.fileHandleForWriting.write(Data(bytes[start..<min(start + pieceSize, bytes.count)]))
                usleep(200)
            }
            try? pipe.fileHandleForWriting.close()
        }
        writer.start()
        let reader = NDJSONReader(descriptor: pipe.fileHandleForReading.fileDescriptor, linesPerBatch: linesPerBatch)
        let items = readAll(reader).flatMap { $0 }
        return [items]
    }

    @Test("documents come in input order, batch after batch, each with its line number; blank lines are numbered but skipped")
    func orderAcrossBatches() {
        let text = "{\"_id\": 1}\n{\"_id\": 2}\n\n{\"_id\": 3}\n  \t\n{\"_id\": 4}\n{\"_id\": 5}\n"
        let reader = NDJSONReader(Data(text.utf8), linesPerBatch: 2)
        #expect(
            Self.readAll(reader) == [
                [#"1: {"_id":1}"#, #"2: {"_id":2}"#],
                [#"4: {"_id":3}"#, #"6: {"_id":4}"#],
                [#"7: {"_id":5}"#],
            ])
    }

    @Test("a line that is not valid UTF-8 (RFC 8259 requires it) is refused at its line, not repaired; the others are read")
    func invalidUTF8() {
        // Line 2 holds the byte 0xFF inside a string.
        let bytes = Array("{\"_id\": 1}\n{\"s\": \"a".utf8) + [0xFF] + Array("\"}\n{\"_id\": 3}\n".utf8)
        let items = Self.readAll(NDJSONReader(Data(bytes))).flatMap { $0 }
        #expect(items.count == 3)
        #expect(items.first == #"1: {"_id":1}"#)
        #expect(items.dropFirst().first?.hasPrefix("error at line 2") == true)
        #expect(items.last == #"3: {"_id":3}"#)
    }

    @Test("a line that does not parse is named with its line and column; the lines after it are still read")
    func errorLineNumbers() {
        let text = "{\"_id\": 1}\n{\"_id\": }\n{\"_id\": 3}\n"
        let reader = NDJSONReader(Data(text.utf8), linesPerBatch: 10)
        #expect(Self.readAll(reader) == [[#"1: {"_id":1}"#, "error at line 2, column 9", #"3: {"_id":3}"#]])
    }

    @Test("an error in a late batch: the batches before it are whole, and it comes after the documents before it")
    func errorInLateBatch() {
        var lines = (1...7).map { "{\"n\": \($0)}" }
        lines[5] = "{\"n\": 6,}"
        let reader = NDJSONReader(Data((lines.joined(separator: "\n") + "\n").utf8), linesPerBatch: 3)
        let batches = Self.readAll(reader)
        #expect(
            batches == [
                [#"1: {"n":1}"#, #"2: {"n":2}"#, #"3: {"n":3}"#],
                [#"4: {"n":4}"#, #"5: {"n":5}"#, "error at line 6, column 9"],
                [#"7: {"n":7}"#],
            ])
    }

    @Test("an empty text, or one of blank lines only, has no batches")
    func emptyText() {
        #expect(Self.readAll(NDJSONReader(Data())) == [])
        #expect(Self.readAll(NDJSONReader(Data("\n \n\r\n".utf8))) == [])
    }

    @Test("a last line without a newline is read, and so is an error on it")
    func noFinalNewline() {
        #expect(Self.readAll(NDJSONReader(Data("{\"a\": 1}\n{\"a\": 2}".utf8))) == [[#"1: {"a":1}"#, #"2: {"a":2}"#]])
        #expect(Self.readAll(NDJSONReader(Data("{\"a\": 1}\n{\"a\": 2".utf8))) == [[#"1: {"a":1}"#, "error at line 2, column 8"]])
    }

    @Test("read from a pipe in pieces that cut lines: the same documents, lines and errors")
    func descriptorInPieces() {
        let text = "{\"_id\": 1, \"name\": \"Latte\"}\n\n{\"_id\": 2, \"name\": }\n{\"_id\": 3, \"name\": \"Mocha\"}\n{\"_id\": 4}"
        let expected = [
            #"1: {"_id":1,"name":"Latte"}"#, "error at line 3, column 20", #"4: {"_id":3,"name":"Mocha"}"#, #"5: {"_id":4}"#,
        ]
        for pieceSize in [1, 7, 1000] {
            #expect(Self.readThroughPipe(text, pieceSize: pieceSize, linesPerBatch: 2) == [expected], "pieces of \(pieceSize)")
        }
    }

    @Test("many batches, parsed by the reader's thread and by the caller as it waits: each in input order, whole, with its lines and errors")
    func batchesFromBothParsers() {
        // Line n holds {"n": n}; every 97th is cut short, every 50th is blank.
        var text = ""
        var expected: [String] = []
        for n in 1...3000 {
            if n % 50 == 0 {
                text += " \n"
            } else if n % 97 == 0 {
                text += "{\"n\": \(n)\n"
                expected.append("error at line \(n), column \(7 + String(n).count)")
            } else {
                text += "{\"n\": \(n)}\n"
                expected.append("\(n): {\"n\":\(n)}")
            }
        }
        let batches = Self.readAll(NDJSONReader(Data(text.utf8), linesPerBatch: 7, batchesAhead: 1))
        #expect(batches.flatMap { $0 } == expected)
        #expect(batches.dropLast().allSatisfy { $0.count == 7 })
        #expect(batches.last?.count == (expected.count - 1) % 7 + 1)
    }

    @Test("lines of the prefix come out before the first read of the descriptor, which may wait")
    func prefixBeforeRead() throws {
        let pipe = Pipe()
        let rest = Data("2}\n\n{\"a\": 3}".utf8)
        let reader = NDJSONReader(descriptor: pipe.fileHandleForReading.fileDescriptor, after: Array("{\"a\": 1}\n{\"a\": ".utf8), firstLine: 4)
        // Nothing is written yet: the first batch can only come from the prefix. A reader that
        // read first would wait for ever, so a watchdog writes the rest after 30 s and says so.
        // (A time limit would not do: its clock runs on the test pool, which other tests' blocking
        // waits can hold up for longer than the limit.)
        let firstTaken = DispatchSemaphore(value: 0)
        // Whoever claims it first writes the rest: the watchdog or, as it should be, the test.
        let writer = Mutex<String?>(nil)
        let claim = { @Sendable (who: String) in
            writer.withLock {
                if $0 == nil { $0 = who }
                return $0 == who
            }
        }
        let watchdog = Thread {
            guard firstTaken.wait(timeout: .now() + 30) == .timedOut, claim("watchdog") else { return }
            pipe.fileHandleForWriting.write(rest)
            try? pipe.fileHandleForWriting.close()
        }
        watchdog.start()
        let first = reader.next()
        firstTaken.signal()
        let testWrites = claim("test")
        #expect(testWrites, "the first batch waited for a read of the descriptor")
        #expect(first?.documents == [["a": .int32(1)]])
        if testWrites {
            pipe.fileHandleForWriting.write(rest)
            try pipe.fileHandleForWriting.close()
        }
        var after: [String] = []
        while let batch = reader.next() { after += zip(batch.lineNumbers, batch.documents).map { "\($0): \($1)" } }
        #expect(after == [#"5: {"a":2}"#, #"7: {"a":3}"#])
    }

    @Test("a file of many reads, with a line longer than a read: each line whole, in order, the read buffers reused")
    func longLinesAcrossReads() throws {
        // 40,000 lines of about 60 bytes (several reads of 1 MiB), the 20,000th holding a
        // 3 MiB string (longer than a read); then lines after it.
        let long = String(repeating: "x", count: 3 << 20)
        var text = ""
        for n in 1...40_000 {
            text += n == 20_000 ? "{\"n\": \(n), \"s\": \"\(long)\"}\n" : "{\"n\": \(n), \"s\": \"\(String(repeating: "y", count: 40))\"}\n"
        }
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("ndjson-\(UUID().uuidString).json")
        try Data(text.utf8).write(to: file)
        defer { try? FileManager.default.removeItem(at: file) }
        let handle = try FileHandle(forReadingFrom: file)
        defer { try? handle.close() }
        let reader = NDJSONReader(descriptor: handle.fileDescriptor, linesPerBatch: 1000)
        var lines: [Int] = []
        var numbers: [Int32] = []
        var longLength = 0
        while let batch = reader.next() {
            #expect(batch.failures.isEmpty)
            lines += batch.lineNumbers
            numbers += batch.documents.map { $0["n"]?.int32Value ?? -1 }
            for document in batch.documents where document["n"] == .int32(20_000) { longLength = document["s"]?.stringValue?.utf8.count ?? 0 }
        }
        #expect(lines == Array(1...40_000))
        #expect(numbers == (1...40_000).map(Int32.init))
        #expect(longLength == 3 << 20)
    }

    @Test("long lines make batches of fewer lines: a batch stops once it holds 4 MiB, whatever lines it may take")
    func longLinesMakeSmallBatches() throws {
        // Lines of 3 MiB: the first of a batch is under the 4 MiB bound, the second passes it.
        let long = String(repeating: "x", count: 3 << 20)
        let text = (1...5).map { "{\"n\": \($0), \"s\": \"\(long)\"}\n" }.joined() + "{\"n\": 6}\n"
        let reader = NDJSONReader(Data(text.utf8), linesPerBatch: 1000)
        var batches: [[Int]] = []
        while let batch = reader.next() { batches.append(batch.lineNumbers) }
        #expect(batches == [[1, 2], [3, 4], [5, 6]])
    }

    @Test("a run of blank lines longer than a batch is numbered and skipped")
    func longBlankRun() {
        let text = "{\"a\": 1}\n" + String(repeating: "\n", count: 5) + "{\"a\": 2}\n\n"
        #expect(Self.readAll(NDJSONReader(Data(text.utf8), linesPerBatch: 2)) == [[#"1: {"a":1}"#, #"7: {"a":2}"#]])
    }

    @Test("a reader stopped early, or dropped, ends its thread; next() then has nothing more")
    func earlyStop() {
        let text = String(repeating: "{\"a\": 1}\n", count: 10_000)
        let reader = NDJSONReader(Data(text.utf8), linesPerBatch: 10, batchesAhead: 2)
        #expect(reader.next()?.documents.count == 10)
        reader.stop()
        #expect(reader.next()?.documents == nil)
        // Dropped with its channel full: deinit stops the thread, which would wait otherwise.
        for _ in 0..<20 { _ = NDJSONReader(Data(text.utf8), linesPerBatch: 10, batchesAhead: 1) }
    }
}
