import type { ApolloClient } from '@apollo/client'
import type { ConsoleStreamMessage } from '../../../../machines/consoleStreamMachine'

/** Queries to read again for each event of the console's push stream (docs/FLEET.md#live-consoles). */
const QUERIES_OF: Record<string, readonly string[]> = {
  // The location's own fields are written at once (below); the screens carry the class state too, and a class run begins or ends.
  class: ['LocationScreens', 'ClassRuns', 'LocationReadiness', 'OperationsLocation', 'OperationsLocations'],
  // A screen connected or dropped, started or stopped playing, moved on a clip (its play reports count in the class history),
  // finished a refresh, was linked or unlinked.
  screens: ['LocationScreens', 'LocationDetail', 'ClassRuns', 'LocationReadiness', 'OperationsLocations'],
  alerts: ['Alerts'],
}
/** Events that come together (a class starting on nine screens) are read once. */
const BATCH_MS = 150

interface ClassStateData {
  location: string
  classStart: boolean
  automaticMode: boolean
  alternateCountdown: boolean
  classStartedAt: string | null
}

function isClassState(data: unknown): data is ClassStateData {
  return (
    typeof data === 'object' &&
    data !== null &&
    typeof (data as ClassStateData).location === 'string' &&
    typeof (data as ClassStateData).classStart === 'boolean'
  )
}

/**
 * What the console does with a message of its push stream: a class state is written into the cache
 * (every card of the location shows it at once), and the queries that show what changed are read
 * again, the events of a moment together. `catchUp` reads every query on screen again.
 */
export function createLiveUpdates(client: Pick<ApolloClient, 'cache' | 'refetchQueries'>) {
  let pending = new Set<string>()
  let timer: ReturnType<typeof setTimeout> | undefined

  const refetch = () => {
    timer = undefined
    const include = [...pending]
    pending = new Set()
    if (include.length > 0) void client.refetchQueries({ include }).catch(() => undefined)
  }

  const writeClassState = (state: ClassStateData) => {
    client.cache.modify({
      id: client.cache.identify({ __typename: 'Location', id: state.location }),
      fields: {
        classStart: () => state.classStart,
        automaticMode: () => state.automaticMode,
        classStartedAt: () => state.classStartedAt ?? null,
        alternateCountdown: () => state.alternateCountdown,
      },
    })
  }

  return {
    handle(message: ConsoleStreamMessage) {
      if (message.event === 'resync') return this.catchUp()
      if (message.event === 'class' && isClassState(message.data)) writeClassState(message.data)
      const queries = QUERIES_OF[message.event]
      if (!queries) return
      for (const query of queries) pending.add(query)
      timer ??= setTimeout(refetch, BATCH_MS)
    },
    catchUp() {
      void client.refetchQueries({ include: 'active' }).catch(() => undefined)
    },
    dispose() {
      clearTimeout(timer)
    },
  }
}
