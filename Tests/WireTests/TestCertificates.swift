import Foundation

/// Certificates made for one test with the `openssl` command in a temporary directory,
/// removed with it: a CA, a server certificate for 127.0.0.1 and localhost, a client
/// certificate, both signed by the CA, and a client certificate from a second CA.
///
/// Unchecked Sendable: written once in `init`, read after.
final class TestCertificates: @unchecked Sendable {
    let directory: URL

    init() throws {
        directory = FileManager.default.temporaryDirectory.appendingPathComponent("docstream-tls-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        try Self.makeAuthority("ca", in: directory)
        try Self.makeAuthority("other-ca", in: directory)
        try Self.makeLeaf("server", authority: "ca", subject: "/CN=localhost", extensions: "subjectAltName=IP:127.0.0.1,DNS:localhost", in: directory)
        try Self.makeLeaf("client", authority: "ca", subject: "/CN=client", extensions: "extendedKeyUsage=clientAuth", in: directory)
        try Self.makeLeaf("stranger", authority: "other-ca", subject: "/CN=stranger", extensions: "extendedKeyUsage=clientAuth", in: directory)
    }

    deinit {
        try? FileManager.default.removeItem(at: directory)
    }

    /// A file in the directory, e.g. "ca.pem", "server.key", "client-combined.pem" (the
    /// client's certificate and key in one file, as drivers take them).
    func path(_ name: String) -> String {
        directory.appendingPathComponent(name).path
    }

    /// Writes `contents` to `name` in the directory and returns its path.
    func write(_ name: String, _ contents: String) throws -> String {
        try Data(contents.utf8).write(to: directory.appendingPathComponent(name))
        return path(name)
    }

    private static func makeAuthority(_ name: String, in directory: URL) throws {
        try openssl(
            [
                "req", "-x509", "-newkey", "rsa:2048", "-nodes", "-days", "2", "-subj", "/CN=DocStream test \(name)",
                "-keyout", "\(name).key", "-out", "\(name).pem",
            ], in: directory)
    }

    private static func makeLeaf(_ name: String, authority: String, subject: String, extensions: String, in directory: URL) throws {
        try openssl(["req", "-newkey", "rsa:2048", "-nodes", "-subj", subject, "-keyout", "\(name).key", "-out", "\(name).csr"], in: directory)
        let extensionFile = directory.appendingPathComponent("\(name).ext")
        try Data("\(extensions)\n".utf8).write(to: extensionFile)
        try openssl(
            [
                "x509", "-req", "-in", "\(name).csr", "-CA", "\(authority).pem", "-CAkey", "\(authority).key", "-CAcreateserial",
                "-days", "2", "-extfile", "\(name).ext", "-out", "\(name).pem",
            ], in: directory)
        let combined = try Data(contentsOf: directory.appendingPathComponent("\(name).pem")) + Data(contentsOf: directory.appendingPathComponent("\(name).key"))
        try combined.write(to: directory.appendingPathComponent("\(name)-combined.pem"))
    }

    private static func openssl(_ arguments: [String], in directory: URL) throws {
        let result = try runToEnd(URL(fileURLWithPath: "/usr/bin/env"), ["openssl"] + arguments, seconds: 60, in: directory)
        guard result.status == 0 else { throw ServerFailure("openssl \(arguments.joined(separator: " ")) failed: \(result.output)") }
    }
}
