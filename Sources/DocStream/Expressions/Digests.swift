import Foundation

/// The message digests of $hash, $hexHash and hashed index keys: MD5 (RFC 1321), SHA-256
/// (FIPS 180-4) and XXH64 (seed 0, canonical big-endian bytes), as MongoDB computes them.
enum Digests {
    static func md5(_ message: [UInt8]) -> [UInt8] {
        let shifts: [UInt32] = [7, 12, 17, 22, 5, 9, 14, 20, 4, 11, 16, 23, 6, 10, 15, 21]
        var state: [UInt32] = [0x6745_2301, 0xefcd_ab89, 0x98ba_dcfe, 0x1032_5476]
        for block in blocks(message, lengthBigEndian: false) {
            let words = (0..<16).map { word(block, at: $0 * 4, bigEndian: false) }
            var (a, b, c, d) = (state[0], state[1], state[2], state[3])
            for round in 0..<64 {
                let mixed: UInt32
                let index: Int
                switch round / 16 {
                case 0: (mixed, index) = ((b & c) | (~b & d), round)
                case 1: (mixed, index) = ((d & b) | (~d & c), (5 * round + 1) % 16)
                case 2: (mixed, index) = (b ^ c ^ d, (3 * round + 5) % 16)
                default: (mixed, index) = (c ^ (b | ~d), (7 * round) % 16)
                }
                let sum = a &+ mixed &+ md5Constants[round] &+ words[index]
                (a, d, c) = (d, c, b)
                b = b &+ rotatedLeft(sum, by: shifts[(round / 16) * 4 + round % 4])
            }
            state = [state[0] &+ a, state[1] &+ b, state[2] &+ c, state[3] &+ d]
        }
        return state.flatMap { bytes(of: $0, bigEndian: false) }
    }

    static func sha256(_ message: [UInt8]) -> [UInt8] {
        var state: [UInt32] = [
            0x6a09_e667, 0xbb67_ae85, 0x3c6e_f372, 0xa54f_f53a, 0x510e_527f, 0x9b05_688c, 0x1f83_d9ab, 0x5be0_cd19,
        ]
        for block in blocks(message, lengthBigEndian: true) {
            var schedule = (0..<16).map { word(block, at: $0 * 4, bigEndian: true) }
            for index in 16..<64 {
                let early = schedule[index - 15]
                let late = schedule[index - 2]
                let sigma0 = rotatedRight(early, by: 7) ^ rotatedRight(early, by: 18) ^ (early >> 3)
                let sigma1 = rotatedRight(late, by: 17) ^ rotatedRight(late, by: 19) ^ (late >> 10)
                schedule.append(schedule[index - 16] &+ sigma0 &+ schedule[index - 7] &+ sigma1)
            }
            var working = state
            for index in 0..<64 {
                let (a, e) = (working[0], working[4])
                let sum1 = rotatedRight(e, by: 6) ^ rotatedRight(e, by: 11) ^ rotatedRight(e, by: 25)
                let choice = (e & working[5]) ^ (~e & working[6])
                let first = working[7] &+ sum1 &+ choice &+ sha256Constants[index] &+ schedule[index]
                let sum0 = rotatedRight(a, by: 2) ^ rotatedRight(a, by: 13) ^ rotatedRight(a, by: 22)
                let majority = (a & working[1]) ^ (a & working[2]) ^ (working[1] & working[2])
                working = [first &+ sum0 &+ majority, a, working[1], working[2], working[3] &+ first, e, working[5], working[6]]
            }
            state = zip(state, working).map { $0 &+ $1 }
        }
        return state.flatMap { bytes(of: $0, bigEndian: true) }
    }

    static func xxh64(_ input: [UInt8]) -> [UInt8] {
        let primes: [UInt64] = [
            11_400_714_785_074_694_791, 14_029_467_366_897_019_727, 1_609_587_929_392_839_161,
            9_650_029_242_287_828_579, 2_870_177_450_012_600_261,
        ]
        func round(_ accumulator: UInt64, _ lane: UInt64) -> UInt64 {
            rotatedLeft(accumulator &+ lane &* primes[1], by: 31) &* primes[0]
        }
        func lane(at offset: Int) -> UInt64 {
            (0..<8).reduce(0) { $0 | UInt64(input[offset + $1]) << (8 * UInt64($1)) }
        }
        var offset = 0
        var hash: UInt64
        if input.count >= 32 {
            var accumulators = [primes[0] &+ primes[1], primes[1], 0, 0 &- primes[0]]
            while offset + 32 <= input.count {
                for index in 0..<4 { accumulators[index] = round(accumulators[index], lane(at: offset + 8 * index)) }
                offset += 32
            }
            hash =
                rotatedLeft(accumulators[0], by: 1) &+ rotatedLeft(accumulators[1], by: 7)
                &+ rotatedLeft(accumulators[2], by: 12) &+ rotatedLeft(accumulators[3], by: 18)
            for accumulator in accumulators { hash = (hash ^ round(0, accumulator)) &* primes[0] &+ primes[3] }
        } else {
            hash = primes[4]
        }
        hash = hash &+ UInt64(input.count)
        while offset + 8 <= input.count {
            hash = rotatedLeft(hash ^ round(0, lane(at: offset)), by: 27) &* primes[0] &+ primes[3]
            offset += 8
        }
        if offset + 4 <= input.count {
            let word = (0..<4).reduce(UInt64(0)) { $0 | UInt64(input[offset + $1]) << (8 * UInt64($1)) }
            hash = rotatedLeft(hash ^ word &* primes[0], by: 23) &* primes[1] &+ primes[2]
            offset += 4
        }
        for byte in input[offset...] { hash = rotatedLeft(hash ^ UInt64(byte) &* primes[4], by: 11) &* primes[0] }
        hash = (hash ^ hash >> 33) &* primes[1]
        hash = (hash ^ hash >> 29) &* primes[2]
        hash ^= hash >> 32
        return (0..<8).map { UInt8(truncatingIfNeeded: hash >> (8 * (7 - UInt64($0)))) }
    }

    /// The message padded as MD5 and SHA-256 pad it (a one bit, zeros, the bit length), in
    /// blocks of 64 bytes.
    private static func blocks(_ message: [UInt8], lengthBigEndian: Bool) -> [ArraySlice<UInt8>] {
        var padded = message + [0x80]
        padded += [UInt8](repeating: 0, count: (120 - padded.count % 64) % 64)
        let bitLength = UInt64(message.count) &* 8
        padded += (0..<8).map { UInt8(truncatingIfNeeded: bitLength >> (8 * UInt64(lengthBigEndian ? 7 - $0 : $0))) }
        return stride(from: 0, to: padded.count, by: 64).map { padded[$0..<$0 + 64] }
    }

    private static func word(_ block: ArraySlice<UInt8>, at offset: Int, bigEndian: Bool) -> UInt32 {
        (0..<4).reduce(UInt32(0)) { word, index in
            word | UInt32(block[block.startIndex + offset + index]) << (8 * UInt32(bigEndian ? 3 - index : index))
        }
    }

    private static func bytes(of word: UInt32, bigEndian: Bool) -> [UInt8] {
        (0..<4).map { UInt8(truncatingIfNeeded: word >> (8 * UInt32(bigEndian ? 3 - $0 : $0))) }
    }

    private static func rotatedLeft<Word: FixedWidthInteger & UnsignedInteger>(_ value: Word, by count: Word) -> Word {
        value << count | value >> (Word(Word.bitWidth) - count)
    }

    private static func rotatedRight(_ value: UInt32, by count: UInt32) -> UInt32 {
        value >> count | value << (32 - count)
    }

    /// floor(|sin(i + 1)| × 2^32), RFC 1321's table.
    private static let md5Constants: [UInt32] = (0..<64).map { UInt32(abs(sin(Double($0 + 1))) * 4_294_967_296) }

    /// The first 32 bits of the fractional parts of the cube roots of the first 64 primes.
    private static let sha256Constants: [UInt32] = [
        0x428a_2f98, 0x7137_4491, 0xb5c0_fbcf, 0xe9b5_dba5, 0x3956_c25b, 0x59f1_11f1, 0x923f_82a4, 0xab1c_5ed5,
        0xd807_aa98, 0x1283_5b01, 0x2431_85be, 0x550c_7dc3, 0x72be_5d74, 0x80de_b1fe, 0x9bdc_06a7, 0xc19b_f174,
        0xe49b_69c1, 0xefbe_4786, 0x0fc1_9dc6, 0x240c_a1cc, 0x2de9_2c6f, 0x4a74_84aa, 0x5cb0_a9dc, 0x76f9_88da,
        0x983e_5152, 0xa831_c66d, 0xb003_27c8, 0xbf59_7fc7, 0xc6e0_0bf3, 0xd5a7_9147, 0x06ca_6351, 0x1429_2967,
        0x27b7_0a85, 0x2e1b_2138, 0x4d2c_6dfc, 0x5338_0d13, 0x650a_7354, 0x766a_0abb, 0x81c2_c92e, 0x9272_2c85,
        0xa2bf_e8a1, 0xa81a_664b, 0xc24b_8b70, 0xc76c_51a3, 0xd192_e819, 0xd699_0624, 0xf40e_3585, 0x106a_a070,
        0x19a4_c116, 0x1e37_6c08, 0x2748_774c, 0x34b0_bcb5, 0x391c_0cb3, 0x4ed8_aa4a, 0x5b9c_ca4f, 0x682e_6ff3,
        0x748f_82ee, 0x78a5_636f, 0x84c8_7814, 0x8cc7_0208, 0x90be_fffa, 0xa450_6ceb, 0xbef9_a3f7, 0xc671_78f2,
    ]
}
