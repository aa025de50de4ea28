// The link checks (docs/LINK-CHECKS.md) against a real media host on loopback: good, missing, wrong-type and
// wrong-codec clips made here with ffmpeg, a clip whose header sits after its media, a host without ranges, a
// redirect elsewhere and one that never answers.
import { execFileSync } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { demoClipName } from '../../src/shared/routines'
import { USERS } from './fixtures'
import { bearer, buildTestApp, type TestApp } from './helpers'

interface Logged {
  path: string
  range: string | undefined
}

const dir = mkdtempSync(path.join(tmpdir(), 'link-checks-'))
const ffmpeg = (...args: string[]) => execFileSync('ffmpeg', ['-v', 'error', '-y', ...args], { cwd: dir })
const picture = ['-f', 'lavfi', '-i', 'testsrc=size=160x90:rate=10']
const sound = ['-f', 'lavfi', '-i', 'sine=frequency=440:sample_rate=8000']

/** An H.265 clip: with libx265 where the ffmpeg build has it, else an H.264 clip whose sample entry is renamed hvc1 (the header is all a check reads). */
function makeH265(): void {
  const encoders = execFileSync('ffmpeg', ['-hide_banner', '-encoders'], { encoding: 'utf8' })
  if (encoders.includes('libx265')) {
    ffmpeg(...picture, '-t', '3', '-c:v', 'libx265', '-preset', 'ultrafast', '-tag:v', 'hvc1', '-x265-params', 'log-level=error', 'h265.mp4')
    return
  }
  ffmpeg(...picture, '-t', '3', '-c:v', 'libx264', '-preset', 'ultrafast', '-pix_fmt', 'yuv420p', '-movflags', '+faststart', 'h265.mp4')
  const bytes = readFileSync(path.join(dir, 'h265.mp4'))
  const at = bytes.indexOf('avc1', 0, 'latin1')
  bytes.write('hvc1', at, 'latin1')
  writeFileSync(path.join(dir, 'h265.mp4'), bytes)
}

let files: Record<string, Buffer>
const log: Logged[] = []
const elsewhere: Logged[] = []
let endlessSent = 0
let media: Server
let other: Server
let mediaBase: string
let t: TestApp
let token: string
let staffToken: string

function sendRanged(request: IncomingMessage, response: ServerResponse, body: Buffer) {
  const match = /^bytes=(\d+)-(\d*)$/.exec(request.headers.range ?? '')
  if (!match) {
    response.writeHead(200, { 'content-type': 'video/mp4', 'content-length': body.length, 'accept-ranges': 'bytes' })
    response.end(body)
    return
  }
  const start = Number(match[1])
  const end = Math.min(match[2] ? Number(match[2]) : body.length - 1, body.length - 1)
  if (start >= body.length) {
    response.writeHead(416, { 'content-range': `bytes */${body.length}` })
    response.end()
    return
  }
  response.writeHead(206, { 'content-type': 'video/mp4', 'content-range': `bytes ${start}-${end}/${body.length}`, 'content-length': end - start + 1 })
  response.end(body.subarray(start, end + 1))
}

/** An MP4 that never ends: a file type box, then a media box announced as 1 GB, sent without ranges. */
function sendEndless(response: ServerResponse) {
  const ftyp = files['good.mp4'].subarray(0, files['good.mp4'].readUInt32BE(0))
  const mdat = Buffer.alloc(8)
  mdat.writeUInt32BE(1024 * 1024 * 1024, 0)
  mdat.write('mdat', 4, 'latin1')
  response.writeHead(200, { 'content-type': 'video/mp4' })
  response.write(Buffer.concat([ftyp, mdat]))
  const chunk = Buffer.alloc(64 * 1024)
  const more = () => {
    while (!response.destroyed && endlessSent < 200 * 1024 * 1024) {
      endlessSent += chunk.length
      if (!response.write(chunk)) return void response.once('drain', more)
    }
    response.end()
  }
  more()
}

function serveMedia(request: IncomingMessage, response: ServerResponse) {
  const url = request.url ?? ''
  log.push({ path: url, range: request.headers.range })
  const name = url.replace(/^\/media\//, '')
  if (name === 'page.mp4') return void response.writeHead(200, { 'content-type': 'text/html' }).end('<html><body>Not found</body></html>')
  if (name === 'moved.mp4') return void response.writeHead(302, { location: `http://127.0.0.2:${(other.address() as AddressInfo).port}/media/good.mp4` }).end()
  if (name === 'renamed.mp4') return void response.writeHead(301, { location: '/media/good.mp4' }).end()
  if (name === 'silent.mp4') return // never answers
  if (name === 'endless.mp4') return sendEndless(response)
  // A new workout's preset clips (welcome, gloves on, ending) are good ones here.
  const preset = ['countdown.mp4', demoClipName(3), demoClipName(14)].includes(name)
  const body = preset ? files['good.mp4'] : files[name]
  if (!body) return void response.writeHead(404, { 'content-type': 'text/plain' }).end('Not Found')
  sendRanged(request, response, body)
}

const listen = (server: Server, host: string) => new Promise<void>((resolve) => server.listen(0, host, resolve))
const link = (name: string) => `${mediaBase}${name}`
const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10)

beforeAll(async () => {
  ffmpeg(
    ...picture,
    ...sound,
    '-t',
    '4',
    '-c:v',
    'libx264',
    '-preset',
    'ultrafast',
    '-pix_fmt',
    'yuv420p',
    '-c:a',
    'aac',
    '-b:a',
    '16k',
    '-movflags',
    '+faststart',
    'good.mp4',
  )
  // No faststart: the header comes after 300 KB of media, so the check must ask for a second range.
  ffmpeg(
    '-f',
    'lavfi',
    '-i',
    'testsrc2=size=320x180:rate=25',
    '-t',
    '3',
    '-c:v',
    'libx264',
    '-preset',
    'ultrafast',
    '-qp',
    '0',
    '-pix_fmt',
    'yuv420p',
    'late.mp4',
  )
  makeH265()
  files = Object.fromEntries(['good.mp4', 'late.mp4', 'h265.mp4'].map((name) => [name, readFileSync(path.join(dir, name))]))
  media = createServer(serveMedia)
  other = createServer((request, response) => {
    elsewhere.push({ path: request.url ?? '', range: request.headers.range })
    sendRanged(request, response, files['good.mp4'])
  })
  await listen(media, '127.0.0.1')
  await listen(other, '127.0.0.2')
  mediaBase = `http://127.0.0.1:${(media.address() as AddressInfo).port}/media/`
  t = await buildTestApp({ mediaBaseUrl: mediaBase, linkChecks: { everyMs: false, timeoutMs: 8_000, maxBytes: 512 * 1024 } })
  token = await t.login(USERS.admin)
  staffToken = await t.login(USERS.staff)
}, 60_000)

afterAll(async () => {
  await t?.close()
  for (const server of [media, other]) {
    server?.closeAllConnections()
    await new Promise((resolve) => server?.close(resolve))
  }
  rmSync(dir, { recursive: true, force: true })
})

const call = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object, as = token) =>
  t.app.inject({ method, url, headers: bearer(as), ...(payload ? { payload } : {}) })

interface LinkCheck {
  step: number
  field: string
  url: string
  facts: null | {
    status: string
    error: string | null
    httpStatus: number | null
    contentType: string | null
    size: number | null
    durationMs: number | null
    videoCodec: string | null
    audioCodec: string | null
    width: number | null
    height: number | null
    sha256: string | null
  }
}

async function workoutWith(links: Record<number, string>, offset = 0) {
  const created = await call('POST', '/api/v1/workouts', {
    name: `Checked ${Object.values(links).join(' ')}`.slice(0, 80),
    round: 7,
    startDate: day(offset),
    endDate: day(offset + 2),
  })
  expect(created.statusCode, created.body).toBe(200)
  const workout = created.json().data
  const routines = Object.entries(links).map(([step, videoLink]) => ({ step: Number(step), videoLink }))
  const saved = await call('PUT', `/api/v1/workouts/${workout.id}`, { routines, updatedAt: workout.updatedAt })
  expect(saved.statusCode, saved.body).toBe(200)
  return saved.json().data as { id: string }
}

const byUrl = (links: LinkCheck[]) => new Map(links.map((entry) => [entry.url, entry.facts]))

describe('link checks', () => {
  it('checks a saved workout’s links: good, missing, not a video, H.265, a header after the media, redirects, silence', async () => {
    const names = ['good.mp4', 'missing.mp4', 'page.mp4', 'h265.mp4', 'late.mp4', 'moved.mp4', 'renamed.mp4', 'silent.mp4', 'endless.mp4']
    const workout = await workoutWith(Object.fromEntries(names.map((name, index) => [index + 2, link(name)])))
    await t.app.linkChecks.settled()

    const answer = await call('GET', `/api/v1/workouts/${workout.id}/link-checks`, undefined, staffToken)
    expect(answer.statusCode, answer.body).toBe(200)
    const checks = answer.json().data
    const facts = byUrl(checks.links)

    expect(facts.get(link('good.mp4'))).toMatchObject({
      status: 'ok',
      error: null,
      httpStatus: 206,
      contentType: 'video/mp4',
      size: files['good.mp4'].length,
      videoCodec: expect.stringMatching(/^avc1\./),
      audioCodec: 'mp4a.40.2',
      width: 160,
      height: 90,
      sha256: null,
    })
    expect(facts.get(link('good.mp4'))!.durationMs).toBeGreaterThanOrEqual(3_900)
    expect(facts.get(link('good.mp4'))!.durationMs).toBeLessThanOrEqual(4_100)
    expect(facts.get(link('missing.mp4'))).toMatchObject({ status: 'unreachable', httpStatus: 404, error: 'HTTP 404' })
    expect(facts.get(link('page.mp4'))).toMatchObject({ status: 'notVideo', contentType: 'text/html', error: 'not a video: type text/html' })
    expect(facts.get(link('h265.mp4'))).toMatchObject({ status: 'unplayableCodec', videoCodec: expect.stringMatching(/^hvc1/) })
    expect(facts.get(link('h265.mp4'))!.error).toMatch(/^video codec hvc1.* \(H\.265\): TVs cannot play it$/)
    expect(facts.get(link('late.mp4'))).toMatchObject({ status: 'ok', size: files['late.mp4'].length, width: 320, height: 180, audioCodec: null })
    expect(facts.get(link('moved.mp4'))).toMatchObject({ status: 'unreachable' })
    expect(facts.get(link('moved.mp4'))!.error).toMatch(/^redirected outside the approved media address \(HTTP 302 to http:\/\/127\.0\.0\.2:/)
    expect(facts.get(link('renamed.mp4'))).toMatchObject({ status: 'ok', size: files['good.mp4'].length })
    expect(facts.get(link('silent.mp4'))).toMatchObject({ status: 'unreachable', error: 'no answer within 8 s' })
    expect(facts.get(link('endless.mp4'))).toMatchObject({ status: 'notVideo', httpStatus: 200 })
    expect(facts.get(link('endless.mp4'))!.error).toMatch(/^not an MP4 video: no MP4 header within the first 512 KiB read$/)

    // Bounded: every request asked for a range, the late header in a second one; nothing went elsewhere; the endless body was dropped.
    expect(log.every((entry) => /^bytes=\d+-\d+$/.test(entry.range ?? ''))).toBe(true)
    const late = log.filter((entry) => entry.path === '/media/late.mp4')
    expect(late.length).toBeGreaterThanOrEqual(2)
    expect(files['late.mp4'].length).toBeGreaterThan(300_000)
    expect(elsewhere).toEqual([])
    expect(endlessSent).toBeLessThan(100 * 1024 * 1024)

    expect(checks.problems).toBe(6)
    expect(checks.unchecked).toBe(0)
    // The video links with a duration: the welcome, step 2, the H.265 clip, the late one, the renamed one and the ending (4+4+3+3+4+4 s).
    expect(checks.totalDurationMs).toBeGreaterThan(21_500)
    expect(checks.totalDurationMs).toBeLessThan(22_500)
    expect(checks.unknownDurations).toBe(5)
    expect(checks.classLengthMs).toBe(45 * 60_000)
  }, 60_000)

  it('lists the coming days’ workouts with a link that will not play, for Content Status, and the facts of one clip', async () => {
    const broken = await workoutWith({ 4: link('missing.mp4'), 5: link('good.mp4') }, 1)
    const fine = await workoutWith({ 4: link('good.mp4') }, 2)
    const later = await workoutWith({ 4: link('h265.mp4') }, 20)
    await t.app.linkChecks.settled()
    const answer = await call('GET', '/api/v1/link-checks?pageSize=100', undefined, staffToken)
    expect(answer.statusCode, answer.body).toBe(200)
    const rows = answer.json().data as { id: string; problems: LinkCheck[] }[]
    const ids = rows.map((row) => row.id)
    expect(ids).toContain(broken.id)
    expect(ids).not.toContain(fine.id)
    expect(ids).not.toContain(later.id)
    expect(rows.find((row) => row.id === broken.id)!.problems.map((entry) => [entry.step, entry.url, entry.facts?.status])).toEqual([
      [4, link('missing.mp4'), 'unreachable'],
    ])
    const wider = await call('GET', '/api/v1/link-checks?days=31&pageSize=100')
    expect((wider.json().data as { id: string }[]).map((row) => row.id)).toContain(later.id)

    const one = await call('GET', `/api/v1/clip-facts?url=${encodeURIComponent(link('good.mp4'))}`)
    expect(one.json().data).toMatchObject({ url: link('good.mp4'), status: 'ok', size: files['good.mp4'].length })
    const never = await call('GET', `/api/v1/clip-facts?url=${encodeURIComponent(link('never-used.mp4'))}`)
    expect(never.json()).toEqual({ data: null })
  })

  it('checks the coming days’ links once a day, on one process, and again after a day', async () => {
    await workoutWith({ 6: link('good.mp4') })
    await t.app.linkChecks.settled()
    const now = new Date()
    // The seeded workouts' links (another media address: stored as such, never asked) were due.
    expect(await t.app.linkChecks.daily(now)).toBeGreaterThan(0)
    // The lease holds for the hour: a second round (another process) does nothing.
    expect(await t.app.linkChecks.daily(new Date(now.getTime() + 60_000))).toBeNull()
    // An hour on, every link was checked within the day: none is due.
    expect(await t.app.linkChecks.daily(new Date(now.getTime() + 61 * 60_000))).toBe(0)
    const before = log.length
    const nextDay = new Date(now.getTime() + 25 * 60 * 60_000)
    const checked = await t.app.linkChecks.daily(nextDay)
    expect(checked).toBeGreaterThan(0)
    expect(log.length).toBeGreaterThan(before)
    const one = await call('GET', `/api/v1/clip-facts?url=${encodeURIComponent(link('good.mp4'))}`)
    expect(one.json().data.checkedAt).toBe(nextDay.toISOString())
  }, 60_000)

  it('asks nothing of a link outside the approved media address, and lets admins check again', async () => {
    const created = await call('POST', '/api/v1/workouts', { name: 'Outside', round: 7, startDate: day(0), endDate: day(0) })
    const workout = created.json().data
    // The presets of a workout made before the media address moved: not approved now, so never asked.
    await t.app.linkChecks.check(['http://127.0.0.2:1/media/x.mp4'])
    const one = await call('GET', `/api/v1/clip-facts?url=${encodeURIComponent('http://127.0.0.2:1/media/x.mp4')}`)
    expect(one.json().data).toMatchObject({ status: 'unreachable', error: 'not under the approved media address (nothing was asked)' })
    expect(elsewhere).toEqual([])

    const staff = await call('POST', `/api/v1/workouts/${workout.id}/link-checks`, undefined, staffToken)
    expect(staff.statusCode).toBe(403)
    const again = await call('POST', `/api/v1/workouts/${workout.id}/link-checks`)
    expect(again.statusCode, again.body).toBe(200)
    expect(again.json().data.unchecked).toBe(0)
    const missing = await call('GET', '/api/v1/workouts/00000000-0000-4000-8000-000000000000/link-checks')
    expect(missing.statusCode).toBe(404)
  })
})
