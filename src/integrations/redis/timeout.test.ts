import net from 'node:net'
import { Worker } from 'node:worker_threads'

import { afterEach, describe, expect, it } from 'vitest'

import { withTimeout } from './timeout'

/** Holds the event loop for `ms` (a long render, or a process short of CPU). */
function holdEventLoop(ms: number): void {
  const until = performance.now() + ms
  while (performance.now() < until) {
    // busy
  }
}

const ECHO_SERVER = `
const net = require('node:net')
const { parentPort } = require('node:worker_threads')
const server = net.createServer((socket) => socket.on('data', (data) => socket.write(data)))
server.listen(0, '127.0.0.1', () => parentPort.postMessage(server.address().port))
`

const workers: Worker[] = []
afterEach(async () => {
  await Promise.all(workers.splice(0).map((worker) => worker.terminate()))
})

/**
 * A reply that arrives over a socket from another thread, as Redis's does from another process
 * (it answers while this thread is held): `ask()` sends, the promise resolves on the answer.
 */
async function echoConnection(): Promise<{ ask: () => Promise<string>; close: () => void }> {
  const worker = new Worker(ECHO_SERVER, { eval: true })
  workers.push(worker)
  const port = await new Promise<number>((resolve) => worker.once('message', resolve))
  const socket = net.connect(port, '127.0.0.1')
  await new Promise((resolve) => socket.once('connect', resolve))
  return {
    ask: () =>
      new Promise((resolve) => {
        socket.once('data', (data) => resolve(data.toString()))
        socket.write('PONG')
      }),
    close: () => socket.destroy(),
  }
}

describe('withTimeout', () => {
  it('gives the answer when it comes in time', async () => {
    await expect(withTimeout(Promise.resolve('ok'), 50, 'a read')).resolves.toBe('ok')
  })

  it('fails when nothing answers within the limit', async () => {
    await expect(withTimeout(new Promise(() => undefined), 20, 'a read')).rejects.toThrow(
      'Redis did not answer a read within 20 ms',
    )
  })

  it('gives the answer that was waiting on the socket when the event loop was held past the limit', async () => {
    const connection = await echoConnection()
    try {
      const answer = withTimeout(connection.ask(), 50, 'a read')
      // The answer arrives within a millisecond, but this process only looks after 150 ms: the
      // expired timer runs first, the socket is read right after it.
      holdEventLoop(150)
      await expect(answer).resolves.toBe('PONG')
    } finally {
      connection.close()
    }
  })
})
