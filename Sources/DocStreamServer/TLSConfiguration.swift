import DocStreamBSON
import Foundation
import NIOSSL

/// The TLS a ``WireServer`` listener speaks, loaded from PEM files: the server's certificate
/// chain and private key, and optionally a CA whose certificates clients must present. A
/// listener with TLS speaks nothing else (MongoDB's `requireTLS`): a plain connection fails
/// its handshake and is closed.
///
/// ```swift
/// var configuration = WireServerConfiguration()
/// configuration.tls = try WireTLSConfiguration(certificateFile: "server.pem", privateKeyFile: "server.key")
/// ```
public struct WireTLSConfiguration: Sendable {
    /// The context every connection's TLS handler is made from.
    let context: NIOSSLContext
    /// Whether clients must present a certificate signed by the CA given.
    public let requiresClientCertificates: Bool

    /// Loads and checks the files. Throws `DocStreamError` 140 InvalidSSLConfiguration, naming
    /// the file, when one is missing or unreadable, holds no PEM certificate (or key), or when
    /// the key is not the certificate's.
    ///
    /// - Parameters:
    ///   - certificateFile: The server's certificate, then any intermediates, in PEM.
    ///   - privateKeyFile: The certificate's private key in PEM, not encrypted.
    ///   - clientCAFile: CA certificates in PEM; when given, every client must present a
    ///     certificate that chains to one of them.
    public init(certificateFile: String, privateKeyFile: String, clientCAFile: String? = nil) throws(DocStreamError) {
        let chain = try Self.certificates(in: certificateFile, option: "--tls-cert")
        let keyBytes = try Self.contents(of: privateKeyFile, option: "--tls-key")
        let key: NIOSSLPrivateKey
        do {
            key = try NIOSSLPrivateKey(bytes: keyBytes, format: .pem)
        } catch {
            throw Self.invalid("--tls-key \(privateKeyFile) holds no unencrypted PEM private key")
        }
        var configuration: TLSConfiguration
        if let clientCAFile {
            let authorities = try Self.certificates(in: clientCAFile, option: "--tls-ca")
            configuration = .makeServerConfigurationWithMTLS(
                certificateChain: chain.map { .certificate($0) }, privateKey: .privateKey(key), trustRoots: .certificates(authorities))
            configuration.sendCANameList = true
        } else {
            configuration = .makeServerConfiguration(certificateChain: chain.map { .certificate($0) }, privateKey: .privateKey(key))
        }
        configuration.minimumTLSVersion = .tlsv12
        do {
            context = try NIOSSLContext(configuration: configuration)
        } catch {
            // The certificates and the key each parsed, so what fails is their pairing.
            throw Self.invalid("the private key in --tls-key \(privateKeyFile) does not match the certificate in --tls-cert \(certificateFile): \(error)")
        }
        requiresClientCertificates = clientCAFile != nil
    }

    private static func contents(of path: String, option: String) throws(DocStreamError) -> [UInt8] {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
            throw invalid("cannot read \(option) \(path): no such file")
        }
        guard !isDirectory.boolValue else { throw invalid("cannot read \(option) \(path): it is a directory") }
        guard let data = FileManager.default.contents(atPath: path) else {
            throw invalid("cannot read \(option) \(path): permission denied or unreadable")
        }
        return Array(data)
    }

    private static func certificates(in path: String, option: String) throws(DocStreamError) -> [NIOSSLCertificate] {
        let bytes = try contents(of: path, option: option)
        let certificates = try? NIOSSLCertificate.fromPEMBytes(bytes)
        guard let certificates, !certificates.isEmpty else { throw invalid("\(option) \(path) holds no PEM certificate") }
        return certificates
    }

    /// MongoDB's InvalidSSLConfiguration.
    private static func invalid(_ message: String) -> DocStreamError {
        DocStreamError(.invalidSSLConfiguration, message)
    }
}
