import DocStreamBSON
import Foundation

/// The cluster parameters DocStream has, as setClusterParameter sets them and
/// getClusterParameter reads them (manual: Cluster Parameters): `changeStreamOptions`, whose
/// `preAndPostImages.expireAfterSeconds` ("off" or a number of seconds) bounds how long change
/// streams find pre- and post-images. A durable store keeps them (journal and checkpoint).
enum ClusterParameters {
    static let names = ["changeStreamOptions"]

    /// A parameter's document as getClusterParameter shows it before anything set it.
    static func initial(_ name: String) -> Document {
        ["_id": .string(name), "clusterParameterTime": .timestamp(BSONTimestamp(seconds: 0, increment: 0)), "preAndPostImages": ["expireAfterSeconds": "off"]]
    }

    /// The stored document of `name` for the value setClusterParameter was given, checked as
    /// MongoDB checks changeStreamOptions (2 BadValue); 4 NoSuchKey for another name.
    static func document(_ name: String, value: BSONValue, time: BSONTimestamp) throws(DocStreamError) -> Document {
        guard names.contains(name) else { throw unknown(name) }
        guard case .document(let options) = value else {
            throw DocStreamError(.typeMismatch, "BSON field 'changeStreamOptions' is the wrong type '\(value.type.alias)', expected type 'object'")
        }
        let reader = ArgumentReader(errors: .idl("changeStreamOptions"), fields: [.optional("preAndPostImages", .object)])
        guard let images = try reader.read(options).document("preAndPostImages") else {
            throw DocStreamError(.badValue, "Should specify at least one change stream option")
        }
        let imagesReader = ArgumentReader(errors: .idl("changeStreamOptions.preAndPostImages"), fields: [.optional("expireAfterSeconds")])
        guard let expiry = try imagesReader.read(images)["expireAfterSeconds"] else {
            throw DocStreamError(.badValue, "Should specify the value of 'expireAfterSeconds'")
        }
        let stored: BSONValue
        switch expiry {
        case .string("off"):
            stored = "off"
        case .string(let text):
            throw DocStreamError(.badValue, "Invalid value for 'expireAfterSeconds': '\(text)'; expected \"off\" or a number of seconds")
        default:
            guard let seconds = expiry.saturatingInteger(in: Int64.min...Int64.max), seconds > 0 else {
                throw DocStreamError(.badValue, "'expireAfterSeconds' must be \"off\" or a number of seconds greater than 0")
            }
            stored = .int64(seconds)
        }
        return ["_id": .string(name), "clusterParameterTime": .timestamp(time), "preAndPostImages": ["expireAfterSeconds": stored]]
    }

    /// The seconds after which change streams no longer find pre- and post-images; nil for "off".
    static func imagesExpiry(in parameters: [String: Document]) -> Int? {
        guard case .int64(let seconds)? = parameters["changeStreamOptions"]?["preAndPostImages"]?.documentValue?["expireAfterSeconds"] else { return nil }
        return Int(seconds)
    }

    static func unknown(_ name: String) -> DocStreamError {
        DocStreamError(.noSuchKey, "Unknown Cluster Parameter \(name)")
    }
}
