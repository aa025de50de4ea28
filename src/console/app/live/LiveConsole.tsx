import { useApolloClient } from '@apollo/client/react'
import { useActorRef, useSelector } from '@xstate/react'
import { createContext, useContext, useDeferredValue, useEffect, useMemo } from 'react'
import { consoleStreamMachine } from '../../../../machines/consoleStreamMachine'
import { useAuth } from '../../auth/AuthContext'
import { readToken } from '../../api/token'
import { consoleStreamActor } from './consoleStream'
import { createLiveUpdates } from './liveUpdates'

const LiveContext = createContext(false)

/**
 * The console's push stream (docs/FLEET.md#live-consoles): one per signed-in console, run by
 * consoleStreamMachine. Its messages update the Apollo cache and read the right queries again;
 * `useLivePollInterval` turns polling off while it is open (polling is the fallback).
 */
export function LiveConsoleProvider({ children }: { children: React.ReactNode }) {
  const client = useApolloClient()
  const { isAuthenticated, token } = useAuth()
  const updates = useMemo(() => createLiveUpdates(client), [client])
  const actor = useActorRef(
    consoleStreamMachine.provide({
      actors: { stream: consoleStreamActor(readToken) },
      actions: {
        catchUp: () => updates.catchUp(),
        handleMessage: (_, params) => updates.handle(params.message),
      },
    }),
  )
  useEffect(() => {
    actor.send(isAuthenticated && token ? { type: 'session.started' } : { type: 'session.ended' })
  }, [actor, isAuthenticated, token])
  useEffect(() => () => updates.dispose(), [updates])
  // Deferred: the stream opening (or dropping) changes the poll interval of most queries on screen, so every page that
  // reads one renders again. As an urgent update that was the whole dashboard in one long task (a quarter of a second on
  // a slow phone); deferred, React renders it in slices, and polling starts or stops a moment later.
  const live = useDeferredValue(useSelector(actor, (snapshot) => snapshot.hasTag('live')))
  return <LiveContext.Provider value={live}>{children}</LiveContext.Provider>
}

/** True while the console hears changes as they happen. */
export function useLiveConsole(): boolean {
  return useContext(LiveContext)
}

/** A query's poll interval: none while the push stream is open, `fallbackMs` while it is down. */
export function useLivePollInterval(fallbackMs: number): number {
  return useLiveConsole() ? 0 : fallbackMs
}
