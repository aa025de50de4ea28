// The media library (docs/MEDIA-LIBRARY.md) against the real server listening on loopback: uploads with the real tus
// client (whole, interrupted and resumed), ffprobe's verdicts on small clips made here with ffmpeg (H.264/AAC, H.265,
// sound only, cut short, not a video), serving as a CDN would, the job's copies (and a restart in the middle of one),
// deleting a clip in use, and who may do what.
import { execFileSync } from 'node:child_process'
import { createHash } from 'node:crypto'
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { and, desc, eq } from 'drizzle-orm'
import { Upload } from 'tus-js-client'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildApp } from '../../src/server/app'
import type { Database } from '../../src/server/db/client'
import { clipFacts, logs, mediaFiles } from '../../src/server/db/schema'
import { MEDIA_BASE_URL, USERS } from './fixtures'
import { bearer, buildTestApp, type TestApp } from './helpers'

const clips = mkdtempSync(path.join(tmpdir(), 'media-clips-'))
const mediaDir = mkdtempSync(path.join(tmpdir(), 'media-library-'))
const ffmpeg = (...args: string[]) => execFileSync('ffmpeg', ['-v', 'error', '-y', ...args], { cwd: clips })
const picture = (seconds: number, size = '320x180') => ['-f', 'lavfi', '-i', `testsrc=size=${size}:rate=25`, '-t', String(seconds)]
const sound = (seconds: number) => ['-f', 'lavfi', '-i', `sine=frequency=440:sample_rate=44100`, '-t', String(seconds)]
const h264 = ['-c:v', 'libx264', '-preset', 'ultrafast', '-pix_fmt', 'yuv420p']
const sha = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex')

let t: TestApp
let database: Database
let origin: string
const tokens = {} as Record<'superAdmin' | 'admin' | 'staff' | 'api', string>
const file = (name: string) => readFileSync(path.join(clips, name))

beforeAll(async () => {
  ffmpeg(...picture(3), ...sound(3), ...h264, '-c:a', 'aac', '-movflags', '+faststart', 'good.mp4')
  ffmpeg(...picture(3), ...sound(3), ...h264, '-c:a', 'aac', '-movflags', '+faststart', '-metadata', 'title=second', 'second.mp4')
  // Big enough to be sent in several PATCHes of 64 KiB: noise does not compress.
  ffmpeg('-f', 'lavfi', '-i', 'nullsrc=size=320x240:rate=25,geq=random(1)*255:128:128', '-t', '4', ...h264, '-crf', '10', '-movflags', '+faststart', 'big.mp4')
  ffmpeg(...picture(3), '-c:v', 'libx265', '-preset', 'ultrafast', '-tag:v', 'hvc1', '-x265-params', 'log-level=error', 'h265.mp4')
  ffmpeg(...sound(3), '-c:a', 'aac', '-f', 'mp4', 'sound.mp4')
  const good = file('good.mp4')
  writeFileSync(path.join(clips, 'cut.mp4'), good.subarray(0, Math.floor(good.length * 0.6)))
  writeFileSync(path.join(clips, 'notes.mp4'), Buffer.from('These are the notes for next month’s class, not a video.\n'.repeat(50)))
  ffmpeg(...picture(20, '640x360'), ...sound(20), ...h264, '-c:a', 'aac', '-movflags', '+faststart', 'long.mp4')

  t = await buildTestApp({ media: { dir: mediaDir, jobs: { everyMs: false } } }, (given) => (database = given))
  for (const key of ['superAdmin', 'admin', 'staff', 'api'] as const) tokens[key] = await t.login(USERS[key])
  await t.app.listen({ host: '127.0.0.1', port: 0 })
  origin = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`
}, 60_000)

afterAll(async () => {
  // Uploads aborted on purpose may leave their sockets open: the server's close would wait for them.
  t?.app.server.closeAllConnections()
  await t?.close()
  rmSync(clips, { recursive: true, force: true })
  rmSync(mediaDir, { recursive: true, force: true })
})

interface Sent {
  status: number
  body: string
  fileId: string | null
  /** The Upload-Offset of each PATCH the client sent. */
  offsets: number[]
  url: string | null
}

/** Uploads with tus-js-client as the console does; `stopAt` aborts once that share of the bytes is in. */
function upload(
  bytes: Buffer,
  options: { token?: string; name?: string; type?: string; uploadUrl?: string; stopAt?: number; chunkSize?: number } = {},
): Promise<Sent> {
  const offsets: number[] = []
  return new Promise((resolve) => {
    let stopped = false
    const tus: Upload = new Upload(bytes, {
      endpoint: `${origin}/api/v1/media/uploads`,
      uploadUrl: options.uploadUrl,
      headers: bearer(options.token ?? tokens.admin),
      metadata: { filename: options.name ?? 'clip.mp4', filetype: options.type ?? 'video/mp4' },
      chunkSize: options.chunkSize ?? 64 * 1024,
      retryDelays: [],
      onBeforeRequest: (request) => {
        if (request.getMethod() === 'PATCH') offsets.push(Number(request.getHeader('Upload-Offset')))
      },
      onProgress: (sent, total) => {
        if (options.stopAt !== undefined && !stopped && sent / total >= options.stopAt) {
          stopped = true
          void tus.abort().then(() => resolve({ status: 0, body: '', fileId: null, offsets, url: tus.url }))
        }
      },
      onSuccess: ({ lastResponse }) =>
        resolve({
          status: lastResponse.getStatus(),
          body: lastResponse.getBody() ?? '',
          fileId: lastResponse.getHeader('Library-File-Id') ?? null,
          offsets,
          url: tus.url,
        }),
      onError: (error) => {
        const response = (error as { originalResponse?: { getStatus(): number; getBody(): string } | null }).originalResponse
        resolve({ status: response?.getStatus() ?? -1, body: response?.getBody() ?? String(error), fileId: null, offsets, url: tus.url })
      },
    })
    tus.start()
  })
}

const call = (method: 'GET' | 'PUT' | 'DELETE', url: string, token: string, payload?: object) =>
  t.app.inject({ method, url, headers: bearer(token), ...(payload ? { payload } : {}) })

let goodId: string
let goodUrl: string

describe('uploading over tus', () => {
  it('takes a whole H.264/AAC clip, probes it and keeps it under its SHA-256', async () => {
    const sent = await upload(file('good.mp4'), { name: 'Warm up.mp4' })
    expect(sent.status, sent.body).toBe(204)
    expect(sent.fileId).toMatch(/^[0-9a-f-]{36}$/)
    goodId = sent.fileId!
    const got = (await call('GET', `/api/v1/media/${goodId}`, tokens.admin)).json().data
    const hash = sha(file('good.mp4'))
    goodUrl = `${MEDIA_BASE_URL}library/${hash}.mp4`
    expect(got).toMatchObject({
      name: 'Warm up',
      originalName: 'Warm up.mp4',
      url: goodUrl,
      sha256: hash,
      size: file('good.mp4').length,
      container: 'MP4',
      contentType: 'video/mp4',
      videoCodec: 'h264',
      audioCodec: 'aac',
      width: 320,
      height: 180,
      frameRate: 25,
      job: { state: 'pending' },
      usedBy: [],
    })
    expect(got.durationMs).toBeGreaterThan(2900)
    expect(got.durationMs).toBeLessThan(3200)
    // The screen's plan reads size and hash from the clip facts, as for pasted links.
    const [facts] = await t.db.select().from(clipFacts).where(eq(clipFacts.url, goodUrl))
    expect(facts).toMatchObject({ status: 'ok', sha256: hash, size: file('good.mp4').length, contentType: 'video/mp4', videoCodec: 'h264' })
    const [entry] = await t.db
      .select()
      .from(logs)
      .where(and(eq(logs.model, 'MediaFile'), eq(logs.action, 'create')))
      .orderBy(desc(logs.date))
      .limit(1)
    expect(entry.modifiedBy).toBe(USERS.admin.email)
  })

  it('resumes an interrupted upload where it stopped, not from the start', async () => {
    const bytes = file('big.mp4')
    expect(bytes.length).toBeGreaterThan(4 * 64 * 1024)
    const first = await upload(bytes, { stopAt: 0.4, name: 'Big.mp4' })
    expect(first.status).toBe(0)
    expect(first.url).toMatch(/\/api\/v1\/media\/uploads\/[0-9a-f]+$/)
    // Nothing is in the library yet.
    expect((await call('GET', '/api/v1/media?search=Big', tokens.admin)).json().meta.total).toBe(0)
    const resumed = await upload(bytes, { uploadUrl: first.url!, name: 'Big.mp4' })
    expect(resumed.status, resumed.body).toBe(204)
    expect(resumed.offsets[0]).toBeGreaterThan(0)
    expect(resumed.offsets[0]).toBeGreaterThanOrEqual(Math.floor(bytes.length * 0.3))
    const got = (await call('GET', `/api/v1/media/${resumed.fileId}`, tokens.admin)).json().data
    expect(got.sha256).toBe(sha(bytes))
    expect(got.size).toBe(bytes.length)
  })

  it('keeps an upload its uploader’s: another admin cannot resume or read it', async () => {
    const first = await upload(file('second.mp4'), { stopAt: 0.2, chunkSize: 16 * 1024 })
    const head = await fetch(`${origin}${new URL(first.url!).pathname}`, {
      method: 'HEAD',
      headers: { ...bearer(tokens.superAdmin), 'tus-resumable': '1.0.0' },
    })
    expect(head.status).toBe(404)
    const own = await fetch(`${origin}${new URL(first.url!).pathname}`, { method: 'HEAD', headers: { ...bearer(tokens.admin), 'tus-resumable': '1.0.0' } })
    expect(own.status).toBe(200)
    expect(Number(own.headers.get('upload-offset'))).toBeGreaterThan(0)
  })

  it('refuses the same bytes twice, naming the file already in the library', async () => {
    const sent = await upload(file('good.mp4'), { name: 'Again.mp4' })
    expect(sent.status).toBe(409)
    expect(JSON.parse(sent.body)).toMatchObject({ code: 'MEDIA_DUPLICATE', figure: 'Warm up' })
  })

  it('refuses what is not a video file by its type, before any byte is sent', async () => {
    const sent = await upload(Buffer.from('hello'), { name: 'notes.txt', type: 'text/plain' })
    expect(sent.status).toBe(415)
    expect(JSON.parse(sent.body)).toMatchObject({ code: 'MEDIA_TYPE_REFUSED', figure: 'text/plain' })
    expect(sent.offsets).toEqual([])
  })

  it('refuses a file over the size limit when it is announced', async () => {
    const small = await buildTestApp({ media: { dir: mkdtempSync(path.join(tmpdir(), 'media-small-')), maxBytes: 1000, jobs: { everyMs: false } } })
    try {
      const token = await small.login(USERS.admin)
      const response = await small.app.inject({
        method: 'POST',
        url: '/api/v1/media/uploads',
        headers: {
          ...bearer(token),
          'tus-resumable': '1.0.0',
          'upload-length': '5000',
          'upload-metadata': `filename ${Buffer.from('a.mp4').toString('base64')}`,
        },
      })
      expect(response.statusCode).toBe(413)
      expect(response.json()).toMatchObject({ code: 'MEDIA_TOO_LARGE' })
    } finally {
      await small.close()
    }
  })
})

describe('the check before a file is accepted', () => {
  it.each([
    ['h265.mp4', 'MEDIA_VIDEO_CODEC_UNPLAYABLE', 'H.265 / HEVC', 'picture format'],
    ['sound.mp4', 'MEDIA_AUDIO_ONLY', 'sound only, aac', 'no picture'],
    ['cut.mp4', 'MEDIA_TRUNCATED', 'partial file', 'cut short'],
    ['notes.mp4', 'MEDIA_NOT_VIDEO', 'Invalid data found when processing input', 'not a video'],
  ])('refuses %s in a producer’s words, naming what failed', async (name, code, figure, words) => {
    const before = (await call('GET', '/api/v1/media', tokens.admin)).json().meta.total
    const sent = await upload(file(name), { name })
    expect(sent.status, sent.body).toBe(422)
    const body = JSON.parse(sent.body)
    expect(body.code).toBe(code)
    expect(body.figure).toContain(figure)
    expect(body.error).toContain(words)
    expect(body.error).toContain(figure)
    expect((await call('GET', '/api/v1/media', tokens.admin)).json().meta.total).toBe(before)
    const [entry] = await t.db
      .select()
      .from(logs)
      .where(and(eq(logs.model, 'MediaFile'), eq(logs.action, 'refused')))
      .orderBy(desc(logs.date))
      .limit(1)
    expect(entry.data).toMatchObject({ originalName: name, code })
  })
})

describe('serving library files as a CDN would', () => {
  const servedPath = () => new URL(goodUrl).pathname

  it('answers the whole file with a strong ETag, a year’s immutable caching, its type and CORS', async () => {
    const response = await fetch(`${origin}${servedPath()}`, { headers: { origin: 'http://tv.example' } })
    expect(response.status).toBe(200)
    const body = Buffer.from(await response.arrayBuffer())
    expect(sha(body)).toBe(sha(file('good.mp4')))
    expect(response.headers.get('etag')).toBe(`"${sha(body)}"`)
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable')
    expect(response.headers.get('content-type')).toBe('video/mp4')
    expect(response.headers.get('accept-ranges')).toBe('bytes')
    expect(response.headers.get('access-control-allow-origin')).toBe('*')
    expect(response.headers.get('cross-origin-resource-policy')).toBe('cross-origin')
    expect(response.headers.get('content-encoding')).toBeNull()
  })

  it('answers a Range with 206 and exactly those bytes, and a range past the end with 416', async () => {
    const response = await fetch(`${origin}${servedPath()}`, { headers: { range: 'bytes=100-199' } })
    expect(response.status).toBe(206)
    expect(response.headers.get('content-range')).toBe(`bytes 100-199/${file('good.mp4').length}`)
    expect(Buffer.from(await response.arrayBuffer())).toEqual(file('good.mp4').subarray(100, 200))
    const suffix = await fetch(`${origin}${servedPath()}`, { headers: { range: 'bytes=-10' } })
    expect(Buffer.from(await suffix.arrayBuffer())).toEqual(file('good.mp4').subarray(-10))
    const past = await fetch(`${origin}${servedPath()}`, { headers: { range: `bytes=${file('good.mp4').length}-` } })
    expect(past.status).toBe(416)
  })

  it('answers 304 to its ETag, and a whole 200 to an If-Range of another', async () => {
    const etag = `"${sha(file('good.mp4'))}"`
    expect((await fetch(`${origin}${servedPath()}`, { headers: { 'if-none-match': etag } })).status).toBe(304)
    const other = await fetch(`${origin}${servedPath()}`, { headers: { range: 'bytes=0-9', 'if-range': '"other"' } })
    expect(other.status).toBe(200)
  })

  it('serves nothing but library file names', async () => {
    for (const name of ['../../etc/passwd', 'x.mp4', `${'0'.repeat(64)}.mp4`, `${sha(file('good.mp4'))}.exe`])
      expect((await fetch(`${origin}/media/library/${encodeURIComponent(name)}`)).status).toBe(404)
  })
})

async function waitFor<T>(read: () => Promise<T>, done: (value: T) => boolean, ms = 30_000): Promise<T> {
  const end = Date.now() + ms
  for (;;) {
    const value = await read()
    if (done(value) || Date.now() > end) return value
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
}

describe('the job that makes the low-resolution copy and the poster', () => {
  it('makes both, serves them, and records the copy’s size and hash for screens', async () => {
    await t.app.media.jobs.runDue()
    await t.app.media.jobs.settled()
    // One job at a time by default: the others wait for the next round.
    for (let round = 0; round < 5 && (await t.db.select().from(mediaFiles).where(eq(mediaFiles.jobState, 'pending'))).length > 0; round += 1) {
      await t.app.media.jobs.runDue()
      await t.app.media.jobs.settled()
    }
    const got = (await call('GET', `/api/v1/media/${goodId}`, tokens.admin)).json().data
    expect(got.job).toMatchObject({ state: 'done', progress: 100, error: null })
    expect(got.lrUrl).toMatch(/library\/[0-9a-f]{64}\.mp4$/)
    expect(got.posterUrl).toMatch(/library\/[0-9a-f]{64}\.jpg$/)
    const lr = await fetch(`${origin}${new URL(got.lrUrl).pathname}`)
    expect(lr.status).toBe(200)
    const lrBytes = Buffer.from(await lr.arrayBuffer())
    expect(sha(lrBytes)).toBe(got.lrSha256)
    expect(lrBytes.length).toBe(got.lrSize)
    const poster = await fetch(`${origin}${new URL(got.posterUrl).pathname}`)
    expect(poster.headers.get('content-type')).toBe('image/jpeg')
    const [facts] = await t.db.select().from(clipFacts).where(eq(clipFacts.url, got.lrUrl))
    expect(facts).toMatchObject({ sha256: got.lrSha256, size: got.lrSize, videoCodec: 'h264' })
    // Three transcodes one after another: on a busy shared machine each takes seconds.
  }, 120_000)

  it('is taken again by the next process after a restart in the middle of it, and runs once', async () => {
    const sent = await upload(file('long.mp4'), { name: 'Long.mp4', chunkSize: 1024 * 1024 })
    expect(sent.status, sent.body).toBe(204)
    const id = sent.fileId!
    const options = { database, mediaBaseUrl: MEDIA_BASE_URL, linkChecks: { everyMs: false as const, onSave: false }, alerts: false as const }
    const jobs = { everyMs: false as const, leaseMs: 1000, lrHeight: 360 }
    const first = await buildApp({ ...options, media: { dir: mediaDir, jobs } })
    const second = await buildApp({ ...options, media: { dir: mediaDir, jobs } })
    try {
      expect(await first.media.jobs.runDue()).toBe(1)
      // The other process finds nothing to take while the first holds the lease.
      expect(await second.media.jobs.runDue()).toBe(0)
      const running = await waitFor(
        async () => (await t.db.select().from(mediaFiles).where(eq(mediaFiles.id, id)))[0],
        (row) => row.jobProgress > 0,
      )
      expect(running.jobState).toBe('running')
      await first.close()
      const after = (await t.db.select().from(mediaFiles).where(eq(mediaFiles.id, id)))[0]
      expect(after.jobState).toBe('running')
      expect(after.lrSha256).toBeNull()
      // Once the lease lapses the other process takes it and finishes it.
      const taken = await waitFor(
        () => second.media.jobs.runDue(),
        (started) => started === 1,
        10_000,
      )
      expect(taken).toBe(1)
      await second.media.jobs.settled()
      const done = (await t.db.select().from(mediaFiles).where(eq(mediaFiles.id, id)))[0]
      expect(done).toMatchObject({ jobState: 'done', jobAttempts: 2, jobProgress: 100 })
      expect(existsSync(path.join(mediaDir, 'library', `${done.lrSha256}.mp4`))).toBe(true)
    } finally {
      await first.close()
      await second.close()
    }
  }, 60_000)

  it('retries a failing job with growing waits and says failed after the last', async () => {
    const [row] = await t.db.select().from(mediaFiles).where(eq(mediaFiles.id, goodId))
    // The source is gone from under the job: ffmpeg cannot read it.
    const copy = await buildApp({
      database,
      mediaBaseUrl: MEDIA_BASE_URL,
      linkChecks: { everyMs: false, onSave: false },
      alerts: false,
      media: { dir: mkdtempSync(path.join(tmpdir(), 'media-empty-')), jobs: { everyMs: false, retryBaseMs: 1000, maxAttempts: 2 } },
    })
    try {
      await t.db.update(mediaFiles).set({ jobState: 'pending', jobAttempts: 0, jobDueAt: new Date(), lrSha256: null }).where(eq(mediaFiles.id, goodId))
      await copy.media.jobs.runDue()
      await copy.media.jobs.settled()
      const once = (await t.db.select().from(mediaFiles).where(eq(mediaFiles.id, goodId)))[0]
      expect(once).toMatchObject({ jobState: 'pending', jobAttempts: 1 })
      expect(once.jobError).toContain('ffmpeg')
      const firstWait = once.jobDueAt.getTime() - Date.now()
      expect(firstWait).toBeGreaterThan(500)
      expect(firstWait).toBeLessThanOrEqual(1000)
      await copy.media.jobs.runDue(new Date(Date.now() + 1500))
      await copy.media.jobs.settled()
      const twice = (await t.db.select().from(mediaFiles).where(eq(mediaFiles.id, goodId)))[0]
      expect(twice).toMatchObject({ jobState: 'failed', jobAttempts: 2 })
      const shown = (await call('GET', `/api/v1/media/${goodId}`, tokens.admin)).json().data
      expect(shown.job).toMatchObject({ state: 'failed', attempts: 2 })
      expect(shown.job.error).toContain('ffmpeg')
    } finally {
      await copy.close()
      await t.db
        .update(mediaFiles)
        .set({ jobState: row.jobState, jobAttempts: row.jobAttempts, jobError: row.jobError, lrSha256: row.lrSha256 })
        .where(eq(mediaFiles.id, goodId))
    }
  })
})

describe('the library’s list, rename and delete', () => {
  it('searches by name and filters by duration, height and use', async () => {
    const names = async (query: string) => (await call('GET', `/api/v1/media?${query}`, tokens.admin)).json().data.map((row: { name: string }) => row.name)
    expect(await names('search=warm')).toEqual(['Warm up'])
    expect(await names('minDurationS=10')).toEqual(['Long'])
    expect(await names('maxDurationS=5&search=warm')).toEqual(['Warm up'])
    expect(await names('minHeight=360')).toEqual(['Long'])
    expect(await names('used=used')).toEqual([])
  })

  it('renames, with the version check', async () => {
    const current = (await call('GET', `/api/v1/media/${goodId}`, tokens.admin)).json().data
    const renamed = await call('PUT', `/api/v1/media/${goodId}`, tokens.admin, { name: 'Warm up, October', updatedAt: current.updatedAt })
    expect(renamed.statusCode, renamed.body).toBe(200)
    expect(renamed.json().data).toMatchObject({ name: 'Warm up, October', url: current.url })
    const stale = await call('PUT', `/api/v1/media/${goodId}`, tokens.admin, { name: 'Again', updatedAt: current.updatedAt })
    expect(stale.statusCode).toBe(409)
    expect((await call('PUT', `/api/v1/media/${goodId}`, tokens.admin, { name: ' ' })).statusCode).toBe(400)
  })

  it('refuses to delete a clip a coming workout plays, naming the workout, and deletes it once none does', async () => {
    const start = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10)
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/v1/workouts',
      headers: bearer(tokens.admin),
      payload: { name: 'November Burn', subHeader: '', round: 3, startDate: start, endDate: start },
    })
    expect(created.statusCode, created.body).toBe(200)
    const workout = created.json().data
    const used = await t.app.inject({
      method: 'PUT',
      url: `/api/v1/workouts/${workout.id}`,
      headers: bearer(tokens.admin),
      payload: { updatedAt: workout.updatedAt, routines: [{ step: 2, videoLink: goodUrl }] },
    })
    expect(used.statusCode, used.body).toBe(200)
    expect((await call('GET', `/api/v1/media/${goodId}`, tokens.admin)).json().data.usedBy).toMatchObject([
      { id: workout.id, name: 'November Burn', step: 2, field: 'videoLink' },
    ])
    const names = (await call('GET', '/api/v1/media?used=used', tokens.admin)).json().data.map((row: { name: string }) => row.name)
    expect(names).toEqual(['Warm up, October'])
    const refused = await call('DELETE', `/api/v1/media/${goodId}`, tokens.superAdmin)
    expect(refused.statusCode).toBe(409)
    expect(refused.json()).toMatchObject({ code: 'MEDIA_IN_USE' })
    expect(refused.json().error).toContain('November Burn')
    const updated = used.json().data
    const freed = await t.app.inject({
      method: 'PUT',
      url: `/api/v1/workouts/${workout.id}`,
      headers: bearer(tokens.admin),
      payload: { updatedAt: updated.updatedAt, routines: [{ step: 2, videoLink: `${MEDIA_BASE_URL}other.mp4` }] },
    })
    expect(freed.statusCode, freed.body).toBe(200)
    const deleted = await call('DELETE', `/api/v1/media/${goodId}`, tokens.superAdmin)
    expect(deleted.statusCode, deleted.body).toBe(200)
    expect((await fetch(`${origin}${new URL(goodUrl).pathname}`)).status).toBe(404)
    expect(await t.db.select().from(clipFacts).where(eq(clipFacts.url, goodUrl))).toEqual([])
    expect((await call('GET', `/api/v1/media/${goodId}`, tokens.admin)).statusCode).toBe(404)
  })
})

describe('who may use the library', () => {
  it('lets admins and super-admins in, and keeps staff and API access out of every door', async () => {
    for (const token of [tokens.admin, tokens.superAdmin]) expect((await call('GET', '/api/v1/media', token)).statusCode).toBe(200)
    for (const token of [tokens.staff, tokens.api]) {
      expect((await call('GET', '/api/v1/media', token)).statusCode).toBe(403)
      expect((await call('GET', '/api/v1/media/status', token)).statusCode).toBe(403)
      const sent = await upload(file('second.mp4'), { token })
      expect(sent.status).toBe(403)
    }
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/media' })).statusCode).toBe(401)
    const anonymous = await fetch(`${origin}/api/v1/media/uploads`, { method: 'POST', headers: { 'tus-resumable': '1.0.0', 'upload-length': '10' } })
    expect(anonymous.status).toBe(401)
  })

  it('lets only the super-admin delete', async () => {
    const [row] = await t.db.select().from(mediaFiles).limit(1)
    expect((await call('DELETE', `/api/v1/media/${row.id}`, tokens.admin)).statusCode).toBe(403)
  })

  it('says whether it can take uploads, and its limits', async () => {
    const status = (await call('GET', '/api/v1/media/status', tokens.admin)).json().data
    expect(status).toMatchObject({ available: true, uploadUrl: '/api/v1/media/uploads', uploadsPerUser: 4 })
  })
})
