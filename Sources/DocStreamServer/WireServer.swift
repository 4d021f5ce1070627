import Dispatch
import DocStream
import Logging
import NIOCore
import NIOPosix
import NIOSSL
import Synchronization

/// How a ``WireServer`` listens and presents itself.
public struct WireServerConfiguration: Sendable {
    /// The addresses to listen on; loopback only unless told otherwise.
    public var bindAddresses: [String] = ["127.0.0.1"]
    /// The port; 0 picks a free one (see ``WireServer/port``).
    public var port = 27017
    /// Connections over this many are closed as soon as they are accepted.
    public var maxConnections = 1000
    /// The host name clients should use to reach the server, told to drivers in the handshake
    /// as the replica set's only member; by default the first bind address.
    public var advertiseHost: String?
    /// The replica set name the handshake presents.
    public var replicaSetName = "docstream"
    /// Clients must authenticate (SCRAM-SHA-256 or SCRAM-SHA-1) before running commands, and
    /// the store remembers it: once served so, it requires authentication whatever this says.
    public var requireAuthentication = false

    /// TLS for every connection; nil for plain TCP.
    public var tls: WireTLSConfiguration?

    /// A configuration with the defaults: 127.0.0.1:27017, 1,000 connections.
    public init() {}
}

/// DocStream's MongoDB wire protocol server: listens on TCP with SwiftNIO (a few event-loop
/// threads for all connections) and runs each client's commands against `store`.
///
/// ```swift
/// let server = try WireServer(store: Store(), configuration: WireServerConfiguration())
/// server.stopOnTerminationSignals()
/// server.waitUntilStopped()
/// ```
public final class WireServer: Sendable {
    /// The addresses being listened on, with their real ports.
    public let listeningAddresses: [SocketAddress]
    /// The port listened on (the one picked when the configuration asked for 0).
    public let port: Int
    /// "host:port" as the handshake tells it to clients.
    public let memberAddress: String

    /// Whether clients must authenticate: asked for by the configuration, or recorded in the
    /// store by an earlier server that was.
    public let requiresAuthentication: Bool

    private let store: Store
    private let session: CommandSession
    private let group: MultiThreadedEventLoopGroup
    private let executors: CommandExecutors
    private let listeners: [Channel]
    private let connections: ConnectionRegistry
    private let logger: Logger
    private let stopping = Atomic<Bool>(false)
    private let stopped = DispatchSemaphore(value: 0)

    /// Binds every address of `configuration` and starts accepting connections. Throws when
    /// an address cannot be bound (in use, not an address of this machine); nothing is left
    /// listening then.
    public init(store: Store, configuration: WireServerConfiguration, commandLine: [String] = CommandLine.arguments, logger: Logger) throws {
        self.store = store
        self.logger = logger
        let group = MultiThreadedEventLoopGroup(numberOfThreads: System.coreCount)
        let executors = CommandExecutors()
        let runtime = ServerRuntime(maxConnections: configuration.maxConnections, replicaSetName: configuration.replicaSetName)
        let connections = ConnectionRegistry(limit: configuration.maxConnections, statistics: runtime.statistics)
        let session = CommandSession(store: store)
        let authenticator: Authenticator
        do {
            authenticator = try Authenticator(session: session, requireAuthentication: configuration.requireAuthentication, logger: logger)
        } catch {
            executors.shutdown()
            try? group.syncShutdownGracefully()
            throw error
        }
        let router = CommandRouter(session: session, authenticator: authenticator, runtime: runtime, commandLine: commandLine)
        // The port is known only once the first address is bound; the handshake names it.
        let identity = IdentityCell()

        let bootstrap = ServerBootstrap(group: group)
            // Accepting starts once every address is bound and the handshake knows the port.
            .serverChannelOption(.autoRead, value: false)
            .serverChannelOption(.backlog, value: 256)
            .serverChannelOption(.socketOption(.so_reuseaddr), value: 1)
            .childChannelOption(.socketOption(.tcp_nodelay), value: 1)
            .childChannelInitializer { channel in
                guard let connectionID = connections.admit(channel), let identity = identity.value.withLock({ $0 }) else {
                    logger.warning("refusing a connection from \(channel.remoteAddress.map { "\($0)" } ?? "?"): at the connection limit or stopping")
                    return channel.close()
                }
                let client = ClientConnection(
                    id: connectionID, remoteAddress: Self.hostAndPort(channel.remoteAddress), isLoopback: Self.isLoopback(channel.remoteAddress))
                logger.debug("connection \(connectionID) from \(client.remoteAddress)")
                return channel.eventLoop.makeCompletedFuture {
                    if let tls = configuration.tls {
                        try channel.pipeline.syncOperations.addHandler(NIOSSLServerHandler(context: tls.context))
                    }
                    try channel.pipeline.syncOperations.addHandler(
                        ByteToMessageHandler(WireFrameDecoder(maxMessageSize: WireProtocol.maxMessageSize)))
                    try channel.pipeline.syncOperations.addHandler(
                        ConnectionHandler(router: router, identity: identity, executors: executors, client: client, logger: logger))
                }
            }

        var listeners: [Channel] = []
        do {
            var port = configuration.port
            for address in configuration.bindAddresses {
                let listener = try bootstrap.bind(host: address, port: port).wait()
                listeners.append(listener)
                port = listener.localAddress?.port ?? port
            }
        } catch {
            for listener in listeners { try? listener.close().wait() }
            executors.shutdown()
            try? group.syncShutdownGracefully()
            throw error
        }
        self.listeningAddresses = listeners.compactMap(\.localAddress)
        self.port = listeningAddresses.first?.port ?? configuration.port
        let host = configuration.advertiseHost ?? Self.advertisedHost(bindAddress: configuration.bindAddresses.first ?? "127.0.0.1")
        let memberAddress = host.contains(":") ? "[\(host)]:\(port)" : "\(host):\(port)"
        self.memberAddress = memberAddress
        identity.value.withLock { $0 = ServerIdentity(replicaSetName: configuration.replicaSetName, memberAddress: memberAddress) }
        runtime.memberAddress.withLock { $0 = memberAddress }
        for listener in listeners {
            try listener.setOption(.autoRead, value: true).wait()
        }
        self.session = session
        self.requiresAuthentication = authenticator.isRequired
        self.group = group
        self.executors = executors
        self.listeners = listeners
        self.connections = connections
        runtime.stop.withLock { $0 = { [self] in stop() } }
    }

    /// Stops the server, in order: no new connections; each connection finishes the command
    /// it is running, writes its reply and closes (cursors are closed, so a getMore waiting on
    /// a change stream returns at once rather than at its maxTimeMS); then the store
    /// checkpoints, so reopening it replays nothing. Blocks until done; a second call returns
    /// at once.
    public func stop() {
        guard !stopping.exchange(true, ordering: .acquiringAndReleasing) else { return }
        for listener in listeners { try? listener.close().wait() }
        let open = connections.closeAll()
        for channel in open { channel.pipeline.fireUserInboundEventTriggered(ConnectionDrain()) }
        session.closeCursors()
        for channel in open { try? channel.closeFuture.wait() }
        executors.shutdown()
        try? group.syncShutdownGracefully()
        do {
            try store.checkpoint()
        } catch {
            // Every acknowledged write is in the journal already; only the faster reopen is lost.
            logger.error("checkpoint on stop failed: \(error)")
        }
        logger.info("stopped")
        stopped.signal()
    }

    /// Returns once ``stop()`` has finished.
    public func waitUntilStopped() {
        stopped.wait()
        stopped.signal()
    }

    /// The host to advertise for a bind address: a wildcard address ("0.0.0.0", "::") is no
    /// address to connect to, so the name of this machine's loopback stands in.
    private static func advertisedHost(bindAddress: String) -> String {
        ["0.0.0.0", "::", "[::]"].contains(bindAddress) ? "localhost" : bindAddress
    }

    /// 127.0.0.0/8, ::1, or an IPv4 loopback address mapped into IPv6.
    private static func isLoopback(_ address: SocketAddress?) -> Bool {
        guard let ip = address?.ipAddress else { return false }
        return ip.hasPrefix("127.") || ip == "::1" || ip.hasPrefix("::ffff:127.")
    }

    private static func hostAndPort(_ address: SocketAddress?) -> String {
        guard let address, let ip = address.ipAddress, let port = address.port else { return "unknown" }
        return ip.contains(":") ? "[\(ip)]:\(port)" : "\(ip):\(port)"
    }
}

/// The handshake's facts, set once the listening port is known.
private final class IdentityCell: Sendable {
    let value = Mutex<ServerIdentity?>(nil)
}

/// The open connections: numbered as they come (the handshake's connectionId), capped at
/// the configured limit, and closed together when the server stops.
private final class ConnectionRegistry: Sendable {
    private struct State {
        var open: [ObjectIdentifier: Channel] = [:]
        var lastID: Int32 = 0
        var closing = false
    }

    private let limit: Int
    private let statistics: ServerStatistics
    private let state = Mutex(State())

    init(limit: Int, statistics: ServerStatistics) {
        self.limit = limit
        self.statistics = statistics
    }

    /// Registers `channel` and returns its connection id, or nil when at the limit or closing.
    func admit(_ channel: Channel) -> Int32? {
        let id: Int32? = state.withLock { state in
            guard !state.closing, state.open.count < limit else { return nil }
            state.lastID &+= 1
            state.open[ObjectIdentifier(channel)] = channel
            return state.lastID
        }
        if id != nil {
            statistics.connectionOpened()
            channel.closeFuture.whenComplete { [self] _ in
                state.withLock { _ = $0.open.removeValue(forKey: ObjectIdentifier(channel)) }
                statistics.connectionClosed()
            }
        }
        return id
    }

    /// Admits no more connections and returns those open.
    func closeAll() -> [Channel] {
        state.withLock { state in
            state.closing = true
            return Array(state.open.values)
        }
    }
}
