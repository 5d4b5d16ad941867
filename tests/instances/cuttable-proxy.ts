/**
 * A TCP proxy in front of a server (here PostgreSQL) that a test can cut and restore: while cut,
 * every open connection is reset and every new one is closed at once, as when the database
 * stops; restored, connections pass again. Only this test's connections go through it, so the
 * shared PostgreSQL server is never stopped.
 */
import net from 'node:net'

export type CuttableProxy = {
  port: number
  /** Resets every connection through the proxy and refuses new ones until restore(). */
  cut(): void
  restore(): void
  close(): Promise<void>
}

export async function startCuttableProxy(target: { host: string; port: number }): Promise<CuttableProxy> {
  const open = new Set<net.Socket>()
  let isCut = false

  const server = net.createServer((client) => {
    if (isCut) {
      client.resetAndDestroy()
      return
    }
    const upstream = net.connect(target)
    for (const socket of [client, upstream]) {
      open.add(socket)
      socket.on('close', () => open.delete(socket))
      // A reset on one side ends the other; the error itself is the point of the cut.
      socket.on('error', () => undefined)
    }
    client.pipe(upstream).pipe(client)
    client.on('close', () => upstream.destroy())
    upstream.on('close', () => client.destroy())
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as net.AddressInfo

  return {
    port,
    cut() {
      isCut = true
      for (const socket of open) socket.resetAndDestroy()
    },
    restore() {
      isCut = false
    },
    close() {
      for (const socket of open) socket.destroy()
      return new Promise((resolve) => server.close(() => resolve()))
    },
  }
}
