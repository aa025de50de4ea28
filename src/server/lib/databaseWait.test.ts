import { describe, expect, it } from 'vitest'
import { DatabaseWaitError, whenDatabaseAnswers } from './databaseWait'

/** A clock that moves only when the code under test sleeps. */
function fakeTime() {
  let clock = 0
  const slept: number[] = []
  return {
    now: () => clock,
    sleep: async (ms: number) => {
      slept.push(ms)
      clock += ms
    },
    slept,
  }
}

const refused = () => Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' })

describe('whenDatabaseAnswers', () => {
  it('tries again while the database is unreachable, pausing longer each time, then returns what the work gives', async () => {
    const time = fakeTime()
    const reasons: string[] = []
    let attempts = 0
    const result = await whenDatabaseAnswers(
      async () => {
        attempts += 1
        if (attempts < 5) throw attempts % 2 ? refused() : new Error('Connection terminated due to connection timeout')
        return 'migrated'
      },
      { waitMs: 60_000, onRetry: (reason) => reasons.push(reason), ...time },
    )
    expect(result).toBe('migrated')
    expect(attempts).toBe(5)
    expect(time.slept).toEqual([500, 1_000, 2_000, 4_000])
    expect(reasons).toEqual([
      'connect ECONNREFUSED 127.0.0.1:5432',
      'Connection terminated due to connection timeout',
      'connect ECONNREFUSED 127.0.0.1:5432',
      'Connection terminated due to connection timeout',
    ])
  })

  it('gives up once the wait is over, saying for how long it tried and why', async () => {
    const time = fakeTime()
    const failed = whenDatabaseAnswers(
      async () => {
        throw refused()
      },
      { waitMs: 12_000, onRetry: () => {}, ...time },
    )
    await expect(failed).rejects.toThrow(DatabaseWaitError)
    await expect(failed).rejects.toThrow('The database did not answer within 12 s (DATABASE_WAIT_SECONDS): connect ECONNREFUSED 127.0.0.1:5432')
    // 500 + 1,000 + 2,000 + 4,000 + 4,500 (what was left): never past the wait.
    expect(time.slept).toEqual([500, 1_000, 2_000, 4_000, 4_500])
  })

  it('ends at once on a failure that is not about reaching the database', async () => {
    const time = fakeTime()
    let attempts = 0
    const broken = Object.assign(new Error('relation "screens" already exists'), { code: '42P07' })
    await expect(
      whenDatabaseAnswers(
        async () => {
          attempts += 1
          throw broken
        },
        { waitMs: 60_000, onRetry: () => {}, ...time },
      ),
    ).rejects.toBe(broken)
    expect(attempts).toBe(1)
    expect(time.slept).toEqual([])
  })
})
