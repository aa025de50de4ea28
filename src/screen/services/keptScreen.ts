import { createStore, del, get, set, type UseStore } from 'idb-keyval'
import { keptFromContext, type KeptScreen, type ScreenContext } from '../../../machines/screenData'

/**
 * What the device keeps of its screen (docs/SCREEN-DEVICE.md#offline-boot): the screen and its location
 * (today's classes included), the workout, the class state, the server-clock offset and the automatic
 * classes already played, and the messages to show (docs/MESSAGES.md), for the token they belong to. A page that loads with no network starts the
 * screen machine from it (ScreenInput.kept); IndexedDB, because it exists on every origin, secure or not.
 */
export const KEPT_DB = 'screen-kept'
const KEPT_KEY = 'screen'
/** Bumped when the kept shape changes: an older copy is ignored (the screen then waits for the network). */
export const KEPT_VERSION = 1

/** The kept record: the machine's part, whose it is, and the language its texts were in. */
export interface KeptRecord {
  version: number
  token: string
  keptAt: number
  state: KeptScreen
  language?: string
}

/** The kept record for `token`, or null: none, another screen's (a new pairing), an older shape, or not a record at all. */
export function usableKept(value: unknown, token: string | null): KeptRecord | null {
  if (!token || !value || typeof value !== 'object') return null
  const record = value as Partial<KeptRecord>
  if (record.version !== KEPT_VERSION || record.token !== token) return null
  const state = record.state
  if (!state?.screen?.screen?.id || !state.server || typeof state.clockOffsetMs !== 'number' || !Array.isArray(state.finishedStarts)) return null
  return record as KeptRecord
}

/** What to write for a context: a record, 'forget' once the token is gone (unpaired), or null when nothing changed. */
export function keptWrite(
  context: Parameters<typeof keptFromContext>[0],
  previous: KeptRecord | null,
  now: number,
  language?: string,
): KeptRecord | 'forget' | null {
  if (!context.token) return previous === null ? null : 'forget'
  const state = keptFromContext(context)
  if (!state || (previous && sameKept(state, previous.state) && previous.language === language)) return null
  return { version: KEPT_VERSION, token: context.token, keptAt: now, state, language }
}

/** The machine replaces what changes (assign), so comparing references tells a change. */
function sameKept(a: KeptScreen, b: KeptScreen): boolean {
  return (
    a.screen === b.screen && a.server === b.server && a.clockOffsetMs === b.clockOffsetMs && a.finishedStarts === b.finishedStarts && a.messages === b.messages
  )
}

let store: UseStore | null = null
const keptStore = () => (store ??= createStore(KEPT_DB, 'state'))

/** Reads the kept record for `token`; never rejects and gives up after `timeoutMs` (a boot must not hang on storage). */
export async function readKeptScreen(token: string | null, timeoutMs = 2_000): Promise<KeptRecord | null> {
  if (!token || typeof indexedDB === 'undefined') return null
  try {
    const value = await Promise.race([get<unknown>(KEPT_KEY, keptStore()), new Promise((resolve) => setTimeout(resolve, timeoutMs))])
    return usableKept(value, token)
  } catch {
    return null
  }
}

/** Anything with the screen machine's snapshots (the actor). */
interface ScreenActorLike {
  getSnapshot(): { context: ScreenContext }
  subscribe(listener: (snapshot: { context: ScreenContext }) => void): { unsubscribe(): void }
}

/** Keeps the screen machine's state (and the language on screen) on the device as it changes; returns the function that stops. */
export function keepScreenState(actor: ScreenActorLike, language: () => string | undefined, now: () => number = Date.now): () => void {
  if (typeof indexedDB === 'undefined') return () => {}
  let previous: KeptRecord | null = null
  let writing: Promise<unknown> = Promise.resolve()
  const write = ({ context }: { context: ScreenContext }) => {
    const next = keptWrite(context, previous, now(), language())
    if (next === null) return
    previous = next === 'forget' ? null : next
    // One write at a time, in order: the last state wins.
    writing = writing.then(() => (next === 'forget' ? del(KEPT_KEY, keptStore()) : set(KEPT_KEY, next, keptStore()))).catch(() => undefined)
  }
  write(actor.getSnapshot())
  const subscription = actor.subscribe(write)
  return () => subscription.unsubscribe()
}
