import ArgumentParser
import DocStream
import DocStreamBSON
import DocStreamServer
import Foundation
import Logging

/// `docstream serve`: the store served over MongoDB's wire protocol.
struct ServeCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "serve",
        abstract: "Serve a store over the MongoDB wire protocol.",
        discussion: """
            Listens on 127.0.0.1:27017 unless told otherwise (--port 0 picks a free port) and \
            prints one line naming the address and the store once it accepts connections. \
            MongoDB drivers and tools connect with mongodb://127.0.0.1:27017/?directConnection=true, \
            or as to a one-member replica set named "docstream". With --tls-cert and --tls-key it \
            accepts TLS connections only (add tls=true to the URI); with --tls-ca as well, clients \
            must present a certificate signed by that CA. Replies to OP_COMPRESSED requests are \
            compressed with the request's compressor (zlib, and snappy and zstd where built in). \
            On SIGTERM or SIGINT it stops accepting connections, finishes the commands in flight, \
            checkpoints the store and exits with status 0. Logs go to standard error. With --auth, \
            clients must authenticate, and the store keeps requiring it when served again; while \
            it has no user, a client on a loopback address may create the first one (createUser \
            on admin with userAdminAnyDatabase or root).
            """
    )

    @OptionGroup var store: WritableStoreOptions

    @Option(name: .customLong("bind"), help: "An address to listen on (repeatable; default: 127.0.0.1).")
    var bindAddresses: [String] = []

    @Option(help: "The port to listen on (0 picks a free port).")
    var port = 27017

    @Option(help: "Close connections beyond this many.")
    var maxConnections = 1000

    @Option(help: "The host name clients use to reach the server, told to drivers in the handshake (default: the first --bind address).")
    var advertiseHost: String?

    @Flag(name: .customLong("auth"), help: "Require clients to authenticate (SCRAM-SHA-256 or SCRAM-SHA-1); the store remembers it.")
    var requireAuthentication = false

    @Option(help: "trace, debug, info, notice, warning, error or critical.")
    var logLevel = "info"

    @Option(help: ArgumentHelp("The server's certificate in PEM: with --tls-key, every connection must use TLS.", valueName: "file"))
    var tlsCert: String?

    @Option(help: ArgumentHelp("The private key of --tls-cert in PEM, not encrypted.", valueName: "file"))
    var tlsKey: String?

    @Option(help: ArgumentHelp("CA certificates in PEM: clients must present a certificate signed by one of them.", valueName: "file"))
    var tlsCa: String?

    func validate() throws {
        guard (0...65535).contains(port) else { throw ValidationError("--port must be 0 to 65535") }
        guard maxConnections > 0 else { throw ValidationError("--max-connections must be at least 1") }
        guard (tlsCert == nil) == (tlsKey == nil) else { throw ValidationError("--tls-cert and --tls-key go together") }
        guard tlsCa == nil || tlsCert != nil else { throw ValidationError("--tls-ca needs --tls-cert and --tls-key") }
        guard Logger.Level(rawValue: logLevel) != nil else {
            throw ValidationError("--log-level must be one of \(Logger.Level.allCases.map(\.rawValue).joined(separator: ", "))")
        }
    }

    func run() throws {
        TerminationSignals.hold([SIGTERM, SIGINT])
        LargeMessageMemory.keepFreed()
        let level = Logger.Level(rawValue: logLevel)!
        LoggingSystem.bootstrap { label in
            var handler = StreamLogHandler.standardError(label: label)
            handler.logLevel = level
            return handler
        }
        let logger = Logger(label: "docstream.serve")
        var configuration = WireServerConfiguration()
        if let tlsCert, let tlsKey {
            // Checked before the store opens: a bad file stops the server before anything else.
            do throws(DocStreamError) {
                configuration.tls = try WireTLSConfiguration(certificateFile: tlsCert, privateKeyFile: tlsKey, clientCAFile: tlsCa)
            } catch {
                throw CommandFailure(error)
            }
        }
        let opened = try store.open()
        if !bindAddresses.isEmpty { configuration.bindAddresses = bindAddresses }
        configuration.port = port
        configuration.maxConnections = maxConnections
        configuration.advertiseHost = advertiseHost
        configuration.requireAuthentication = requireAuthentication
        let server: WireServer
        do {
            server = try WireServer(store: opened, configuration: configuration, logger: logger)
        } catch {
            throw CommandFailure("cannot listen on \(configuration.bindAddresses.joined(separator: ", ")) port \(port): \(error)")
        }
        let signals = TerminationSignals([SIGTERM, SIGINT]) { number in
            logger.info("signal \(number): stopping")
            server.stop()
        }
        let addresses = server.listeningAddresses.map { address in
            let ip = address.ipAddress ?? "?"
            return ip.contains(":") ? "[\(ip)]:\(server.port)" : "\(ip):\(server.port)"
        }
        let storeName = store.memory ? "in memory" : "\(URL(fileURLWithPath: store.db ?? StoreDirectory.defaultPath).standardizedFileURL.path) (durable)"
        // Written straight to the descriptor (not buffered), so whoever started the server reads it now.
        let tls = configuration.tls.map { $0.requiresClientCertificates ? " (TLS, client certificates required)" : " (TLS)" } ?? ""
        let authentication = server.requiresAuthentication ? ", authentication required" : ""
        FileHandle.standardOutput.write(
            Data("docstream serve: listening on \(addresses.joined(separator: ", "))\(tls), store \(storeName)\(authentication)\n".utf8))
        server.waitUntilStopped()
        withExtendedLifetime(signals) {}
    }
}
