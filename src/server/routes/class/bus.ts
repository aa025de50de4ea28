import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import type { ClassState } from '../../../shared/schemas/class'

/** What the push channel carries to a location's screens (SSE event name → data). */
export type ScreenEvent =
  | { event: 'class'; data: ClassState }
  /** One screen (staff asked it to reload) or every screen of a location (what they show changed). */
  | { event: 'refresh'; data: { screen: string } | { location: string } }
  | { event: 'hard-refresh'; data: { location: string } }
  | { event: 'unlinked'; data: { screen: string } }

export type ScreenEventListener = (event: ScreenEvent) => void

export interface ScreenEventBus {
  /** Delivers to every screen of the location, or only to `screenId` when given. */
  publish(locationId: string, event: ScreenEvent, screenId?: string): void
  /** Returns the unsubscribe function. */
  subscribe(locationId: string, screenId: string, listener: ScreenEventListener): () => void
  /** Listeners currently subscribed (for tests and shutdown). */
  size(): number
}

declare module 'fastify' {
  interface FastifyInstance {
    /** In-process bus from console changes to the screens' push channels; one process serves both. */
    readonly screenEvents: ScreenEventBus
  }
}

export function createScreenEventBus(): ScreenEventBus {
  const byLocation = new Map<string, Map<ScreenEventListener, string>>()
  return {
    publish(locationId, event, screenId) {
      for (const [listener, listenerScreen] of byLocation.get(locationId) ?? []) {
        if (screenId && listenerScreen !== screenId) continue
        listener(event)
      }
    },
    subscribe(locationId, screenId, listener) {
      let listeners = byLocation.get(locationId)
      if (!listeners) byLocation.set(locationId, (listeners = new Map<ScreenEventListener, string>()))
      listeners.set(listener, screenId)
      return () => {
        listeners.delete(listener)
        if (listeners.size === 0 && byLocation.get(locationId) === listeners) byLocation.delete(locationId)
      }
    },
    size() {
      let total = 0
      for (const listeners of byLocation.values()) total += listeners.size
      return total
    },
  }
}

async function screenEventsPlugin(app: FastifyInstance) {
  app.decorate('screenEvents', createScreenEventBus())
}

export default fp(screenEventsPlugin, { name: 'screen-events' })
