// The plays export at a year's scale for one region (docs/CLASS-RUNS.md#exporting-plays): 50,000
// plays seeded straight into the database, then walked through the cursor as JSON pages and streamed
// as one CSV, with the server's RSS sampled all along. The figure that matters is the growth over
// the idle RSS: it must not grow with the plays, since no answer holds more than one page.
//
//   `tsx bench/playsExport.ts` alone, or as a target of `npm run bench`.
//   BENCH_PLAYS (50000)  plays to seed
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import { openDatabase } from '../src/server/db/client'
import { classRunPlays, classRuns, locations } from '../src/server/db/schema'
import { seed } from '../src/server/db/seed'
import { apiLogin } from '../tests/e2e/support'
import { startServer } from '../tests/e2e/server'

const ADMIN = { email: 'owner@studio.test', password: 'Sup3r-Secret!' }
const CLIPS_PER_CLASS = 14

const rssMegabytes = (pid: number) => Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))![1]) / 1024

async function seedPlays(dataDir: string, plays: number): Promise<void> {
  const database = await openDatabase({ driver: 'pglite', dataDir })
  try {
    await database.migrate()
    await seed(database.db, { adminEmail: ADMIN.email, adminPassword: ADMIN.password, mediaBaseUrl: 'http://127.0.0.1/media/' })
    const [location] = await database.db.select({ id: locations.id }).from(locations).limit(1)
    const start = Date.parse('2026-01-01T06:00:00Z')
    const classes = Math.ceil(plays / CLIPS_PER_CLASS)
    for (let first = 0; first < classes; first += 200) {
      const batch = Array.from({ length: Math.min(200, classes - first) }, (_, offset) => first + offset)
      // One class an hour: 50,000 plays are about five months of one studio's screens.
      const runs = await database.db
        .insert(classRuns)
        .values(
          batch.map((index) => ({
            locationId: location.id,
            kind: 'automatic' as const,
            anchorAt: new Date(start + index * 3_600_000),
            startedAt: new Date(start + index * 3_600_000),
          })),
        )
        .returning({ id: classRuns.id, anchorAt: classRuns.anchorAt })
      await database.db.insert(classRunPlays).values(
        runs.flatMap((run, offset) =>
          Array.from({ length: CLIPS_PER_CLASS }, (_, position) => ({
            runId: run.id,
            screenId: '00000000-0000-4000-8000-000000000001',
            screenName: 'Round 1',
            round: 1,
            reportId: `bench-${first + offset}-${position}`,
            position,
            clipKind: position === 0 ? ('countdown' as const) : ('routine' as const),
            step: position + 1,
            clipName: `COMBO #${position}`,
            startedAt: new Date(run.anchorAt.getTime() + position * 180_000),
            endedAt: new Date(run.anchorAt.getTime() + (position + 1) * 180_000),
            source: 'cache' as const,
          })).filter((_, position) => (first + offset) * CLIPS_PER_CLASS + position < plays),
        ),
      )
    }
  } finally {
    await database.close()
  }
}

/** Samples a process's RSS every 50 ms while `work` runs: the peak. */
async function peakRss<T>(pid: number, work: () => Promise<T>): Promise<{ result: T; peak: number }> {
  let peak = rssMegabytes(pid)
  const timer = setInterval(() => (peak = Math.max(peak, rssMegabytes(pid))), 50)
  try {
    return { result: await work(), peak: Math.max(peak, rssMegabytes(pid)) }
  } finally {
    clearInterval(timer)
  }
}

/** Seeds `plays` plays, walks them as JSON and as CSV, and says what the server's memory did. */
export async function measurePlaysExport(plays = Number(process.env.BENCH_PLAYS ?? 50_000)): Promise<string[]> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'studio-bench-plays-'))
  const seeded = performance.now()
  await seedPlays(dataDir, plays)
  const seedSeconds = (performance.now() - seeded) / 1000
  const server = await startServer({ DATA_DIR: dataDir })
  try {
    const token = await apiLogin(server.baseURL, ADMIN.email, ADMIN.password)
    const headers = { authorization: `Bearer ${token}` }
    const query = 'from=2025-12-01&to=2026-12-31'
    // Warm the route once, so the idle figure includes its code and first page.
    await (await fetch(`${server.baseURL}/api/v1/plays?${query}&limit=10`, { headers })).text()
    const idle = rssMegabytes(server.pid)

    const json = await peakRss(server.pid, async () => {
      const began = performance.now()
      let rows = 0
      let pages = 0
      let cursor: string | null = null
      do {
        const response = await fetch(`${server.baseURL}/api/v1/plays?${query}&limit=1000${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`, { headers })
        const page = (await response.json()) as { data: unknown[]; meta: { nextCursor: string | null } }
        rows += page.data.length
        pages++
        cursor = page.meta.nextCursor
      } while (cursor)
      return { rows, pages, seconds: (performance.now() - began) / 1000 }
    })

    const csv = await peakRss(server.pid, async () => {
      const began = performance.now()
      const response = await fetch(`${server.baseURL}/api/v1/plays?${query}`, { headers: { ...headers, accept: 'text/csv' } })
      let bytes = 0
      let lines = 0
      // Flat means the second half of the stream costs no more memory than the first.
      const halves = [0, 0]
      for await (const chunk of response.body!) {
        bytes += chunk.byteLength
        for (const byte of chunk) if (byte === 10) lines++
        const half = lines < json.result.rows / 2 ? 0 : 1
        halves[half] = Math.max(halves[half], rssMegabytes(server.pid))
      }
      return { rows: lines - 1, megabytes: bytes / 1_048_576, seconds: (performance.now() - began) / 1000, halves }
    })

    return [
      `[plays export] ${plays} plays seeded in ${seedSeconds.toFixed(1)} s; server RSS ${idle.toFixed(0)} MB before the export`,
      `[plays export] JSON: ${json.result.rows} rows in ${json.result.pages} pages of 1,000 in ${json.result.seconds.toFixed(1)} s; peak RSS ${json.peak.toFixed(0)} MB (+${(json.peak - idle).toFixed(0)} MB)`,
      `[plays export] CSV: ${csv.result.rows} rows, ${csv.result.megabytes.toFixed(1)} MB streamed in ${csv.result.seconds.toFixed(1)} s; peak RSS ${csv.peak.toFixed(0)} MB (+${(csv.peak - idle).toFixed(0)} MB); peak in the first half ${csv.result.halves[0].toFixed(0)} MB, in the second ${csv.result.halves[1].toFixed(0)} MB`,
    ]
  } finally {
    await server.stop()
    rmSync(dataDir, { recursive: true, force: true })
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  for (const line of await measurePlaysExport()) console.log(line)
}
