// Closing the fleet bus never waits on the network and never leaves a connection behind
// (docs/FLEET.md#one-bus-two-engines): a process shutting down after the database went away must
// finish, or a rolling upgrade stalls on it. PostgreSQL only: the embedded database has no listener.
// Between the bus and the database sits a TCP relay on loopback that can hold new connections or
// stop carrying bytes, as a broken network does.
import net from 'node:net'
import pg from 'pg'
import { afterEach, describe, expect, it } from 'vitest'
import { createPgBus, type FleetBus } from '../../src/server/fleet/bus'

const url = process.env.DATABASE_URL

interface Relay {
  url: string
  /** Connections the bus has not ended or cut yet. */
  open(): number
  /** New connections are accepted and held, not carried to the database. */
  hold(): void
  /** Held connections (those still open) are carried to the database. */
  release(): void
  /** Open connections stop carrying bytes either way and never answer again, not even a goodbye. */
  blackHole(): void
  /** Cuts every open connection. */
  cut(): void
  held(): number
  close(): Promise<void>
}

async function startRelay(target: URL): Promise<Relay> {
  /** Open from the bus's side. */
  const sockets = new Set<net.Socket>()
  /** Every socket the relay has, to close it at the end (one the bus ended stays half open here). */
  const every = new Set<net.Socket>()
  const upstreams = new Set<net.Socket>()
  let holding = false
  let heldSockets: net.Socket[] = []
  const carry = (socket: net.Socket) => {
    const upstream = net.connect(Number(target.port || 5432), target.hostname)
    upstreams.add(upstream)
    socket.pipe(upstream).pipe(socket)
    upstream.on('close', () => socket.destroy())
    upstream.on('error', () => socket.destroy())
    socket.on('close', () => upstream.destroy())
  }
  // Half-open allowed: when the bus says goodbye, the relay does not answer it (a dead peer would not).
  const server = net.createServer({ allowHalfOpen: true }, (socket) => {
    sockets.add(socket)
    every.add(socket)
    socket.on('error', () => {})
    socket.on('end', () => sockets.delete(socket))
    socket.on('close', () => sockets.delete(socket))
    if (holding) heldSockets.push(socket)
    else carry(socket)
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const port = (server.address() as net.AddressInfo).port
  const relayed = new URL(target)
  relayed.hostname = '127.0.0.1'
  relayed.port = String(port)
  return {
    url: relayed.toString(),
    open: () => sockets.size,
    held: () => heldSockets.filter((socket) => !socket.destroyed).length,
    hold: () => void (holding = true),
    release() {
      holding = false
      const waiting = heldSockets.filter((socket) => !socket.destroyed)
      heldSockets = []
      for (const socket of waiting) carry(socket)
    },
    blackHole() {
      for (const upstream of upstreams) {
        upstream.removeAllListeners('close')
        upstream.unpipe()
        upstream.pause()
      }
      // Whatever the bus sends is read (so its goodbye is seen) and dropped.
      for (const socket of sockets) {
        socket.unpipe()
        socket.removeAllListeners('data')
        socket.on('data', () => {})
        socket.resume()
      }
    },
    cut() {
      for (const socket of sockets) socket.destroy()
    },
    async close() {
      for (const socket of every) socket.destroy()
      for (const upstream of upstreams) upstream.destroy()
      await new Promise<void>((resolve) => server.close(() => resolve()))
    },
  }
}

describe.skipIf(!url)('closing the fleet bus on PostgreSQL', () => {
  let relay: Relay | undefined
  let pool: pg.Pool | undefined
  let bus: FleetBus<unknown> | undefined

  afterEach(async () => {
    await bus?.close()
    await pool?.end()
    await relay?.close()
    bus = pool = relay = undefined
  })

  async function listeningThroughRelay() {
    relay = await startRelay(new URL(url!))
    pool = new pg.Pool({ connectionString: url, max: 1 })
    bus = await createPgBus({ url: relay.url, pool })
    expect(bus.connected()).toBe(true)
    expect(relay.open()).toBe(1)
    return { relay, bus }
  }

  it('ends a reconnect that is still opening, so no listener is left once the network comes back', async () => {
    const { relay, bus } = await listeningThroughRelay()
    relay.hold()
    relay.cut()
    // The bus lost its listener and is opening a new connection, which the relay holds.
    await expect.poll(() => relay.held(), { timeout: 15_000 }).toBe(1)
    expect(bus.connected()).toBe(false)
    await bus.close()
    // The network comes back: a connection the bus still wanted would now log in and LISTEN, and stay.
    relay.release()
    await expect.poll(() => relay.open(), { timeout: 10_000 }).toBe(0)
    expect(bus.connected()).toBe(false)
  })

  it('finishes closing when the database stopped answering, cutting its own connection', async () => {
    const { relay, bus } = await listeningThroughRelay()
    relay.blackHole()
    await bus.close()
    await expect.poll(() => relay.open(), { timeout: 10_000 }).toBe(0)
  })
})
