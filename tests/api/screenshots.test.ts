import { randomBytes } from 'node:crypto'
import type { AddressInfo } from 'node:net'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { screenScreenshots } from '../../src/server/db/schema'
import type { ScreenEvent } from '../../src/server/fleet/fleet'
import { SCREENSHOT_MAX_BYTES, SCREENSHOTS_KEPT } from '../../src/shared/schemas/screenshots'
import { USERS } from './fixtures'
import { buildTestApp, type TestApp } from './helpers'
import { consoleCall, pairScreen, screenCall, templateIds } from './screensHelpers'
import { openStream } from './sse'

// Remote screenshots (docs/SCREEN-DEVICE.md#remote-screenshot): asked for from the console, pushed to
// the screen, sent back as a JPEG; rate-limited, the last few kept, scoped like all location data.
let t: TestApp
let ids: Awaited<ReturnType<typeof templateIds>>
const tokens = {} as Record<'admin' | 'staff' | 'api', string>
beforeAll(async () => {
  t = await buildTestApp()
  for (const key of ['admin', 'staff', 'api'] as const) tokens[key] = await t.login(USERS[key])
  ids = await templateIds(t)
})
afterAll(async () => {
  await t?.close()
})

/** A JPEG-looking body: the start-of-image marker and some bytes. */
const jpeg = (size = 64) => Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), randomBytes(size)]).toString('base64')
const upload = (token: string, image = jpeg(), takenAt = new Date().toISOString()) =>
  screenCall(t, 'POST', '/api/v1/screens/screenshot', token, { image, width: 640, height: 360, takenAt })
const request = (id: string, token = tokens.staff) => consoleCall(t, 'POST', `/api/v1/screens/${id}/screenshots`, token)
const list = (id: string, token = tokens.staff) => consoleCall(t, 'GET', `/api/v1/screens/${id}/screenshots`, token)

describe('remote screenshots', () => {
  it('go to the screen over its push channel, once per screen within the window', async () => {
    const id = ids.demoScreen(1)
    // Not paired: nobody to ask.
    const unpaired = await request(id)
    expect(unpaired.statusCode).toBe(409)
    expect(unpaired.json().code).toBe('SCREEN_NOT_CONNECTED')

    const token = await pairScreen(t, tokens.admin, id)
    await screenCall(t, 'POST', '/api/v1/screens/poll', token, { playing: false, automaticMode: true })
    const pushed: ScreenEvent[] = []
    const stop = t.app.fleet.subscribe(
      { locationId: ids.demoId, screenId: id, sessionId: 'test-listener' },
      (event) => pushed.push(event),
      () => undefined,
    )
    try {
      const asked = await request(id)
      expect(asked.statusCode, asked.body).toBe(200)
      expect(asked.json().data).toMatchObject({ screen: id, requestedAt: expect.any(String) })
      await expect.poll(() => pushed).toEqual([{ event: 'screenshot', data: { screen: id, requestedAt: asked.json().data.requestedAt } }])
      // Again at once, by anyone: refused, with when to come back.
      const again = await request(id, tokens.admin)
      expect(again.statusCode).toBe(429)
      expect(again.json().code).toBe('SCREENSHOT_TOO_SOON')
      expect(Number(again.headers['retry-after'])).toBeGreaterThan(0)
      expect(pushed).toHaveLength(1)
    } finally {
      stop()
    }
  })

  it('are heard by a screen whose push stream opens within half a minute of the ask, after its class state', async () => {
    await t.app.listen({ host: '127.0.0.1', port: 0 })
    const baseURL = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`
    const id = ids.demoScreen(3)
    const token = await pairScreen(t, tokens.admin, id)
    await screenCall(t, 'POST', '/api/v1/screens/poll', token, { playing: false, automaticMode: true })
    // Asked while the screen had no stream open (its network just came back, say).
    const asked = await request(id)
    expect(asked.statusCode, asked.body).toBe(200)
    const stream = openStream(baseURL, token)
    try {
      await stream.ready
      expect((await stream.next())?.event).toBe('class')
      expect(await stream.next()).toEqual({ event: 'screenshot', data: { screen: id, requestedAt: asked.json().data.requestedAt } })
    } finally {
      stream.close()
    }
    // Another screen of the studio opening its stream hears no ask of this one.
    const other = await pairScreen(t, tokens.admin, ids.demoScreen(4))
    expect(t.app.fleet.recentScreenshotAsk(ids.demoScreen(4))).toBeUndefined()
    expect(t.app.fleet.recentScreenshotAsk(id)).toMatchObject({ event: 'screenshot' })
    // Paired but silent since: not connected, until its stream opens (a screen back from an outage, before its next poll).
    expect((await request(ids.demoScreen(4))).statusCode).toBe(409)
    const otherStream = openStream(baseURL, other)
    try {
      await otherStream.ready
      expect((await otherStream.next())?.event).toBe('class')
      expect((await request(ids.demoScreen(4))).statusCode).toBe(200)
    } finally {
      otherStream.close()
    }
  })

  it('keep the last few a screen sends, newest first, refusing what is not a JPEG or too large', async () => {
    const id = ids.demoScreen(2)
    const token = await pairScreen(t, tokens.admin, id)
    const notJpeg = await upload(token, Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>').toString('base64'))
    expect(notJpeg.statusCode).toBe(400)
    expect(notJpeg.json().code).toBe('SCREENSHOT_NOT_JPEG')
    const tooLarge = await upload(token, jpeg(SCREENSHOT_MAX_BYTES + 1_000))
    expect(tooLarge.statusCode).toBe(413)
    expect((await list(id)).json().data).toEqual([])

    const sent: string[] = []
    for (let index = 0; index < SCREENSHOTS_KEPT + 1; index += 1) {
      const image = jpeg()
      const answer = await upload(token, image, new Date(Date.now() - (10 - index) * 1000).toISOString())
      expect(answer.statusCode, answer.body).toBe(200)
      sent.push(image)
    }
    const shots = (await list(id)).json().data as { image: string; takenAt: string; width: number }[]
    expect(shots.map((shot) => shot.image)).toEqual(
      sent
        .slice(1)
        .reverse()
        .map((image) => `data:image/jpeg;base64,${image}`),
    )
    expect(shots[0]).toMatchObject({ width: 640, takenAt: expect.any(String) })
    // Five a minute at most: the sixth is refused and nothing is lost.
    await upload(token)
    const limited = await upload(token)
    expect(limited.statusCode).toBe(429)
    expect(limited.json().code).toBe('SCREENSHOT_UPLOAD_LIMIT')
    expect((await list(id)).json().data).toHaveLength(SCREENSHOTS_KEPT)
  })

  it('are dated by the server when the screen’s time is not plausible (1970, 9999, ahead), and listed so', async () => {
    const id = ids.demoScreen(4)
    const token = await pairScreen(t, tokens.admin, id)
    const sent: { takenAt: string; before: number; after: number; answer: string }[] = []
    for (const takenAt of ['1970-01-01T00:00:00.000Z', '9999-12-31T23:59:59.000Z', new Date(Date.now() + 60 * 60_000).toISOString()]) {
      const before = Date.now()
      const answer = await upload(token, jpeg(), takenAt)
      expect(answer.statusCode, answer.body).toBe(200)
      sent.push({ takenAt, before, after: Date.now(), answer: answer.json().data.takenAt })
      expect(answer.json().data.takenAt).toBe(answer.json().data.receivedAt)
    }
    for (const { before, after, answer } of sent) {
      expect(Date.parse(answer)).toBeGreaterThanOrEqual(before - 1_000)
      expect(Date.parse(answer)).toBeLessThanOrEqual(after + 1_000)
    }
    const shots = (await list(id)).json().data as { takenAt: string; receivedAt: string }[]
    expect(shots).toHaveLength(SCREENSHOTS_KEPT)
    for (const shot of shots) expect(shot.takenAt).toBe(shot.receivedAt)
    // A picture stored before the check, dated 1970, is listed at its arrival too.
    await t.db
      .update(screenScreenshots)
      .set({ takenAt: new Date(0) })
      .where(eq(screenScreenshots.screenId, id))
    for (const shot of (await list(id)).json().data as { takenAt: string; receivedAt: string }[]) expect(shot.takenAt).toBe(shot.receivedAt)
  })

  it('keep a plausible time the screen gives: a few seconds before it arrived', async () => {
    const token = await pairScreen(t, tokens.admin, ids.demoScreen(5))
    const takenAt = new Date(Date.now() - 3_000).toISOString()
    const answer = await upload(token, jpeg(), takenAt)
    expect(answer.statusCode, answer.body).toBe(200)
    expect(answer.json().data.takenAt).toBe(takenAt)
  })

  it('are for staff of the screen’s location and admins only', async () => {
    const created = await consoleCall(t, 'POST', '/api/v1/screens', tokens.admin, { name: 'Elsewhere', round: 1, location: ids.otherId })
    const other = created.json().data as { id: string }
    expect((await request(other.id)).statusCode).toBe(404)
    expect((await list(other.id)).statusCode).toBe(404)
    expect((await list(other.id, tokens.admin)).statusCode).toBe(200)
    expect((await list(ids.demoScreen(2), tokens.api)).statusCode).toBe(403)
    expect((await request(ids.demoScreen(2), tokens.api)).statusCode).toBe(403)
    // A screen token cannot read pictures, nor send one without being a screen.
    expect(
      (await consoleCall(t, 'POST', '/api/v1/screens/screenshot', tokens.admin, { image: jpeg(), width: 1, height: 1, takenAt: new Date().toISOString() }))
        .statusCode,
    ).toBe(401)
  })
})
