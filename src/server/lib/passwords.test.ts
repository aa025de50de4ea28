import { describe, expect, it } from 'vitest'
import { HttpError } from './httpErrors'
import { createGate, hashPassword, verifyPassword } from './passwords'

describe('createGate', () => {
  it('runs at most `concurrency` tasks at once, queues `queue` more and refuses the rest with 503', async () => {
    const gate = createGate(2, 2)
    let running = 0
    let most = 0
    const releases: (() => void)[] = []
    const task = () =>
      new Promise<void>((resolve) => {
        running += 1
        most = Math.max(most, running)
        releases.push(() => {
          running -= 1
          resolve()
        })
      })
    const results = Array.from({ length: 5 }, () =>
      gate.run(task).then(
        () => 'done',
        (error: unknown) => error,
      ),
    )
    await Promise.resolve()
    expect(gate.running).toBe(2)
    expect(gate.waiting).toBe(2)
    const refused = await results[4]
    expect(refused).toBeInstanceOf(HttpError)
    expect(refused).toMatchObject({ statusCode: 503, code: 'SERVER_BUSY', retryAfterSeconds: 1 })
    while (releases.length > 0 || gate.running > 0) {
      releases.shift()?.()
      await new Promise((resolve) => setTimeout(resolve, 0))
    }
    expect(await Promise.all(results.slice(0, 4))).toEqual(['done', 'done', 'done', 'done'])
    expect(most).toBe(2)
    expect(gate.waiting).toBe(0)
  })
})

describe('passwords', () => {
  it('verifies the password it hashed and nothing else', async () => {
    const stored = await hashPassword('Right-Pass1!')
    expect(await verifyPassword('Right-Pass1!', stored)).toBe(true)
    expect(await verifyPassword('Wrong-Pass1!', stored)).toBe(false)
  })
})
