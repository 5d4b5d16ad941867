/**
 * npm start's drained stop (scripts/lib/drain.mjs) on a real HTTP server: a request in flight is
 * answered (with Connection: close), an idle keep-alive connection is closed, nothing new is
 * accepted, and what is still running at the deadline is cut.
 */
import http from 'node:http'
import type { AddressInfo } from 'node:net'

import { afterEach, describe, expect, it } from 'vitest'

import {
  drainServer,
  HEADERS_TIMEOUT_MS,
  KEEP_ALIVE_TIMEOUT_MS,
  setKeepAlive,
  trackRequests,
} from '../../scripts/lib/drain.mjs'

type Answer = { status: number; connection: string | undefined; body: string }

let server: http.Server
const agents: http.Agent[] = []

/** A server whose /slow/<ms> answers after that many milliseconds (and / at once). */
async function start(): Promise<{ port: number; requests: ReturnType<typeof trackRequests> }> {
  const requests = trackRequests()
  server = http.createServer((req, res) => {
    requests.track(res)
    const wait = Number(/^\/slow\/(\d+)$/.exec(req.url ?? '')?.[1] ?? 0)
    setTimeout(() => res.end(`done ${req.url}`), wait)
  })
  setKeepAlive(server)
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  return { port: (server.address() as AddressInfo).port, requests }
}

function get(port: number, path: string, agent?: http.Agent): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = http.get({ host: '127.0.0.1', port, path, agent }, (res) => {
      let body = ''
      res.on('data', (chunk: Buffer) => (body += chunk.toString()))
      res.on('end', () => resolve({ status: res.statusCode ?? 0, connection: res.headers.connection, body }))
      res.on('error', reject)
    })
    req.on('error', reject)
  })
}

const keepAliveAgent = () => {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 })
  agents.push(agent)
  return agent
}

afterEach(async () => {
  for (const agent of agents.splice(0)) agent.destroy()
  server.closeAllConnections()
  await new Promise((resolve) => server.close(resolve))
})

describe('drainServer', () => {
  it('keeps connections alive longer than a proxy does, and allows headers longer still', async () => {
    await start()
    expect(server.keepAliveTimeout).toBe(KEEP_ALIVE_TIMEOUT_MS)
    expect(KEEP_ALIVE_TIMEOUT_MS).toBeGreaterThan(60_000)
    expect(server.headersTimeout).toBe(HEADERS_TIMEOUT_MS)
    expect(HEADERS_TIMEOUT_MS).toBeGreaterThan(KEEP_ALIVE_TIMEOUT_MS)
  })

  it('answers the request in flight (Connection: close), closes an idle keep-alive connection and accepts nothing new', async () => {
    const { port, requests } = await start()
    const idleAgent = keepAliveAgent()
    expect((await get(port, '/', idleAgent)).status).toBe(200)
    let idleClosed = false
    for (const sockets of Object.values(idleAgent.freeSockets)) {
      for (const socket of sockets ?? []) socket.once('close', () => (idleClosed = true))
    }

    const inFlight = get(port, '/slow/400', keepAliveAgent())
    await new Promise((resolve) => setTimeout(resolve, 100))
    expect(requests.inFlight()).toBe(1)

    requests.closeAfterAnswers()
    const drained = drainServer(server, { deadline: Date.now() + 5_000 })
    await expect(get(port, '/')).rejects.toMatchObject({ code: 'ECONNREFUSED' })

    expect(await inFlight).toEqual({ status: 200, connection: 'close', body: 'done /slow/400' })
    expect(await drained).toBe(0)
    expect(idleClosed).toBe(true)
    expect(requests.inFlight()).toBe(0)
  })

  it('cuts what still runs at the deadline', async () => {
    const { port, requests } = await start()
    const stuck = get(port, '/slow/60000')
    await new Promise((resolve) => setTimeout(resolve, 100))
    requests.closeAfterAnswers()
    const started = Date.now()
    expect(await drainServer(server, { deadline: Date.now() + 300 })).toBe(1)
    expect(Date.now() - started).toBeLessThan(2_000)
    await expect(stuck).rejects.toMatchObject({ code: 'ECONNRESET' })
  })
})
