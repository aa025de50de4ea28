import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { APP_VERSION } from '../../src/shared/constants'
import type { DeviceFacts } from '../../src/shared/schemas/deviceFacts'
import { USERS } from './fixtures'
import { evaluateAlerts } from '../../src/server/alerts/evaluate'
import { buildTestApp, type TestApp } from './helpers'
import { consoleCall, pairScreen, screenCall, templateIds } from './screensHelpers'

// What a screen says of its device (docs/SCREEN-DEVICE.md#device-facts): stored from the poll, shown on
// the screen, and the alerts it raises (docs/ALERTS.md).
let t: TestApp
let ids: Awaited<ReturnType<typeof templateIds>>
const tokens = {} as Record<'admin' | 'staff', string>
beforeAll(async () => {
  t = await buildTestApp()
  for (const key of ['admin', 'staff'] as const) tokens[key] = await t.login(USERS[key])
  ids = await templateIds(t)
})
afterAll(async () => {
  await t?.close()
})

const GB = 1024 ** 3
const facts = (overrides: Partial<DeviceFacts> = {}): DeviceFacts => ({
  browser: 'Chrome 131',
  screen: '1920x1080@1',
  storageUsed: 2 * GB,
  storageQuota: 10 * GB,
  deviceMemory: 4,
  loadedAt: '2026-11-25T08:00:00.000Z',
  clockOffsetMs: -150,
  autoplayMuted: false,
  offlineCapable: true,
  recoveries: 2,
  lastRecovery: { kind: 'videoStall', action: 'nextClip', at: '2026-11-25T09:00:00.000Z' },
  ...overrides,
})
const device = (overrides: Partial<DeviceFacts> = {}) => ({
  appVersion: APP_VERSION,
  cacheAvailable: true,
  clipsWanted: 17,
  clipsCached: 17,
  facts: facts(overrides),
})
const poll = (token: string, state?: object) =>
  screenCall(t, 'POST', '/api/v1/screens/poll', token, { playing: false, automaticMode: true, ...(state ? { device: state } : {}) })
const screenDevice = async (id: string, token = tokens.staff) => {
  const answer = await consoleCall(t, 'GET', `/api/v1/screens/${id}`, token)
  expect(answer.statusCode, answer.body).toBe(200)
  return answer.json().data.device
}
const openAlerts = async () =>
  ((await consoleCall(t, 'GET', '/api/v1/alerts?status=open', tokens.admin)).json().data as { kind: string; details: Record<string, unknown> }[])
    .filter((alert) => alert.kind.startsWith('screen') && alert.kind !== 'screenNotReady')
    .map((alert) => `${alert.kind}:${String(alert.details.screen)}`)
    .sort()

describe('device facts', () => {
  it('are stored from the poll, kept by polls that do not repeat them, and shown on the screen and the list', async () => {
    const id = ids.demoScreen(1)
    expect(await screenDevice(id)).toBeNull()
    const token = await pairScreen(t, tokens.admin, id)
    expect((await poll(token, device())).statusCode).toBe(200)
    expect(await screenDevice(id)).toEqual({ ...facts(), appVersion: APP_VERSION })
    // The next polls carry nothing (it did not change), and after a flush the stored copy answers.
    expect((await poll(token)).statusCode).toBe(200)
    await t.app.fleet.heartbeats.flush()
    expect(await screenDevice(id, tokens.admin)).toEqual({ ...facts(), appVersion: APP_VERSION })
    const list = (await consoleCall(t, 'GET', `/api/v1/screens?location=${ids.demoId}&pageSize=50`, tokens.staff)).json()
    expect(list.data.find((screen: { id: string }) => screen.id === id).device).toMatchObject({ browser: 'Chrome 131', recoveries: 2 })
  })

  it('refuses facts out of shape with a 400 that says which, and keeps what it had', async () => {
    const id = ids.demoScreen(2)
    const token = await pairScreen(t, tokens.admin, id)
    expect((await poll(token, device())).statusCode).toBe(200)
    for (const bad of [
      { storageUsed: -1 },
      { browser: 'x'.repeat(81) },
      { lastRecovery: { kind: 'meteor', action: 'reload', at: '2026-11-25T09:00:00.000Z' } },
    ]) {
      const answer = await poll(token, device(bad as Partial<DeviceFacts>))
      expect(answer.statusCode).toBe(400)
      expect(answer.json()).toMatchObject({ code: 'INVALID_INPUT', error: expect.stringMatching(/storage used|browser|kind/i) })
    }
    expect((await screenDevice(id)).browser).toBe('Chrome 131')
  })

  it('raise alerts for a screen that cannot play offline, is muted or nearly full, resolved when it reports otherwise', async () => {
    const muted = ids.demoScreen(3)
    const troubled = ids.demoScreen(4)
    const mutedToken = await pairScreen(t, tokens.admin, muted)
    const troubledToken = await pairScreen(t, tokens.admin, troubled)
    await poll(mutedToken, device({ autoplayMuted: true }))
    await poll(troubledToken, device({ offlineCapable: false, storageUsed: Math.round(9.1 * GB) }))
    // Exactly at 90 % is not yet nearly full.
    await poll(await pairScreen(t, tokens.admin, ids.demoScreen(5)), device({ storageUsed: 9 * GB }))
    await t.app.alerts.evaluate()
    expect(await openAlerts()).toEqual(['screenMuted:Screen 3', 'screenNotOfflineCapable:Screen 4', 'screenStorageFull:Screen 4'])
    const full = ((await consoleCall(t, 'GET', '/api/v1/alerts?status=open', tokens.staff)).json().data as { kind: string; details: object }[]).find(
      (alert) => alert.kind === 'screenStorageFull',
    )
    expect(full?.details).toEqual({ screen: 'Screen 4', round: 4, percent: 91 })

    // Fixed: storage freed and the service worker in place; the muted screen is unpaired.
    await poll(troubledToken, device())
    expect((await consoleCall(t, 'POST', `/api/v1/screens/${muted}/disconnect`, tokens.admin)).statusCode).toBe(200)
    await t.app.alerts.evaluate()
    expect(await openAlerts()).toEqual([])
  })

  it('wait for a screen whose service worker is still installing, and resolve with a screen deleted, unpaired or gone away', async () => {
    const id = ids.demoScreen(6)
    const token = await pairScreen(t, tokens.admin, id)
    const loadedAt = new Date().toISOString()
    // A TV's first load on a secure origin: the worker it registered is installing. Not an alert: it has not had its chance.
    await poll(token, device({ offlineCapable: false, offlineApp: 'installing', loadedAt }))
    await t.app.alerts.evaluate()
    expect(await openAlerts()).toEqual([])
    // Still installing more than ten minutes after the page loaded: it had its chance.
    await poll(token, device({ offlineCapable: false, offlineApp: 'installing', loadedAt: new Date(Date.now() - 11 * 60_000).toISOString() }))
    await t.app.alerts.evaluate()
    expect(await openAlerts()).toEqual(['screenNotOfflineCapable:Screen 6'])
    // The worker is active: resolved without a reload (the same page reports it).
    await poll(token, device({ offlineCapable: true, offlineApp: 'active', loadedAt }))
    await t.app.alerts.evaluate()
    expect(await openAlerts()).toEqual([])
    // Not a secure context, or the worker failed to install: raised at once.
    await poll(token, device({ offlineCapable: false, offlineApp: 'failed', loadedAt }))
    await t.app.alerts.evaluate()
    expect(await openAlerts()).toEqual(['screenNotOfflineCapable:Screen 6'])

    // The TV went away (no poll within 90 s, the console's Disconnected): what it said of its device no longer holds.
    await t.app.fleet.heartbeats.flush()
    await evaluateAlerts(t.db, t.app.fleet, new Date(Date.now() + 91_000), false)
    expect(await openAlerts()).toEqual([])
    await t.app.alerts.evaluate()
    expect(await openAlerts()).toEqual(['screenNotOfflineCapable:Screen 6'])

    // Unpaired: resolved with it, before any check; paired again to a new TV, nothing of the old one is left.
    expect((await consoleCall(t, 'POST', `/api/v1/screens/${id}/disconnect`, tokens.admin)).statusCode).toBe(200)
    expect(await openAlerts()).toEqual([])
    const again = await pairScreen(t, tokens.admin, id)
    expect((await poll(again)).statusCode).toBe(200)
    await t.app.alerts.evaluate()
    expect(await openAlerts()).toEqual([])

    // Deleted: resolved with it.
    await poll(again, device({ autoplayMuted: true }))
    await t.app.alerts.evaluate()
    expect(await openAlerts()).toEqual(['screenMuted:Screen 6'])
    const superToken = await t.login(USERS.superAdmin)
    expect((await consoleCall(t, 'DELETE', `/api/v1/screens/${id}`, superToken)).statusCode).toBe(200)
    expect(await openAlerts()).toEqual([])
  })
})
