import DocStreamServer
import Testing

/// serverStatus's `mem` reads /proc/self/status (proc(5): "VmRSS: Resident set size",
/// "VmSize: Virtual memory size", in kB, after the field name, a colon and a tab).
@Suite("serverStatus mem: reading /proc/self/status")
struct MemoryUsageTests {
    @Test("Values padded to the column and values wider than it (a process that maps terabytes) both read, in MiB")
    func paddedAndWide() throws {
        let padded = try #require(MemoryUsage(procStatus: "Name:\tdocstream\nVmSize:\t  226808 kB\nVmRSS:\t   10240 kB\n"))
        #expect(padded.virtualMiB == 221 && padded.residentMiB == 10)
        // AddressSanitizer's shadow memory, or a large LMDB map: no padding is left.
        let wide = try #require(MemoryUsage(procStatus: "VmSize:\t21474984784 kB\nVmRSS:\t  524288 kB\n"))
        #expect(wide.virtualMiB == 20_971_664 && wide.residentMiB == 512)
    }

    @Test("Text without the two fields gives nothing rather than a wrong figure")
    func missingFields() {
        #expect(MemoryUsage(procStatus: "Name:\tdocstream\nVmRSS:\t10240 kB\n") == nil)
        #expect(MemoryUsage(procStatus: "VmSize:\tabc kB\nVmRSS:\t10240 kB\n") == nil)
    }
}
