import { useEffect, useState } from 'react'
import type { AnyActorRef, InspectionEvent } from 'xstate'

/**
 * For QA (CONTRIBUTING.md, "Seeing a screen's machines"): with `?debug` in the address, or
 * localStorage `screen_debug` set to 1, every machine's state shows in a corner of the class screen
 * and every transition is logged to the browser console. Names are the machines' own, not for staff.
 */
export function screenDebugEnabled(): boolean {
  try {
    return new URLSearchParams(window.location.search).has('debug') || localStorage.getItem('screen_debug') === '1'
  } catch {
    return false
  }
}

type States = Record<string, string>
const states: States = {}
const listeners = new Set<() => void>()

const describe = (value: unknown): string => (typeof value === 'string' ? value : JSON.stringify(value))

/** The inspector handed to the screen's root actor: records each actor's latest state, logs each event. */
export function debugInspector(event: InspectionEvent): void {
  if (event.type === '@xstate.snapshot') {
    const snapshot = event.snapshot as { value?: unknown; status?: string }
    if (snapshot.value === undefined) return
    const id = (event.actorRef as AnyActorRef).id || event.actorRef.sessionId
    states[id] = describe(snapshot.value)
    for (const listener of listeners) listener()
  } else if (event.type === '@xstate.event') {
    console.debug('[screen machines]', (event.actorRef as AnyActorRef).id, event.event.type)
  }
}

declare global {
  interface Window {
    /** Debug only: each live machine's current state, by actor id. */
    __screenMachines?: () => States
  }
}

export function DebugOverlay() {
  const [, setTick] = useState(0)
  useEffect(() => {
    const listener = () => setTick((tick) => tick + 1)
    listeners.add(listener)
    window.__screenMachines = () => ({ ...states })
    return () => {
      listeners.delete(listener)
    }
  }, [])
  return (
    <pre
      data-testid="debug-overlay"
      style={{
        position: 'fixed',
        top: 8,
        left: 8,
        zIndex: 1000,
        margin: 0,
        padding: '6px 8px',
        background: 'rgba(0,0,0,0.7)',
        color: '#9f9',
        font: '12px/1.4 monospace',
        pointerEvents: 'none',
        direction: 'ltr',
      }}
    >
      {Object.entries(states)
        .map(([id, value]) => `${id}: ${value}`)
        .join('\n')}
    </pre>
  )
}
