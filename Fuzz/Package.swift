// swift-tools-version:6.2
// Fuzz targets for libFuzzer, in their own package: they are built with -sanitize=fuzzer and
// -parse-as-library (libFuzzer brings its own main), which the main package's products must
// not be. Run one with scripts/fuzz TARGET SECONDS.
import PackageDescription

let package = Package(
    name: "DocStreamFuzz",
    dependencies: [.package(name: "DocStream", path: ".."), .package(url: "https://github.com/apple/swift-log", from: "1.16.2")],
    targets: [
        // libbson, the oracle the BSON target compares DocStream's reader against.
        .systemLibrary(name: "CLibBSONOracle", path: "Sources/CLibBSONOracle", pkgConfig: "libbson-1.0"),
        // libFuzzer's driver, which each target's main hands over to.
        .systemLibrary(name: "CFuzzerDriver", path: "Sources/CFuzzerDriver"),
        // What more than one target checks.
        .target(name: "FuzzSupport", dependencies: [.product(name: "DocStreamBSON", package: "DocStream")], path: "Sources/FuzzSupport"),
        .executableTarget(
            name: "fuzz-bson",
            dependencies: ["CLibBSONOracle", "CFuzzerDriver", "FuzzSupport", .product(name: "DocStreamBSON", package: "DocStream")],
            path: "Sources/fuzz-bson",
            swiftSettings: [.unsafeFlags(["-parse-as-library"])]
        ),
        .executableTarget(
            name: "fuzz-commands",
            dependencies: ["CFuzzerDriver", "FuzzSupport", .product(name: "DocStream", package: "DocStream")],
            path: "Sources/fuzz-commands",
            swiftSettings: [.unsafeFlags(["-parse-as-library"])]
        ),
        .executableTarget(
            name: "fuzz-json",
            dependencies: ["CLibBSONOracle", "CFuzzerDriver", "FuzzSupport", .product(name: "DocStreamBSON", package: "DocStream")],
            path: "Sources/fuzz-json",
            swiftSettings: [.unsafeFlags(["-parse-as-library"])]
        ),
        .executableTarget(
            name: "fuzz-wire",
            dependencies: [
                "CFuzzerDriver", "FuzzSupport", .product(name: "DocStreamServer", package: "DocStream"), .product(name: "Logging", package: "swift-log"),
            ],
            path: "Sources/fuzz-wire",
            swiftSettings: [.unsafeFlags(["-parse-as-library"])]
        ),
        .executableTarget(
            name: "fuzz-recovery",
            dependencies: ["CFuzzerDriver", "FuzzSupport", .product(name: "DocStream", package: "DocStream")],
            path: "Sources/fuzz-recovery",
            swiftSettings: [.unsafeFlags(["-parse-as-library"])]
        ),
        .executableTarget(
            name: "fuzz-storage",
            dependencies: ["CFuzzerDriver", .product(name: "DocStream", package: "DocStream")],
            path: "Sources/fuzz-storage",
            swiftSettings: [.unsafeFlags(["-parse-as-library"])]
        ),
    ]
)
