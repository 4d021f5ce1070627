import DocStream
import DocStreamBSON
import Logging
import NIOCore
import NIOPosix

/// Tells a connection that the server is stopping: it reads no more requests, finishes the one
/// in flight, writes its reply, and closes.
struct ConnectionDrain: Sendable {}

/// Where a connection runs commands that may block: the store's work, and getMore, which
/// waits on a change stream for up to its maxTimeMS. Commands that may wait have pools of
/// their own, so that they never hold up the others: plain writes, since a write to a
/// document a transaction wrote waits on its thread until the transaction ends, and waiting
/// writers must leave threads to other clients' reads and to the transaction's own statements
/// and commit; and getMores and a transaction's statements.
struct CommandExecutors: Sendable {
    /// Reads and the other commands, which compute: a few threads per core.
    let commands = NIOThreadPool(numberOfThreads: max(4, 2 * System.coreCount))
    /// Plain writes: as many as may wait for transactions at once before writes queue.
    let writes = NIOThreadPool(numberOfThreads: 64)
    /// getMores, which mostly wait on change streams, and transactions' statements: as many as
    /// may wait at once before they queue.
    let waits = NIOThreadPool(numberOfThreads: 64)

    /// The commands that may wait for a transaction to end.
    private static let writeCommands: Set<String> = ["insert", "update", "delete", "findAndModify", "findandmodify", "bulkWrite"]

    /// Starts the pools' threads.
    init() {
        for pool in [commands, writes, waits] { pool.start() }
    }

    func pool(for commandName: String?, inTransaction: Bool) -> NIOThreadPool {
        if inTransaction || commandName == "getMore" { return waits }
        return commandName.map(Self.writeCommands.contains) == true ? writes : commands
    }

    /// Stops the pools once the work they have is done.
    func shutdown() {
        for pool in [commands, writes, waits] { try? pool.syncShutdownGracefully() }
    }
}

/// One client connection: takes whole messages off the frame decoder and answers them one at
/// a time, in the order they came (a w:0 write is done before the read after it). The hello
/// handshake is answered here, on the event loop, as it needs this connection's facts; every
/// other command runs on a thread pool and its reply is written back on the event loop, so a
/// slow or waiting command never stalls another connection. An OP_COMPRESSED request is
/// decompressed first and answered compressed the same way (``WireCompression``). A message
/// that breaks the protocol's layout, or compressed data that does not decompress as its
/// header states, is logged and the connection closed.
final class ConnectionHandler: ChannelDuplexHandler {
    typealias InboundIn = WireFrame
    typealias OutboundIn = ByteBuffer
    typealias OutboundOut = ByteBuffer

    private let router: CommandRouter
    private let identity: ServerIdentity
    private let executors: CommandExecutors
    private let client: ClientConnection
    private var logger: Logger

    /// Messages read but not yet answered, oldest first.
    private var waiting = CircularBuffer<WireFrame>()
    /// A message is being answered: the next waits for its reply.
    private var isBusy = false
    /// A read the channel asked for while busy or while replies wait to be sent: done once the
    /// queue empties and the client takes its replies, so a client that floods requests, or
    /// sends them without reading the replies, is held back by TCP instead of filling memory.
    private var readDeferred = false
    private var isDraining = false
    private var nextReplyID: Int32 = 0
    /// A reply held back: an awaitable hello's, until its wait ends, or a command's that the
    /// `failCommand` fail point blocks. Cancelled when the server drains the connection.
    private var delayedAnswer: Scheduled<Void>?
    /// The application the handshake named (`client.application.name`), which a fail point may
    /// single out: read from the connection's first hello, as MongoDB reads client metadata.
    private var appName: String?
    private var handshakeRead = false
    /// The interruption of the command running on a pool, which the connection's closing
    /// sets: a command whose client has gone stops instead of holding a thread to its end.
    private var running: OperationInterruption?

    init(router: CommandRouter, identity: ServerIdentity, executors: CommandExecutors, client: ClientConnection, logger: Logger) {
        self.router = router
        self.identity = identity
        self.executors = executors
        self.client = client
        self.logger = logger
        self.logger[metadataKey: "connection"] = "\(client.id)"
    }

    func channelRead(context: ChannelHandlerContext, data: NIOAny) {
        guard !isDraining else { return }
        let frame = unwrapInboundIn(data)
        router.runtime.statistics.received(frame.message.readableBytes)
        waiting.append(frame)
        answerNext(context: context)
    }

    func read(context: ChannelHandlerContext) {
        if isBusy || !waiting.isEmpty || !context.channel.isWritable {
            readDeferred = true
        } else {
            context.read()
        }
    }

    func channelWritabilityChanged(context: ChannelHandlerContext) {
        resumeDeferredRead(context: context)
        context.fireChannelWritabilityChanged()
    }

    func userInboundEventTriggered(context: ChannelHandlerContext, event: Any) {
        guard event is ConnectionDrain else { return context.fireUserInboundEventTriggered(event) }
        isDraining = true
        waiting.removeAll()
        if let delayedAnswer {
            // Nothing is in flight: the reply only waits, for a change that won't come or for
            // a fail point's time to pass.
            delayedAnswer.cancel()
            self.delayedAnswer = nil
            isBusy = false
        }
        if !isBusy { context.close(promise: nil) }
    }

    func errorCaught(context: ChannelHandlerContext, error: Error) {
        if error is WireProtocolViolation {
            logger.warning("closing the connection: \(error)")
        } else {
            logger.debug("closing the connection: \(error)")
        }
        context.close(promise: nil)
    }

    func channelInactive(context: ChannelHandlerContext) {
        running?.interrupt(.clientDisconnected)
        delayedAnswer?.cancel()
        delayedAnswer = nil
        waiting.removeAll()
        context.fireChannelInactive()
    }

    /// Starts answering the oldest waiting message unless one is being answered.
    private func answerNext(context: ChannelHandlerContext) {
        guard !isBusy, var frame = waiting.popFirst() else { return }
        isBusy = true
        do {
            var compressor: WireCompressor?
            if frame.operationCode == OperationCode.compressed.rawValue {
                (frame, compressor) = try WireCompression.unwrap(frame)
            }
            switch OperationCode(rawValue: frame.operationCode) {
            case .message:
                try answer(OPMessage(frame), compressor: compressor, context: context)
            case .query:
                // Only the handshake comes as OP_QUERY, and its reply is never compressed.
                try answer(OPQuery(frame), context: context)
            case .reply, .compressed, nil:
                throw WireProtocolViolation("unsupported opCode \(frame.operationCode)")
            }
        } catch {
            errorCaught(context: context, error: error)
        }
    }

    /// Answers `message`, once any time the `failCommand` fail point blocks it for has passed.
    private func answer(_ message: OPMessage, compressor: WireCompressor?, context: ChannelHandlerContext) {
        let commandName = message.commandName
        if let commandName, HelloReply.commandNames.contains(commandName), let command = try? message.command() {
            readHandshake(command)
        }
        let failure = commandName.flatMap { name in
            router.runtime.failCommand.failure(for: name, appName: appName) { Self.namespace(of: message) }
        }
        guard var blocked = failure, let blockTime = blocked.blockTime else {
            return respond(to: message, compressor: compressor, failure: failure, context: context)
        }
        blocked.blockTime = nil
        delayedAnswer = context.eventLoop.assumeIsolated().scheduleTask(in: blockTime) {
            self.delayedAnswer = nil
            self.respond(to: message, compressor: compressor, failure: blocked, context: context)
        }
    }

    /// "db.collection" of the collection a command names, for a fail point that names one.
    private static func namespace(of message: OPMessage) -> String? {
        guard let command = try? message.command(), let name = command.firstKey,
            let database = command["$db"]?.stringValue
        else { return nil }
        return command[name]?.stringValue.map { "\(database).\($0)" }
    }

    /// Answers `message`, or fails it as `failure` says; the reply is compressed with
    /// `compressor`, the one the request came with, unless the command is one whose messages
    /// are never compressed.
    private func respond(to message: OPMessage, compressor: WireCompressor?, failure: FailCommandPoint.Failure?, context: ChannelHandlerContext) {
        let commandName = message.commandName
        if failure?.closesConnection == true {
            logger.info("closing the connection instead of answering \(commandName ?? "a command"): the failCommand fail point is set")
            context.close(promise: nil)
            return
        }
        let replyTo = message.requestID
        let checksummed = message.flags.contains(.checksumPresent)
        let wantsReply = !message.flags.contains(.moreToCome)
        let compressor = commandName.map { WireCompression.uncompressedCommands.contains($0) } == true ? nil : compressor
        if let commandName, HelloReply.commandNames.contains(commandName) {
            router.runtime.statistics.countCommand()
            let reply: Document
            var wait: TimeAmount?
            do throws(DocStreamError) {
                let command = try message.command()
                if let error = failure?.error { throw error }
                reply = router.withClusterTime(helloReply(to: command))
                wait = HelloReply.awaitTime(of: command, identity: identity)
            } catch {
                reply = router.withClusterTime(CommandSession.errorReply(error))
            }
            guard let wait, wantsReply else {
                return finish(wantsReply ? reply : nil, to: replyTo, checksummed: checksummed, compressor: compressor, context: context)
            }
            delayedAnswer = context.eventLoop.assumeIsolated().scheduleTask(in: wait) {
                self.delayedAnswer = nil
                self.finish(reply, to: replyTo, checksummed: checksummed, compressor: compressor, context: context)
            }
            return
        }
        // A ping or a find by _id is answered here, on the event loop, when it need not wait.
        if failure == nil, let commandName, CommandSession.commandsRunWithoutWaiting.contains(commandName),
            let command = try? message.command(), let reply = router.replyWithoutWaiting(to: command, from: client)
        {
            return finish(wantsReply ? reply : nil, to: replyTo, checksummed: checksummed, compressor: compressor, context: context)
        }
        let router = router
        let client = client
        let interruption = OperationInterruption()
        running = interruption
        executors.pool(for: commandName, inTransaction: message.mentionsAutocommit).runIfActive(eventLoop: context.eventLoop) { () -> Document? in
            let reply: Document
            do throws(DocStreamError) {
                reply = router.reply(to: try message.command(), from: client, failure: failure, interruption: interruption)
            } catch {
                reply = router.withClusterTime(CommandSession.errorReply(error))
            }
            return wantsReply ? reply : nil
        }.assumeIsolated().whenComplete { result in
            self.running = nil
            switch result {
            case .success(let reply) where commandName == "shutdown" && reply?["ok"] == .double(1):
                // The server is stopping at the client's request: as on MongoDB, its connection
                // closes instead of answering.
                context.close(promise: nil)
            case .success(let reply):
                self.finish(reply, to: replyTo, checksummed: checksummed, compressor: compressor, context: context)
            case .failure(let error):
                // The pool stopped: the server is shutting down.
                self.logger.debug("command not run: \(error)")
                context.close(promise: nil)
            }
        }
    }

    /// Keeps the application name a connection's first hello gives (`client.application.name`),
    /// whether the driver opened with OP_MSG or, as libmongoc 1.23 does, with legacy OP_QUERY.
    private func readHandshake(_ hello: Document) {
        guard !handshakeRead else { return }
        handshakeRead = true
        appName = hello["client"]?.documentValue?["application"]?.documentValue?["name"]?.stringValue
    }

    private func answer(_ query: OPQuery, context: ChannelHandlerContext) {
        router.runtime.statistics.countCommand()
        let reply: Document
        do throws(DocStreamError) {
            let command = try query.command()
            let name = command.firstKey ?? ""
            guard query.isCommand, HelloReply.commandNames.contains(name) else { throw OPQuery.unsupported(name) }
            readHandshake(command)
            reply = helloReply(to: command)
        } catch {
            reply = CommandSession.errorReply(error)
        }
        let message = OPQuery.reply(reply, to: query.requestID, replyID: takeReplyID(), allocator: context.channel.allocator)
        router.runtime.statistics.sent(message.readableBytes)
        context.writeAndFlush(wrapOutboundOut(message), promise: nil)
        answered(context: context)
    }

    /// hello's reply, with the fields of authentication a driver asked for.
    private func helloReply(to command: Document) -> Document {
        let reply = HelloReply.reply(to: command, identity: identity, connectionID: client.id)
        let fields = router.authenticator.helloFields(command, client: client)
        guard !fields.isEmpty else { return reply }
        // Before ok, as MongoDB places them.
        var elements = reply.elements.filter { $0.key != "ok" }.map { ($0.key, $0.value) }
        elements += fields
        elements.append(("ok", .double(1)))
        return Document(elements)
    }

    /// Writes `reply` (none for a moreToCome request), compressed with `compressor` when there
    /// is one, and moves on to the next message.
    private func finish(_ reply: Document?, to requestID: Int32, checksummed: Bool, compressor: WireCompressor?, context: ChannelHandlerContext) {
        if let reply {
            var message = OPMessage.reply(reply, to: requestID, replyID: takeReplyID(), checksummed: checksummed, allocator: context.channel.allocator)
            if let compressor {
                message = WireCompression.wrap(message, with: compressor, allocator: context.channel.allocator)
            }
            router.runtime.statistics.sent(message.readableBytes)
            context.writeAndFlush(wrapOutboundOut(message), promise: nil)
        }
        answered(context: context)
    }

    private func answered(context: ChannelHandlerContext) {
        isBusy = false
        if isDraining {
            context.close(promise: nil)
            return
        }
        answerNext(context: context)
        resumeDeferredRead(context: context)
    }

    private func resumeDeferredRead(context: ChannelHandlerContext) {
        guard readDeferred, !isBusy, waiting.isEmpty, context.channel.isWritable else { return }
        readDeferred = false
        context.read()
    }

    private func takeReplyID() -> Int32 {
        nextReplyID &+= 1
        return nextReplyID
    }
}
