import { randomUUID } from 'node:crypto'
import pg from 'pg'

/**
 * The fleet bus: how one server process tells every other process (and itself) that something
 * changed. One interface, two engines (docs/FLEET.md):
 * - in-process, for the embedded database (one process owns it);
 * - PostgreSQL LISTEN/NOTIFY, when `DATABASE_URL` is set and any number of processes share it.
 *
 * A message is delivered to this process's listeners synchronously, before `publish` returns, so a
 * request that changed something answers only after its own caches and streams have seen it. Other
 * processes get it within milliseconds. A message too large for a NOTIFY (a hard refresh naming a
 * few hundred screens) is written to `bus_messages` and the NOTIFY carries its id; listeners read it
 * from there, in order with the rest. When the listening connection drops, the bus reconnects and
 * then raises `resync`: whatever was published meanwhile was missed, so caches drop everything and
 * streams get the class state again. So does a listener that could not read a message, and every
 * listener when a sender could not send one (it says so on the channel when it can).
 */
export interface FleetBus<Message> {
  publish(message: Message): void
  /** Returns the unsubscribe function. */
  subscribe(listener: (message: Message) => void): () => void
  /** Called after a reconnect: messages may have been missed. */
  onResync(listener: () => void): () => void
  /** True while messages from other processes can arrive (always, in process). */
  connected(): boolean
  close(): Promise<void>
}

export const FLEET_CHANNEL = 'studio_fleet'
/** PostgreSQL refuses NOTIFY payloads of 8000 bytes or more: larger messages travel by reference. */
const MAX_PAYLOAD_BYTES = 7_900
/** Large messages are kept this long for slow listeners, then pruned (at most once a minute). */
const LARGE_MESSAGE_KEEP_MS = 10 * 60_000
const PRUNE_EVERY_MS = 60_000
const RECONNECT_MIN_MS = 250
const RECONNECT_MAX_MS = 10_000

interface Listeners<Message> {
  messages: Set<(message: Message) => void>
  resync: Set<() => void>
}

function createListeners<Message>(): Listeners<Message> {
  return { messages: new Set(), resync: new Set() }
}

/** The subscribing half of a bus, the same for both engines. */
function subscriptions<Message>(listeners: Listeners<Message>): Pick<FleetBus<Message>, 'subscribe' | 'onResync'> {
  return {
    subscribe(listener) {
      listeners.messages.add(listener)
      return () => listeners.messages.delete(listener)
    },
    onResync(listener) {
      listeners.resync.add(listener)
      return () => listeners.resync.delete(listener)
    },
  }
}

function deliver<Message>(listeners: Listeners<Message>, message: Message, onError: (error: unknown) => void) {
  for (const listener of [...listeners.messages]) {
    try {
      listener(message)
    } catch (error) {
      onError(error)
    }
  }
}

export interface BusLogger {
  warn(details: object, message: string): void
  error(details: object, message: string): void
}

const silent: BusLogger = { warn() {}, error() {} }

/** How long a goodbye to the database may take before the socket is cut: closing a process never waits on a dead peer. */
const END_WITHIN_MS = 2_000

/** Ends a connection politely, or cuts its socket if the other side does not answer in time. */
async function endWithin(connection: pg.Client): Promise<void> {
  let timer: NodeJS.Timeout | undefined
  const cut = new Promise<void>((resolve) => {
    timer = setTimeout(() => {
      connection.connection.stream.destroy()
      resolve()
    }, END_WITHIN_MS)
  })
  await Promise.race([connection.end().catch(() => {}), cut])
  clearTimeout(timer)
}

/** The engine for one process (the embedded database). */
export function createLocalBus<Message>(logger: BusLogger = silent): FleetBus<Message> {
  const listeners = createListeners<Message>()
  return {
    publish: (message) => deliver(listeners, message, (error) => logger.error({ err: error }, 'fleet listener failed')),
    ...subscriptions(listeners),
    connected: () => true,
    close: async () => {},
  }
}

export interface PgBusOptions {
  url: string
  /** Sends NOTIFY (a pooled connection); the listener holds a connection of its own. */
  pool: pg.Pool
  logger?: BusLogger
}

interface Envelope<Message> {
  /** The process that published it: it has already delivered the message to itself. */
  o: string
  m?: Message
  /** A message too large for NOTIFY: the id of its row in bus_messages. */
  r?: string
  /** The sender failed to send a message: every listener resynchronises. */
  s?: 1
}

/**
 * The engine for several processes on one PostgreSQL database. Resolves once the listener is
 * connected, so a process never serves a request before it can hear other processes.
 */
export async function createPgBus<Message>(options: PgBusOptions): Promise<FleetBus<Message>> {
  const logger = options.logger ?? silent
  const origin = randomUUID()
  const listeners = createListeners<Message>()
  const onError = (error: unknown) => logger.error({ err: error }, 'fleet listener failed')
  let client: pg.Client | null = null
  /** A connection being opened (the first, or a reconnect): closing the bus ends it too. */
  let connecting: pg.Client | null = null
  let closed = false
  let isConnected = false
  let attempt = 0
  let reconnectTimer: NodeJS.Timeout | undefined
  /** Messages are handled one after another, so one read from the table keeps its place in line. */
  let inLine: Promise<void> = Promise.resolve()
  let lastPrune = 0

  function resync() {
    for (const listener of [...listeners.resync]) listener()
  }

  async function handle(envelope: Envelope<Message>): Promise<void> {
    if (envelope.s) {
      logger.warn({}, 'fleet bus: another process could not send a message; resynchronising')
      return resync()
    }
    if (envelope.r === undefined) return envelope.m === undefined ? undefined : deliver(listeners, envelope.m, onError)
    try {
      const { rows } = await options.pool.query<{ payload: string }>('SELECT payload FROM bus_messages WHERE id = $1', [envelope.r])
      const stored = rows[0] ? (JSON.parse(rows[0].payload) as Envelope<Message>) : undefined
      if (stored?.m !== undefined) return deliver(listeners, stored.m, onError)
      logger.warn({ id: envelope.r }, 'fleet bus: a large message was not found; resynchronising')
    } catch (error) {
      logger.warn({ err: error }, 'fleet bus: could not read a large message; resynchronising')
    }
    resync()
  }

  function onNotification(notification: pg.Notification) {
    if (notification.channel !== FLEET_CHANNEL || !notification.payload) return
    let envelope: Envelope<Message>
    try {
      envelope = JSON.parse(notification.payload) as Envelope<Message>
    } catch {
      return
    }
    if (envelope.o === origin) return
    inLine = inLine.then(() => handle(envelope)).catch(onError)
  }

  /** Tells the other processes that a message did not go out (best effort: if the database is away, they reconnect and resynchronise anyway). */
  function sayMissed(error: unknown) {
    logger.warn({ err: error }, 'fleet bus: NOTIFY failed; asking the other processes to resynchronise')
    options.pool.query('SELECT pg_notify($1, $2)', [FLEET_CHANNEL, JSON.stringify({ o: origin, s: 1 } satisfies Envelope<Message>)]).catch(() => {})
  }

  function publishLarge(payload: string) {
    options.pool
      .query(
        `WITH stored AS (INSERT INTO bus_messages (payload) VALUES ($2) RETURNING id)
         SELECT pg_notify($1, json_build_object('o', $3::text, 'r', stored.id)::text) FROM stored`,
        [FLEET_CHANNEL, payload, origin],
      )
      .then(() => {
        if (Date.now() - lastPrune < PRUNE_EVERY_MS) return
        lastPrune = Date.now()
        return options.pool.query('DELETE FROM bus_messages WHERE created_at < $1', [new Date(Date.now() - LARGE_MESSAGE_KEEP_MS)])
      })
      .catch(sayMissed)
  }

  async function connect(): Promise<void> {
    const next = new pg.Client({ connectionString: options.url, connectionTimeoutMillis: 5_000 })
    next.on('notification', onNotification)
    next.on('error', () => lost(next))
    next.on('end', () => lost(next))
    connecting = next
    try {
      await next.connect()
      await next.query(`LISTEN ${FLEET_CHANNEL}`)
    } catch (error) {
      void endWithin(next)
      throw error
    } finally {
      connecting = null
    }
    // Closed while this connection opened: it must not stay open, listening for nobody.
    if (closed) {
      await endWithin(next)
      throw new Error('fleet bus: closed')
    }
    client = next
    isConnected = true
    attempt = 0
  }

  function lost(which: pg.Client) {
    if (which !== client || closed) return
    client = null
    isConnected = false
    which.removeAllListeners('notification')
    void which.end().catch(() => {})
    logger.warn({}, 'fleet bus: lost the LISTEN connection; reconnecting')
    scheduleReconnect()
  }

  function scheduleReconnect() {
    if (closed || reconnectTimer) return
    // Jittered exponential back-off: many processes losing one database must not return in step.
    const ceiling = Math.min(RECONNECT_MAX_MS, RECONNECT_MIN_MS * 2 ** attempt)
    attempt += 1
    reconnectTimer = setTimeout(
      () => {
        reconnectTimer = undefined
        connect().then(
          () => {
            logger.warn({}, 'fleet bus: listening again; resynchronising')
            resync()
          },
          () => scheduleReconnect(),
        )
      },
      ceiling / 2 + Math.random() * (ceiling / 2),
    )
    reconnectTimer.unref()
  }

  await connect()

  return {
    publish(message) {
      deliver(listeners, message, onError)
      const payload = JSON.stringify({ o: origin, m: message } satisfies Envelope<Message>)
      if (Buffer.byteLength(payload) > MAX_PAYLOAD_BYTES) return publishLarge(payload)
      // A failed NOTIFY (the database away, its queue full) is said on the channel when it can be;
      // when the database is away the other processes lose their listener too and resynchronise.
      options.pool.query('SELECT pg_notify($1, $2)', [FLEET_CHANNEL, payload]).catch(sayMissed)
    },
    ...subscriptions(listeners),
    connected: () => isConnected,
    async close() {
      closed = true
      clearTimeout(reconnectTimer)
      const open = [client, connecting].filter((each) => each !== null)
      client = null
      isConnected = false
      await Promise.all(open.map(endWithin))
    },
  }
}
