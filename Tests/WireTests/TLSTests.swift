import Foundation
import TestSupport
import Testing

/// `docstream serve --tls-cert --tls-key [--tls-ca]`: TLS only on the listener, client
/// certificates with a CA, and a clear failure at start for files that cannot serve.
@Suite("docstream serve with TLS", .timeLimit(.minutes(10)))
struct TLSTests {
    static let script = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("pymongo_tls.py")

    /// Whether a plain (not TLS) OP_MSG ping to `server` gets no wire protocol reply and its
    /// connection is closed: at most a TLS alert record (content type 21) comes back.
    private static func refusesPlainConnection(_ server: ServerProcess) throws -> Bool {
        let client = try server.connect()
        try client.send(WireMessages.opMsg(requestID: client.requestID(), body: ["ping": 1, "$db": "admin"]))
        guard let received = client.bytesUntilClosed(within: 10) else { return false }
        return received.isEmpty || received[0] == 21
    }

    @Test("With --tls-cert and --tls-key: a plain connection is closed, the server stays up, and pymongo (tls=True, tlsCAFile) runs CRUD")
    func serverCertificate() async throws {
        try await offTestThreads {
            let certificates = try TestCertificates()
            let python = try PymongoEnvironment.prepare()
            let server = try ServerProcess(["--memory", "--tls-cert", certificates.path("server.pem"), "--tls-key", certificates.path("server.key")])
            #expect(server.announcement == "docstream serve: listening on 127.0.0.1:\(server.port) (TLS), store in memory")
            #expect(try Self.refusesPlainConnection(server))
            let result = try runToEnd(python, [Self.script.path, String(server.port), certificates.path("ca.pem")], seconds: 120)
            #expect(result.status == 0, "\(result.output)")
            #expect(result.output.contains("pymongo tls: all checks passed"), "\(result.output)")
            #expect(try server.terminate() == 0)
        }
    }

    @Test("With --tls-ca: a client certificate the CA signed is required; none, or another CA's, is refused")
    func clientCertificates() async throws {
        try await offTestThreads {
            let certificates = try TestCertificates()
            let python = try PymongoEnvironment.prepare()
            let server = try ServerProcess([
                "--memory", "--tls-cert", certificates.path("server.pem"), "--tls-key", certificates.path("server.key"),
                "--tls-ca", certificates.path("ca.pem"),
            ])
            #expect(server.announcement == "docstream serve: listening on 127.0.0.1:\(server.port) (TLS, client certificates required), store in memory")
            #expect(try Self.refusesPlainConnection(server))
            let result = try runToEnd(
                python,
                [
                    Self.script.path, String(server.port), certificates.path("ca.pem"),
                    certificates.path("client-combined.pem"), certificates.path("stranger-combined.pem"),
                ], seconds: 180)
            #expect(result.status == 0, "\(result.output)")
            #expect(result.output.contains("pymongo tls: all checks passed"), "\(result.output)")
            #expect(try server.terminate() == 0)
        }
    }

    /// A TLS option set that cannot serve, and what the error names.
    struct BadFiles: CustomTestStringConvertible, Sendable {
        let testDescription: String
        /// The options after `serve --port 0 --memory`, given the certificates' directory.
        let options: @Sendable (TestCertificates) throws -> [String]
        let expected: @Sendable (TestCertificates) -> String
    }

    static let badFiles: [BadFiles] = [
        BadFiles(
            testDescription: "missing certificate file",
            options: { c in
                ["--tls-cert", c.path("absent.pem"), "--tls-key", c.path("server.key")]
            }, expected: { c in "InvalidSSLConfiguration (140): cannot read --tls-cert \(c.path("absent.pem"))" }),
        BadFiles(
            testDescription: "missing key file",
            options: { c in
                ["--tls-cert", c.path("server.pem"), "--tls-key", c.path("absent.key")]
            }, expected: { c in "InvalidSSLConfiguration (140): cannot read --tls-key \(c.path("absent.key"))" }),
        BadFiles(
            testDescription: "a directory for the certificate",
            options: { c in
                ["--tls-cert", c.directory.path, "--tls-key", c.path("server.key")]
            }, expected: { c in "InvalidSSLConfiguration (140): cannot read --tls-cert \(c.directory.path)" }),
        BadFiles(
            testDescription: "certificate file not PEM",
            options: { c in
                ["--tls-cert", try c.write("text.pem", "not a certificate\n"), "--tls-key", c.path("server.key")]
            }, expected: { c in "InvalidSSLConfiguration (140): --tls-cert \(c.path("text.pem")) holds no PEM certificate" }),
        BadFiles(
            testDescription: "key file not PEM",
            options: { c in
                ["--tls-cert", c.path("server.pem"), "--tls-key", try c.write("text.key", "not a key\n")]
            }, expected: { c in "InvalidSSLConfiguration (140): --tls-key \(c.path("text.key")) holds no unencrypted PEM private key" }),
        BadFiles(
            testDescription: "a certificate for the key",
            options: { c in
                ["--tls-cert", c.path("server.pem"), "--tls-key", c.path("ca.pem")]
            }, expected: { c in "InvalidSSLConfiguration (140): --tls-key \(c.path("ca.pem")) holds no unencrypted PEM private key" }),
        BadFiles(
            testDescription: "key not matching the certificate",
            options: { c in
                ["--tls-cert", c.path("server.pem"), "--tls-key", c.path("client.key")]
            },
            expected: { c in
                "InvalidSSLConfiguration (140): the private key in --tls-key \(c.path("client.key")) does not match the certificate in --tls-cert \(c.path("server.pem"))"
            }),
        BadFiles(
            testDescription: "missing CA file",
            options: { c in
                ["--tls-cert", c.path("server.pem"), "--tls-key", c.path("server.key"), "--tls-ca", c.path("absent-ca.pem")]
            }, expected: { c in "InvalidSSLConfiguration (140): cannot read --tls-ca \(c.path("absent-ca.pem"))" }),
        BadFiles(
            testDescription: "CA file not PEM",
            options: { c in
                ["--tls-cert", c.path("server.pem"), "--tls-key", c.path("server.key"), "--tls-ca", try c.write("text-ca.pem", "")]
            }, expected: { c in "InvalidSSLConfiguration (140): --tls-ca \(c.path("text-ca.pem")) holds no PEM certificate" }),
        BadFiles(
            testDescription: "--tls-cert without --tls-key",
            options: { c in
                ["--tls-cert", c.path("server.pem")]
            }, expected: { _ in "--tls-cert and --tls-key go together" }),
        BadFiles(
            testDescription: "--tls-ca without a certificate",
            options: { c in
                ["--tls-ca", c.path("ca.pem")]
            }, expected: { _ in "--tls-ca needs --tls-cert and --tls-key" }),
    ]

    @Test("Files that cannot serve TLS: a clear error, exit status not 0, nothing listening", arguments: badFiles)
    func badStart(_ bad: BadFiles) async throws {
        try await offTestThreads {
            let certificates = try TestCertificates()
            let options = try bad.options(certificates)
            let result = try runToEnd(ServerProcess.executable, ["serve", "--port", "0", "--memory"] + options, seconds: 60)
            #expect(result.status != 0)
            #expect(result.output.contains(bad.expected(certificates)), "\(result.output)")
            #expect(!result.output.contains("listening on"), "\(result.output)")
        }
    }
}
