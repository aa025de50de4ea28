import { spawn, type ChildProcess } from 'node:child_process'
import { randomUUID } from 'node:crypto'
import { rename, rm, stat } from 'node:fs/promises'
import { setPriority } from 'node:os'
import path from 'node:path'
import { and, asc, eq, isNull, lte, lt, or } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import { mediaFiles } from '../db/schema'
import { repeatEvery } from '../lib/jobs'
import { libraryFileName, libraryUrl, saveLibraryFacts, sha256Of, type MediaFileRow, type MediaPaths } from './library'

export interface MediaJobOptions {
  /** Jobs (ffmpeg processes) one server process runs at once (MEDIA_TRANSCODES, default 1). */
  concurrency?: number
  /** How often a process looks for due jobs (default 5 s); false: no timer (tests call `runDue`). */
  everyMs?: number | false
  /** A running job's lease, renewed while it runs (default 60 s): after a crash or restart another process takes the job once it lapses. */
  leaseMs?: number
  /** The wait before the first retry (default 30 s); each retry waits twice as long as the one before. */
  retryBaseMs?: number
  /** Attempts before a job is marked failed (default 5). */
  maxAttempts?: number
  /** The low-resolution copy's height (default 480 lines). */
  lrHeight?: number
}

export interface MediaJobs {
  /** Takes due jobs, up to the concurrency, and starts them; resolves once they are started (not done). */
  runDue(now?: Date): Promise<number>
  /** Looks for jobs now (after an upload) rather than on the next tick. */
  wake(): void
  /** Resolves when the jobs running on this process have ended (tests). */
  settled(): Promise<void>
  /** Jobs running on this process now. */
  running(): number
}

interface Running {
  id: string
  child: ChildProcess | null
  done: Promise<void>
}

/** ffmpeg below the server's priority: a screen's poll is answered first while it transcodes. */
function lowPriority(child: ChildProcess) {
  try {
    if (child.pid) setPriority(child.pid, 15)
  } catch {
    // Not allowed here (a container without the right): it runs at the server's priority.
  }
}

function ffmpeg(args: string[], onChild: (child: ChildProcess) => void, onProgress?: (outMs: number) => void): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn('ffmpeg', ['-nostdin', '-v', 'error', '-y', ...args], { stdio: ['ignore', 'pipe', 'pipe'] })
    lowPriority(child)
    onChild(child)
    let stderr = ''
    let pending = ''
    child.stdout.on('data', (chunk: Buffer) => {
      pending += chunk.toString()
      const lines = pending.split('\n')
      pending = lines.pop() ?? ''
      for (const line of lines) {
        const match = /^out_time_us=(\d+)/.exec(line)
        if (match && onProgress) onProgress(Number(match[1]) / 1000)
      }
    })
    child.stderr.on('data', (chunk: Buffer) => {
      if (stderr.length < 4000) stderr += chunk.toString()
    })
    child.on('error', reject)
    child.on('close', (code, signal) => {
      if (code === 0) resolve()
      else reject(new Error(signal ? `ffmpeg stopped (${signal})` : `ffmpeg: ${stderr.trim().split('\n').pop() ?? `exit ${code}`}`))
    })
  })
}

/**
 * The library's background jobs (docs/MEDIA-LIBRARY.md#jobs-the-low-resolution-copy-and-the-poster): for each accepted file, its low-resolution copy (the
 * routines' lrVideoLink, for screens flagged for it) and a poster frame, made with ffmpeg at a lower priority, at most
 * `concurrency` at once per process. The job is the file's row: a process takes it by a compare-and-set on its state
 * and lease, so on several processes it runs once; the lease is renewed with each progress step, and one that lapses
 * (a crash, a restart) lets another process take the job again. A failed attempt waits 30 s, 1 min, 2 min... before
 * the next, and after the last the row says `failed` with ffmpeg's words.
 */
export function startMediaJobs(app: FastifyInstance, options: MediaJobOptions & { paths: MediaPaths; mediaBaseUrl: string }): MediaJobs {
  const concurrency = Math.max(1, options.concurrency ?? 1)
  const leaseMs = options.leaseMs ?? 60_000
  const retryBaseMs = options.retryBaseMs ?? 30_000
  const maxAttempts = options.maxAttempts ?? 5
  const lrHeight = options.lrHeight ?? 480
  const active = new Map<string, Running>()
  let closing = false

  /** Takes one due job: pending and due, or running with a lapsed lease. Null when none is (or another process took it). */
  const claim = async (now: Date): Promise<MediaFileRow | null> => {
    const due = or(
      and(eq(mediaFiles.jobState, 'pending'), lte(mediaFiles.jobDueAt, now)),
      and(eq(mediaFiles.jobState, 'running'), or(isNull(mediaFiles.jobLeaseUntil), lt(mediaFiles.jobLeaseUntil, now))),
    )
    const candidates = await app.db
      .select()
      .from(mediaFiles)
      .where(due)
      .orderBy(asc(mediaFiles.jobDueAt))
      .limit(concurrency + 4)
    for (const candidate of candidates) {
      if (active.has(candidate.id)) continue
      const [taken] = await app.db
        .update(mediaFiles)
        .set({ jobState: 'running', jobLeaseUntil: new Date(now.getTime() + leaseMs), jobAttempts: candidate.jobAttempts + 1, jobProgress: 0 })
        .where(and(eq(mediaFiles.id, candidate.id), eq(mediaFiles.jobAttempts, candidate.jobAttempts), due))
        .returning()
      if (taken) return taken
    }
    return null
  }

  const renew = (id: string, progress: number) =>
    app.db
      .update(mediaFiles)
      .set({ jobProgress: Math.max(0, Math.min(99, Math.round(progress))), jobLeaseUntil: new Date(Date.now() + leaseMs) })
      .where(and(eq(mediaFiles.id, id), eq(mediaFiles.jobState, 'running')))
      .catch((error: unknown) => app.log.warn({ err: error, id }, 'media job: progress not stored'))

  const work = async (row: MediaFileRow, running: Running) => {
    const source = path.join(options.paths.library, libraryFileName(row.sha256, row.ext))
    const stamp = `${row.id}-${randomUUID().slice(0, 8)}`
    const lrTemp = path.join(options.paths.work, `${stamp}-lr.mp4`)
    const posterTemp = path.join(options.paths.work, `${stamp}-poster.jpg`)
    try {
      let lastRenew = 0
      await ffmpeg(
        [
          '-i',
          source,
          '-map',
          '0:v:0',
          '-map',
          '0:a:0?',
          '-vf',
          `scale=-2:'min(${lrHeight},ih)'`,
          '-c:v',
          'libx264',
          '-preset',
          'veryfast',
          '-crf',
          '28',
          '-profile:v',
          'main',
          '-pix_fmt',
          'yuv420p',
          '-c:a',
          'aac',
          '-b:a',
          '96k',
          '-ac',
          '2',
          '-threads',
          '1',
          '-movflags',
          '+faststart',
          '-progress',
          'pipe:1',
          '-nostats',
          lrTemp,
        ],
        (child) => (running.child = child),
        (outMs) => {
          if (Date.now() - lastRenew < 1000) return
          lastRenew = Date.now()
          void renew(row.id, (outMs / Math.max(1, row.durationMs)) * 95)
        },
      )
      const at = Math.min(1, row.durationMs / 10_000).toFixed(2)
      await ffmpeg(['-ss', at, '-i', source, '-frames:v', '1', '-vf', "scale=-2:'min(360,ih)'", '-q:v', '4', posterTemp], (child) => (running.child = child))
      running.child = null
      if (closing) return
      const [lrSha256, posterSha256] = [await sha256Of(lrTemp), await sha256Of(posterTemp)]
      const lrSize = (await stat(lrTemp)).size
      await rename(lrTemp, path.join(options.paths.library, libraryFileName(lrSha256, 'mp4')))
      await rename(posterTemp, path.join(options.paths.library, libraryFileName(posterSha256, 'jpg')))
      await app.db.transaction(async (tx) => {
        const [updated] = await tx
          .update(mediaFiles)
          .set({ lrSha256, lrSize, posterSha256, jobState: 'done', jobProgress: 100, jobLeaseUntil: null, jobError: null, updatedAt: new Date() })
          .where(eq(mediaFiles.id, row.id))
          .returning()
        if (!updated) return
        await saveLibraryFacts(tx, libraryUrl(options.mediaBaseUrl, lrSha256, 'mp4'), {
          size: lrSize,
          sha256: lrSha256,
          contentType: 'video/mp4',
          durationMs: row.durationMs,
          videoCodec: 'h264',
          audioCodec: row.audioCodec ? 'aac' : null,
          width: null,
          height: Math.min(lrHeight, row.height),
        })
      })
      app.log.info({ id: row.id, name: row.name }, 'media job: low-resolution copy and poster made')
    } catch (error) {
      if (closing) return
      const message = error instanceof Error ? error.message : String(error)
      const last = row.jobAttempts >= maxAttempts
      const waitMs = retryBaseMs * 2 ** (row.jobAttempts - 1)
      await app.db
        .update(mediaFiles)
        .set({
          jobState: last ? 'failed' : 'pending',
          jobError: message.slice(0, 1000),
          jobLeaseUntil: null,
          jobDueAt: new Date(Date.now() + (last ? 0 : waitMs)),
        })
        .where(eq(mediaFiles.id, row.id))
      app.log.warn({ id: row.id, attempt: row.jobAttempts, err: error }, last ? 'media job failed for good' : 'media job failed; it is tried again later')
    } finally {
      await rm(lrTemp, { force: true })
      await rm(posterTemp, { force: true })
    }
  }

  const runDue = async (now = new Date()) => {
    let started = 0
    while (!closing && active.size < concurrency) {
      const row = await claim(now)
      if (!row) break
      const running: Running = { id: row.id, child: null, done: Promise.resolve() }
      running.done = work(row, running).finally(() => {
        active.delete(row.id)
        if (!closing) wake()
      })
      active.set(row.id, running)
      started += 1
    }
    return started
  }

  let waking = false
  const wake = () => {
    if (waking || closing || options.everyMs === false) return
    waking = true
    setImmediate(() => {
      waking = false
      runDue().catch((error: unknown) => app.log.warn({ err: error }, 'media jobs: looking for due jobs failed'))
    })
  }

  if (options.everyMs !== false) repeatEvery(app, { name: 'media jobs', everyMs: options.everyMs ?? 5_000, run: () => runDue() })
  app.addHook('onClose', async () => {
    closing = true
    // A job stopped here keeps its lease: it lapses, and this or another process takes the job again.
    for (const running of active.values()) running.child?.kill('SIGKILL')
    await Promise.allSettled([...active.values()].map((running) => running.done))
  })

  return {
    runDue,
    wake,
    settled: async () => {
      while (active.size > 0) await Promise.allSettled([...active.values()].map((running) => running.done))
    },
    running: () => active.size,
  }
}
