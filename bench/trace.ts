// A Chromium trace event, as both benches read them (bench/lighthouse.ts from Lighthouse's trace, bench/mainThread.ts
// from its own): what each needs of `args` is its own.
export interface TraceEvent<Args = unknown> {
  name: string
  ph: string
  pid: number
  tid: number
  /** Start, in microseconds. */
  ts: number
  /** Length on the wall, in microseconds (waiting for a core included). */
  dur?: number
  /** The thread's own CPU time in the event, in microseconds. */
  tdur?: number
  args?: Args
}
