import { randomBytes, randomInt, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto'
import { API_MESSAGES, ERROR_CODES } from '../../shared/messages'
import { HttpError } from './httpErrors'

const KEY_LENGTH = 64
const COST: ScryptOptions = { N: 16384, r: 8, p: 1, maxmem: 64 * 1024 * 1024 }

/**
 * At most `concurrency` tasks run at once and `queue` wait; past that a task is refused at once
 * with 503 and Retry-After, so a flood of sign-ins cannot queue unbounded work on the hash
 * threads (docs/SECURITY.md, "Sign-in throttling").
 */
export function createGate(concurrency: number, queue: number) {
  let running = 0
  const waiting: (() => void)[] = []
  const release = () => {
    running -= 1
    const next = waiting.shift()
    if (next) {
      running += 1
      next()
    }
  }
  return {
    async run<T>(task: () => Promise<T>): Promise<T> {
      if (running >= concurrency) {
        if (waiting.length >= queue) throw new HttpError(503, API_MESSAGES.serverBusy, 1, ERROR_CODES.serverBusy)
        await new Promise<void>((resolve) => waiting.push(resolve))
      } else running += 1
      try {
        return await task()
      } finally {
        release()
      }
    },
    get running() {
      return running
    },
    get waiting() {
      return waiting.length
    },
  }
}

/** Four hashes at once (the size of Node's hash thread pool), 64 waiting: about a second of work. */
const hashGate = createGate(4, 64)

function derive(password: string, salt: Buffer, options: ScryptOptions): Promise<Buffer> {
  return hashGate.run(
    () =>
      new Promise<Buffer>((resolve, reject) => {
        scrypt(password.normalize('NFKC'), salt, KEY_LENGTH, options, (error, key) => (error ? reject(error) : resolve(key)))
      }),
  )
}

/** `scrypt$N$r$p$salt$hash`, so the cost can be raised later without breaking stored hashes. */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16)
  const key = await derive(password, salt, COST)
  return ['scrypt', COST.N, COST.r, COST.p, salt.toString('base64url'), key.toString('base64url')].join('$')
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [algorithm, n, r, p, salt, hash] = stored.split('$')
  if (algorithm !== 'scrypt' || !salt || !hash) return false
  const expected = Buffer.from(hash, 'base64url')
  const key = await derive(password, Buffer.from(salt, 'base64url'), { N: Number(n), r: Number(r), p: Number(p), maxmem: COST.maxmem })
  return key.length === expected.length && timingSafeEqual(key, expected)
}

// A hash of nothing anyone knows: checking an unknown email against it costs as much as a real check.
let decoyHash: Promise<string> | undefined
export function decoyPasswordHash(): Promise<string> {
  decoyHash ??= hashPassword(randomBytes(32).toString('base64url'))
  return decoyHash
}

/** A generated password that satisfies docs/RULES.md#validation's rule. */
export function generatePassword(): string {
  const pick = (alphabet: string) => alphabet[randomInt(alphabet.length)]
  const body = randomBytes(18).toString('base64url').replace(/[-_]/g, '')
  return `${body}${pick('ABCDEFGHJKLMNPQRSTUVWXYZ')}${pick('abcdefghijkmnopqrstuvwxyz')}${pick('23456789')}${pick('#?!@$%^&*-')}`
}
