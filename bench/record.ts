// The figures of record: the few targets `npm run bench` holds the product to, each measured in a way this kind of
// machine (two cores, shared, its speed drifting by half over minutes) can hold or miss on its own merits.
// Other figures (Lighthouse's score, the heartbeat's ratio to the bare route) are printed beside them to read, not
// to chase: on such a machine they move more from run to run on the same code than most changes move them
// (CONTRIBUTING.md, "Figures of record").

export interface RecordFigure {
  /** What is measured, in words. */
  figure: string
  /** The target, in words ("≤ 300 ms"). */
  target: string
  /** The measured value, in words ("254 ms"). */
  measured: string
  holds: boolean
}

export const figuresOfRecord: RecordFigure[] = []

export function recordFigure(figure: RecordFigure): void {
  figuresOfRecord.push(figure)
}

/** The table printed at the end of the bench; empty when no target that records a figure ran. */
export function figuresOfRecordTable(): string[] {
  if (figuresOfRecord.length === 0) return []
  const width = Math.max(...figuresOfRecord.map((row) => row.figure.length))
  return [
    '',
    'Figures of record (the targets this machine can hold; everything above is to read):',
    ...figuresOfRecord.map(
      ({ figure, target, measured, holds }) => `  ${holds ? 'holds ' : 'MISSES'}  ${figure.padEnd(width)}  ${measured.padStart(18)}  target ${target}`,
    ),
  ]
}

/** The heartbeat route's figure of record: a restart's reload storm. */
export const STORM_RECORD = { screens: 1000, seconds: 5 }
/** The dashboard's: its own blocking time counted on the page's CPU time, and its largest paint (median of the runs). */
export const DASHBOARD_RECORD = { cpuBlockingMs: 300, lcpMs: 2500 }
/** The class screen's script before it shows, gzip. */
export const SCREEN_FIRST_VIEW_KB = 120
/** A warm start as deployed (built, NODE_ENV=production, an existing embedded database) until the API answers. */
export const WARM_START_MS = 1500
