import type { ReactNode } from 'react'
import { nextTask } from '../../shared/nextTask'

/**
 * Builds the console's long-lived objects once (GraphQL client, auth actor, router) and the element that shows them.
 * On a slow phone each of these is tens of milliseconds of work, loading its modules as much as making its object, and
 * one task holding all of them is what Lighthouse counts as blocking time (CONTRIBUTING.md#the-consoles-first-load).
 * So each part's modules load in a task of their own (the server lists them in the page as preloads, so none waits on
 * the network here) and its object is made in the next.
 */
export async function bootConsole(): Promise<ReactNode> {
  const { createApolloClient } = await import('../api/apollo')
  await nextTask()
  let onUnauthenticated = () => {}
  const client = createApolloClient({ onUnauthenticated: () => onUnauthenticated() })
  await nextTask()
  const [{ createActor }, { liveAuthMachine }, { readToken }] = await Promise.all([import('xstate'), import('../auth/authActors'), import('../api/token')])
  await nextTask()
  const authActor = createActor(liveAuthMachine(client), { input: { token: readToken() } })
  onUnauthenticated = () => authActor.send({ type: 'session.expired' })
  authActor.start()
  await nextTask()
  const { createRouter } = await import('./router')
  await nextTask()
  const router = createRouter()
  await nextTask()
  const { consoleElement } = await import('./providers')
  await nextTask()
  return consoleElement({ client, authActor, router })
}
