// swift-tools-version:6.2
// Fuzz targets for libFuzzer, in their own package: they are built with -sanitize=fuzzer and
// -parse-as-library (libFuzzer brings its own main), which the main package's products must
// not be. Run one with scripts/fuzz TARGET SECONDS.
import PackageDescription

let package = Package(
    name: "DocStreamFuzz",
    dependencies: [.package(name: "DocStream", path: "..")],
    targets: [
        // libbson, the oracle the BSON target compares DocStream's reader against.
        .systemLibrary(name: "CLibBSONOracle", path: "Sources/CLibBSONOracle", pkgConfig: "libbson-1.0"),
        .executableTarget(
            name: "fuzz-bson",
            dependencies: ["CLibBSONOracle", .product(name: "DocStreamBSON", package: "DocStream")],
            path: "Sources/fuzz-bson",
            swiftSettings: [.unsafeFlags(["-parse-as-library"])]
        ),
    ]
)
