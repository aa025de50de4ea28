import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { API_MESSAGES, VALIDATION_MESSAGES } from '../../src/shared/messages'
import { MEDIA_BASE_URL, USERS } from './fixtures'
import { bearer, buildTestApp, type TestApp } from './helpers'

// The console reaches users, rounds and workouts only through /graphql: check the operation names,
// arguments and error texts survive the Mesh layer.
interface GraphqlAnswer {
  data?: Record<string, { data: unknown; meta?: { total: number } } | null> | null
  errors?: Array<{ message: string; extensions?: Record<string, unknown> }>
}

let t: TestApp
const tokens = {} as Record<'superAdmin' | 'admin' | 'staff', string>
beforeAll(async () => {
  t = await buildTestApp({ graphql: { supergraphPath: 'mesh/supergraph.graphql', production: false } })
  for (const key of ['superAdmin', 'admin', 'staff'] as const) tokens[key] = await t.login(USERS[key])
})
afterAll(async () => {
  await t?.close()
})

async function graphql(token: string, query: string, variables?: object): Promise<GraphqlAnswer> {
  const response = await t.app.inject({
    method: 'POST',
    url: '/graphql',
    headers: { 'content-type': 'application/json', ...bearer(token) },
    payload: { query, variables },
  })
  return response.json()
}

describe('users, rounds and workouts over GraphQL', () => {
  it('lists rounds and filters workouts with q', async () => {
    const rounds = await graphql(tokens.staff, '{ listRounds { data { id roundNumber name imageUrl } meta { total } } }')
    expect(rounds.errors).toBeUndefined()
    expect(rounds.data?.listRounds?.meta?.total).toBe(9)
    const workouts = await graphql(
      tokens.staff,
      'query Workouts($q: String) { listWorkouts(q: $q, pageSize: 15) { data { name round routines { step videoLink } } meta { total } } }',
      { q: JSON.stringify({ round: 2, name: 'DEMO' }) },
    )
    expect(workouts.errors).toBeUndefined()
    expect(workouts.data?.listWorkouts?.data).toEqual([expect.objectContaining({ name: 'Demo Workout 2', round: 2 })])
    const invalid = await graphql(tokens.staff, '{ listWorkouts(q: "{round: 2}") { data { id } } }')
    expect(invalid.errors?.[0]).toMatchObject({ message: API_MESSAGES.workoutFilterInvalid, extensions: { status: 400, code: 'BAD_USER_INPUT' } })
  })

  it('creates a workout and passes the video link and date messages through word for word', async () => {
    const created = await graphql(
      tokens.admin,
      'mutation { createWorkout(input: { name: "Via GraphQL", round: 4, startDate: "2031-04-01", endDate: "2031-04-02" }) { data { id updatedAt endDate routines { step videoLink } } } }',
    )
    expect(created.errors).toBeUndefined()
    const workout = created.data?.createWorkout?.data as { id: string; updatedAt: string; endDate: string; routines: unknown[] }
    expect(workout.endDate).toBe('2031-04-02T23:59:59.999Z')
    expect(workout.routines).toHaveLength(14)

    const update = `mutation Update($id: String!, $updatedAt: DateTime!, $link: String!) {
      updateWorkout(id: $id, input: { updatedAt: $updatedAt, routines: [{ step: 2, videoLink: $link }] }) { data { id } }
    }`
    const refused = await graphql(tokens.admin, update, { id: workout.id, updatedAt: workout.updatedAt, link: 'https://media.test.evil.com/media/x.mp4' })
    expect(refused.errors?.[0]).toMatchObject({ message: VALIDATION_MESSAGES.videoLinkInvalid, extensions: { status: 400, invalidSteps: [2] } })
    const saved = await graphql(tokens.admin, update, { id: workout.id, updatedAt: workout.updatedAt, link: `${MEDIA_BASE_URL}warm.mp4` })
    expect(saved.errors).toBeUndefined()

    const reversed = await graphql(
      tokens.admin,
      'mutation { createWorkout(input: { name: "Backwards", round: 4, startDate: "2031-04-02", endDate: "2031-04-01" }) { data { id } } }',
    )
    expect(reversed.errors?.[0]?.message).toBe(VALIDATION_MESSAGES.workoutEndDateSubmit)
  })

  it('manages users for super-admins only', async () => {
    const query = '{ listUsers(search: "staff@studio") { data { email role locations } meta { total } } }'
    const listed = await graphql(tokens.superAdmin, query)
    expect(listed.errors).toBeUndefined()
    expect(listed.data?.listUsers?.data).toEqual([expect.objectContaining({ email: USERS.staff.email, role: 'location' })])
    const refused = await graphql(tokens.admin, query)
    expect(refused.errors?.[0]).toMatchObject({ message: API_MESSAGES.forbidden, extensions: { status: 403, code: 'FORBIDDEN' } })
    const weak = await graphql(
      tokens.superAdmin,
      'mutation { createUser(input: { firstName: "G", lastName: "Q", email: "gq@studio.test", password: "weak", role: location }) { data { id } } }',
    )
    expect(weak.errors?.[0]?.message).toBe(VALIDATION_MESSAGES.passwordTooWeak)
  })
})
