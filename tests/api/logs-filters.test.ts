import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { locations, logs, screens, users } from '../../src/server/db/schema'
import { API_MESSAGES } from '../../src/shared/messages'
import { USERS } from './fixtures'
import { bearer, buildTestApp, errorOf, type TestApp } from './helpers'

// The audit log's filters (kind, user, location, date range) and the names it sends with each entry.
let t: TestApp
let token: string
let place: { id: string; name: string }
let otherPlace: { id: string }
let screen: { id: string; name: string }
let owner: { id: string; firstName: string; lastName: string }
let admin: { id: string }

const list = (query: string, as = token) => t.app.inject({ method: 'GET', url: `/api/v2/logs${query}`, headers: bearer(as) })
const indexes = (body: { data: { data: { index: number } }[] }) => body.data.map((entry) => entry.data.index)

beforeAll(async () => {
  t = await buildTestApp({ graphql: { supergraphPath: 'mesh/supergraph.graphql', production: false } })
  token = await t.login(USERS.superAdmin)
  const everyone = await t.db.select().from(users)
  owner = everyone.find((user) => user.email === USERS.superAdmin.email)!
  admin = everyone.find((user) => user.email === USERS.admin.email)!
  const places = await t.db.select().from(locations)
  place = places[0]
  otherPlace = places[1]
  screen = (await t.db.select().from(screens)).find((row) => row.locationId === place.id)!
  expect(otherPlace).toBeDefined()
  expect(screen).toBeDefined()
  const at = (day: number, hour = 12) => new Date(Date.UTC(2032, 2, day, hour))
  await t.db.delete(logs)
  await t.db.insert(logs).values([
    { date: at(1), model: 'Session', action: 'sign-in', modifiedBy: USERS.superAdmin.email, userId: owner.id, data: { index: 0 } },
    { date: at(2), model: 'Location', action: 'update', modifiedBy: USERS.admin.email, userId: admin.id, data: { index: 1, id: place.id } },
    { date: at(3), model: 'Screen', action: 'update', modifiedBy: USERS.admin.email, userId: admin.id, data: { index: 2, id: screen.id } },
    { date: at(4), model: 'Timetable', action: 'update', modifiedBy: USERS.superAdmin.email, userId: owner.id, data: { index: 3, location: place.id } },
    { date: at(5), model: 'Location', action: 'update', modifiedBy: USERS.superAdmin.email, userId: owner.id, data: { index: 4, id: otherPlace.id } },
    { date: at(6), model: 'Session', action: 'sign-in', modifiedBy: USERS.admin.email, userId: admin.id, data: { index: 5 } },
    {
      date: at(7),
      model: 'User',
      action: 'update',
      modifiedBy: USERS.superAdmin.email,
      userId: owner.id,
      data: { index: 6, id: admin.id, locationsAdded: [place.id] },
    },
  ])
})
afterAll(async () => {
  await t?.close()
})

describe('listLogs filters', () => {
  it('hides one kind (sign-ins) or shows only one', async () => {
    expect(indexes((await list('?excludeModel=session')).json())).toEqual([6, 4, 3, 2, 1])
    expect(indexes((await list('?model=Session')).json())).toEqual([5, 0])
  })

  it('shows what one user did', async () => {
    expect(indexes((await list(`?userId=${admin.id}`)).json())).toEqual([5, 2, 1])
  })

  it('shows what concerns one location: itself, its screens, its timetable', async () => {
    expect(indexes((await list(`?location=${place.id}`)).json())).toEqual([3, 2, 1])
    expect(indexes((await list(`?location=${otherPlace.id}`)).json())).toEqual([4])
  })

  it('keeps to a date range, its end left out, combined with the other filters', async () => {
    expect(indexes((await list('?from=2032-03-02T00:00:00Z&to=2032-03-04T00:00:00Z')).json())).toEqual([2, 1])
    expect(indexes((await list('?from=2032-03-06T00:00:00%2B02:00')).json())).toEqual([6, 5])
    expect(indexes((await list(`?to=2032-03-07T00:00:00Z&excludeModel=Session&userId=${owner.id}`)).json())).toEqual([4, 3])
  })

  it('names the people, locations and screens an entry holds by id', async () => {
    const body = (await list('?model=User')).json()
    expect(body.data[0].names).toEqual({
      [owner.id]: `${owner.firstName} ${owner.lastName}`,
      [admin.id]: expect.stringMatching(/\S/),
      [place.id]: place.name,
    })
    expect((await list('?model=Screen')).json().data[0].names[screen.id]).toBe(screen.name)
  })

  it('refuses malformed filters with words', async () => {
    const range = await list('?from=2032-03-05T00:00:00Z&to=2032-03-04T00:00:00Z')
    expect(range.statusCode).toBe(400)
    expect(errorOf(range)).toContain(API_MESSAGES.logDateRange)
    expect(range.json().code).toBe('INVALID_INPUT')
    for (const query of ['?from=yesterday', '?to=2032-03-04', '?from=2032-03-04T00:00:00']) {
      const response = await list(query)
      expect(response.statusCode, query).toBe(400)
      expect(errorOf(response)).toContain(API_MESSAGES.logDateFormat)
    }
    for (const query of ['?userId=42', `?location=${place.id.slice(1)}`]) {
      const response = await list(query)
      expect(response.statusCode, query).toBe(400)
      expect(errorOf(response)).toContain(API_MESSAGES.idFormat)
    }
  })

  it('answers the filters through GraphQL too', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/graphql',
      headers: { ...bearer(token), 'content-type': 'application/json' },
      payload: {
        query: `query($location: UUID, $from: DateTime) { listLogs(location: $location, from: $from, excludeModel: "Session") { data { model names } meta { total } } }`,
        variables: { location: place.id, from: '2032-03-03T00:00:00Z' },
      },
    })
    const body = response.json()
    expect(body.errors).toBeUndefined()
    expect(body.data.listLogs.meta.total).toBe(2)
    expect(body.data.listLogs.data.map((entry: { model: string }) => entry.model)).toEqual(['Timetable', 'Screen'])
    expect(body.data.listLogs.data[1].names[screen.id]).toBe(screen.name)
  })
})
