import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { and, desc, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { classRuns, locations, logs, screenMessages } from '../../src/server/db/schema'
import { MESSAGE_TEXT_MAX, MESSAGES_PER_LOCATION_MAX } from '../../src/shared/constants'
import { API_MESSAGES, MESSAGE_CODES } from '../../src/shared/messages'
import { USERS } from './fixtures'
import { bearer, buildTestApp, type TestApp } from './helpers'
import { makeRegionWorld, type RegionWorld } from './regionsHelpers'
import { pairScreen, screenCall } from './screensHelpers'
import { openStream } from './sse'

// Messages to the screens (docs/MESSAGES.md): who may send to which studios, on REST and GraphQL; the
// limits; an emergency stops the class (recorded with who and why) and is a webhook event; screens get
// each change by push and in their poll; clearing takes it off.

interface Event {
  type: string
  data: Record<string, unknown>
}

let t: TestApp
let world: RegionWorld
let staff: string
let apiUser: string
let chainAdmin: string
let receiver: Server
const received: Event[] = []
let baseUrl: string
let northScreenToken: string

const HOUR = 60 * 60_000
const inHours = (hours: number) => new Date(Date.now() + hours * HOUR).toISOString()

beforeAll(async () => {
  receiver = createServer((request, response) => {
    let body = ''
    request.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')))
    request.on('end', () => {
      received.push(JSON.parse(body) as Event)
      response.writeHead(204).end()
    })
  })
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve))
  const receiverUrl = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/hooks`
  t = await buildTestApp({
    alerts: false,
    webhooks: { allowPrivate: true, sends: false },
    graphql: { supergraphPath: 'mesh/supergraph.graphql', production: false },
  })
  world = await makeRegionWorld(t)
  staff = await t.login(USERS.staff)
  apiUser = await t.login(USERS.api)
  chainAdmin = await t.login(USERS.admin)
  const hook = await send('POST', '/api/v1/webhooks', world.superAdmin, { name: 'Emergencies', url: receiverUrl, events: ['message.emergency'] })
  expect(hook.statusCode, hook.body).toBe(200)
  northScreenToken = await pairScreen(t, world.superAdmin, world.north.screen)
  baseUrl = await t.app.listen({ port: 0, host: '127.0.0.1' })
})
afterAll(async () => {
  await t?.close()
  await new Promise((resolve) => receiver?.close(resolve))
})

function send(method: 'POST' | 'PUT' | 'GET', url: string, token: string, payload?: object) {
  return t.app.inject({ method, url, headers: bearer(token), ...(payload ? { payload } : {}) })
}
const create = (token: string, body: object) => send('POST', '/api/v1/messages', token, body)
const notice = (audience: object, text = 'Studio closes at 6 PM today') => ({ text, level: 'notice', endsAt: inHours(2), ...audience })
const poll = async () => {
  const response = await screenCall(t, 'POST', '/api/v1/screens/poll', northScreenToken, { playing: false, automaticMode: false })
  expect(response.statusCode, response.body).toBe(200)
  return response.json().data.messages as { id: string; text: string; level: string; endsAt: string | null }[]
}
async function graphql(query: string, token: string, variables?: object) {
  const response = await t.app.inject({
    method: 'POST',
    url: '/graphql',
    headers: { 'content-type': 'application/json', ...bearer(token) },
    payload: { query, variables },
  })
  return response.json<{
    data?: Record<string, { data: Record<string, unknown> }> | null
    errors?: { message: string; extensions?: { status?: number; code?: string } }[]
  }>()
}
/** Clears every message still on, so each test starts with studios below the limit. */
async function clearAll() {
  const rows = await t.db.select({ id: screenMessages.id }).from(screenMessages)
  for (const row of rows) await send('POST', `/api/v1/messages/${row.id}/clear`, world.superAdmin)
}

describe('who sends to whom', () => {
  it('lets staff send to their own studio only, never to a region or the chain', async () => {
    const [staffStudio] = await t.db.select().from(locations).where(eq(locations.id, world.north.location))
    const own = await create(staff, notice({ locations: [staffStudio.id] }))
    expect(own.statusCode, own.body).toBe(200)
    expect(own.json().data).toMatchObject({
      level: 'notice',
      status: 'showing',
      audience: 'locations',
      locations: [{ id: staffStudio.id }],
      sentBy: expect.any(String),
    })
    const other = await create(staff, notice({ locations: [world.south.location] }))
    expect([other.statusCode, other.json().code]).toEqual([404, MESSAGE_CODES.locationNotFound])
    const region = await create(staff, notice({ region: world.north.region }))
    expect([region.statusCode, region.json().code]).toEqual([403, MESSAGE_CODES.messageRegionOnly])
    const chain = await create(staff, notice({ chain: true }))
    expect([chain.statusCode, chain.json().code]).toEqual([403, MESSAGE_CODES.messageChainOnly])
    // api-access reads, never sends.
    expect((await create(apiUser, notice({ locations: [staffStudio.id] }))).statusCode).toBe(403)
    await clearAll()
  })

  it('lets a regional admin send to their region and its studios, not the other region nor the chain', async () => {
    const own = await create(world.northAdmin, notice({ region: world.north.region }))
    expect(own.statusCode, own.body).toBe(200)
    expect(own.json().data).toMatchObject({ audience: 'region', region: world.north.region, regionName: 'North', locations: [{ id: world.north.location }] })
    const other = await create(world.northAdmin, notice({ region: world.south.region }))
    expect([other.statusCode, other.json().code]).toEqual([404, MESSAGE_CODES.regionNotFound])
    const otherStudio = await create(world.northAdmin, notice({ locations: [world.south.location] }))
    expect(otherStudio.statusCode).toBe(404)
    expect((await create(world.northAdmin, notice({ chain: true }))).json().code).toBe(MESSAGE_CODES.messageChainOnly)
    expect((await create(chainAdmin, notice({ chain: true }))).statusCode).toBe(403)
    // The regional admin sees their region's messages, not one sent to the other region only.
    const south = await create(world.superAdmin, notice({ locations: [world.south.location] }, 'South only'))
    expect(south.statusCode).toBe(200)
    const list = await send('GET', '/api/v1/messages', world.northAdmin)
    expect(list.json().data.map((message: { text: string }) => message.text)).not.toContain('South only')
    expect((await send('GET', `/api/v1/messages/${south.json().data.id}`, world.northAdmin)).statusCode).toBe(404)
    await clearAll()
  })

  it('lets head office send to the whole chain, and every studio shows it on screen', async () => {
    const chain = await create(world.superAdmin, notice({ chain: true }, 'Welcome, new members!'))
    expect(chain.statusCode, chain.body).toBe(200)
    const [{ total }] = await t.db.$count(locations).then((n) => [{ total: n }])
    expect(chain.json().data.locations).toHaveLength(total)
    const onScreen = await send('GET', '/api/v1/messages/on-screen', world.superAdmin)
    expect(onScreen.json().data).toHaveLength(total)
    // Staff see their own studio's screens only.
    const staffView = await send('GET', '/api/v1/messages/on-screen', staff)
    expect(staffView.json().data.map((studio: { location: string }) => studio.location)).toEqual([world.north.location])
    expect(staffView.json().data[0].messages[0].locations).toEqual([{ id: world.north.location, name: expect.any(String) }])
    // Staff may not clear what head office sent to every studio.
    const cleared = await send('POST', `/api/v1/messages/${chain.json().data.id}/clear`, staff)
    expect([cleared.statusCode, cleared.json().code]).toEqual([403, MESSAGE_CODES.messageClearNotAllowed])
    await clearAll()
  })

  it('holds the same rules through GraphQL', async () => {
    const mutation = `mutation ($input: MessageCreateBodyInput_Input) { createMessage(input: $input) { data { id level status locations { id } } } }`
    const refused = await graphql(mutation, staff, { input: notice({ locations: [world.south.location] }) })
    expect(refused.errors?.[0]?.extensions?.status, JSON.stringify(refused)).toBe(404)
    const chain = await graphql(mutation, world.northAdmin, { input: notice({ chain: true }) })
    expect(chain.errors?.[0]?.extensions?.status, JSON.stringify(chain)).toBe(403)
    const sent = await graphql(mutation, staff, { input: notice({ locations: [world.north.location] }) })
    expect(sent.errors, JSON.stringify(sent)).toBeUndefined()
    expect(sent.data?.createMessage.data).toMatchObject({ level: 'notice', status: 'showing', locations: [{ id: world.north.location }] })
    const onScreen = await graphql(
      `
        {
          listMessagesOnScreen {
            data {
              location
              messages {
                id
                text
              }
            }
          }
        }
      `,
      staff,
    )
    expect(onScreen.errors).toBeUndefined()
    expect(JSON.stringify(onScreen.data)).toContain(String(sent.data?.createMessage.data.id))
    await clearAll()
  })
})

describe('limits and bad input', () => {
  it('refuses what it cannot show, with words and a code', async () => {
    const studio = { locations: [world.north.location] }
    const cases: [object, number, string][] = [
      [{ ...notice(studio), endsAt: undefined }, 400, MESSAGE_CODES.messageEndRequired],
      [{ ...notice(studio), endsAt: inHours(-1) }, 400, MESSAGE_CODES.messageEndPassed],
      [{ ...notice(studio), startsAt: inHours(3), endsAt: inHours(2) }, 400, MESSAGE_CODES.messageEndBeforeStart],
      [{ ...notice(studio), endsAt: inHours(8 * 24) }, 400, MESSAGE_CODES.messageTooLong],
      [{ ...notice(studio), startsAt: inHours(31 * 24), endsAt: inHours(31 * 24 + 1) }, 400, MESSAGE_CODES.messageStartTooFar],
      [{ text: 'Leave now', level: 'emergency', startsAt: inHours(1), ...studio }, 400, MESSAGE_CODES.messageEmergencyNow],
      [{ text: 'Leave now', level: 'emergency', endsAt: inHours(25), ...studio }, 400, MESSAGE_CODES.messageTooLong],
      [notice({ locations: [world.north.location], region: world.north.region }), 400, 'INVALID_INPUT'],
      [notice({}), 400, 'INVALID_INPUT'],
      [notice(studio, 'x'.repeat(MESSAGE_TEXT_MAX + 1)), 400, 'INVALID_INPUT'],
      [notice(studio, '   '), 400, 'INVALID_INPUT'],
      [{ ...notice(studio), level: 'shout' }, 400, 'INVALID_INPUT'],
    ]
    for (const [body, status, code] of cases) {
      const response = await create(world.superAdmin, body)
      expect([JSON.stringify(body).slice(0, 120), response.statusCode, response.json().code]).toEqual([JSON.stringify(body).slice(0, 120), status, code])
      expect(response.json().error).toEqual(expect.any(String))
    }
    expect((await create(world.superAdmin, notice(studio, 'x'.repeat(MESSAGE_TEXT_MAX)))).statusCode).toBe(200)
    await clearAll()
  })

  it(`keeps at most ${MESSAGES_PER_LOCATION_MAX} messages per studio on screen or waiting`, async () => {
    for (let index = 0; index < MESSAGES_PER_LOCATION_MAX; index += 1) {
      expect((await create(staff, notice({ locations: [world.north.location] }, `Notice ${index}`))).statusCode).toBe(200)
    }
    const over = await create(world.superAdmin, notice({ chain: true }))
    expect([over.statusCode, over.json().code, over.json().error]).toEqual([409, MESSAGE_CODES.messageTooMany, API_MESSAGES.messageTooMany])
    await clearAll()
    expect((await create(world.superAdmin, notice({ chain: true }))).statusCode).toBe(200)
    await clearAll()
  })
})

describe('on the screens', () => {
  it('reaches a screen by push and in its poll, and leaves both when cleared', async () => {
    const stream = openStream(baseUrl, northScreenToken)
    await stream.ready
    expect(await stream.next()).toMatchObject({ event: 'class' })
    const sent = await create(world.northAdmin, notice({ region: world.north.region }))
    const id = sent.json().data.id
    let frame = await stream.next()
    expect(frame).toEqual({
      event: 'messages',
      data: { location: world.north.location, messages: [expect.objectContaining({ id, level: 'notice', text: 'Studio closes at 6 PM today' })] },
    })
    expect((await poll()).map((message) => message.id)).toEqual([id])
    const cleared = await send('POST', `/api/v1/messages/${id}/clear`, world.northAdmin)
    expect(cleared.json().data).toMatchObject({ status: 'cleared', clearedBy: 'North Admin' })
    frame = await stream.next()
    expect(frame).toEqual({ event: 'messages', data: { location: world.north.location, messages: [] } })
    expect(await poll()).toEqual([])
    const again = await send('POST', `/api/v1/messages/${id}/clear`, world.northAdmin)
    expect([again.statusCode, again.json().code]).toEqual([409, MESSAGE_CODES.messageAlreadyCleared])
    stream.close()
    // A later message is already on the screen's list (it shows at its start, on the screen's own clock).
    const later = await create(staff, { ...notice({ locations: [world.north.location] }), startsAt: inHours(1), endsAt: inHours(2) })
    expect(later.json().data.status).toBe('scheduled')
    expect((await poll()).map((message) => message.id)).toEqual([later.json().data.id])
    const audited = await t.db
      .select()
      .from(logs)
      .where(and(eq(logs.model, 'Message'), eq(logs.action, 'update')))
    expect(audited.map((entry) => entry.data)).toContainEqual(expect.objectContaining({ id, cleared: true }))
    expect(audited.find((entry) => (entry.data as { id: string }).id === id)?.modifiedBy).toBe('north-admin@studio.test')
    await clearAll()
  })

  it('stops the class for an emergency, records who and why, tells the webhook, and shows until cleared', async () => {
    const started = await send('PUT', `/api/v1/locations/${world.north.location}/class`, staff, { classStart: true })
    expect(started.statusCode, started.body).toBe(200)
    const stream = openStream(baseUrl, northScreenToken)
    await stream.ready
    expect(await stream.next()).toMatchObject({ event: 'class', data: { classStart: true } })
    received.length = 0
    const sent = await create(staff, { text: 'Please leave the building now', level: 'emergency', locations: [world.north.location] })
    expect(sent.statusCode, sent.body).toBe(200)
    expect(sent.json().data).toMatchObject({ level: 'emergency', endsAt: null, status: 'showing', stoppedClasses: 1 })
    expect(await stream.next()).toMatchObject({ event: 'class', data: { classStart: false } })
    expect(await stream.next()).toMatchObject({ event: 'messages', data: { messages: [{ level: 'emergency', endsAt: null }] } })
    const [location] = await t.db.select({ classStart: locations.classStart }).from(locations).where(eq(locations.id, world.north.location))
    expect(location.classStart).toBe(false)
    const [run] = await t.db.select().from(classRuns).where(eq(classRuns.locationId, world.north.location)).orderBy(desc(classRuns.startedAt)).limit(1)
    expect(run).toMatchObject({
      stoppedByName: expect.stringMatching(/\S/),
      stopReason: 'Emergency message: Please leave the building now',
      stoppedBySystem: false,
    })
    expect(run.stoppedAt).not.toBeNull()
    const summary = await send('GET', `/api/v1/class-runs/${run.id}`, staff)
    expect(summary.json().data).toMatchObject({ status: 'stopped', stopReason: 'Emergency message: Please leave the building now' })
    await t.app.webhooks.deliver()
    expect(received.map((event) => event.type)).toEqual(['message.emergency'])
    expect(received[0].data).toMatchObject({ messageId: sent.json().data.id, locations: [world.north.location], stoppedClasses: 1, clearedAt: null })
    // An emergency has no end: it stays in the poll until someone clears it.
    expect((await poll()).map((message) => message.level)).toEqual(['emergency'])
    received.length = 0
    expect((await send('POST', `/api/v1/messages/${sent.json().data.id}/clear`, staff)).statusCode).toBe(200)
    expect(await stream.next()).toMatchObject({ event: 'messages', data: { messages: [] } })
    await t.app.webhooks.deliver()
    expect(received.map((event) => [event.type, event.data.clearedAt !== null])).toEqual([['message.emergency', true]])
    stream.close()
  })
})
