import type { AnyActorLogic } from 'xstate'

/**
 * Actor logic whose code loads after the machine that invokes it was made: `logic` stands in for it in `provide()`,
 * and passes every use on to the logic `load` answers. The machine waits for `ready()` (an actor of its own) before
 * it invokes `logic`, so the code it needs is in memory by then (the class screen's first view, docs/FLEET.md).
 */
export function deferredLogic<TLogic extends AnyActorLogic>(load: () => Promise<TLogic>): { logic: TLogic; ready: () => Promise<TLogic> } {
  let loaded: TLogic | null = null
  let loading: Promise<TLogic> | null = null
  const ready = () =>
    (loading ??= load().then(
      (logic) => (loaded = logic),
      (error: unknown) => {
        // A failed load (a dropped connection) is tried again on the next call.
        loading = null
        throw error
      },
    ))
  const logic = new Proxy({} as TLogic, {
    get(_, key) {
      if (!loaded) throw new Error(`Deferred actor logic used before its code loaded (reading ${String(key)}): wait for ready() first`)
      const value: unknown = Reflect.get(loaded, key)
      return typeof value === 'function' ? (value as (...args: unknown[]) => unknown).bind(loaded) : value
    },
    has: (_, key) => loaded !== null && Reflect.has(loaded, key),
  })
  return { logic, ready }
}
