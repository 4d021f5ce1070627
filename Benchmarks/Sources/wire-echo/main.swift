import Foundation
import NIOCore
import NIOPosix

// wire-echo: a bare SwiftNIO echo server on 127.0.0.1 (a free port, printed on its first line),
// the floor Benchmarks/wire/run sets a point find over the wire beside: the same event loop,
// socket and kernel round trip, with no protocol and no command work.

/// Writes back what it reads.
final class EchoHandler: ChannelInboundHandler, Sendable {
    typealias InboundIn = ByteBuffer
    typealias OutboundOut = ByteBuffer

    func channelRead(context: ChannelHandlerContext, data: NIOAny) {
        context.write(data, promise: nil)
    }

    func channelReadComplete(context: ChannelHandlerContext) {
        context.flush()
    }
}

let group = MultiThreadedEventLoopGroup(numberOfThreads: System.coreCount)
let channel = try await ServerBootstrap(group: group)
    .serverChannelOption(.socketOption(.so_reuseaddr), value: 1)
    .childChannelOption(.socketOption(.tcp_nodelay), value: 1)
    .childChannelInitializer { channel in channel.pipeline.addHandler(EchoHandler()) }
    .bind(host: "127.0.0.1", port: 0)
    .get()
// Written straight to the file descriptor: print's buffer would hold the line back from the runner.
FileHandle.standardOutput.write(Data("wire-echo: listening on 127.0.0.1:\(channel.localAddress?.port ?? 0)\n".utf8))
try await channel.closeFuture.get()
