import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto'
import { existsSync, mkdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { writePrivateFile } from './privateFiles'

/**
 * Secrets the server must read back (webhook signing secrets: signing needs them) are kept sealed at
 * rest with AES-256-GCM under SECRETS_KEY (docs/SECURITY.md#secrets-at-rest), so the database's files and
 * its backups hold no secret in clear. A sealed value is `sealed:v1:<key id>:<base64url of iv, ciphertext, tag>`:
 * the key id names the key that sealed it, so a rotation (`SECRETS_KEY=new,old`) opens what the old key
 * sealed while every value is sealed again with the new one.
 */
export const SEALED_PREFIX = 'sealed:v1:'
const KEY_BYTES = 32
const IV_BYTES = 12
/** What the ciphertext is bound to: a sealed value of one purpose cannot be opened as another's. */
const PURPOSE = 'kb-studio-screens secret at rest'
/**
 * The key file made when SECRETS_KEY is unset: beside DATA_DIR, never in it (`./data` → `./data-secrets.key`). The
 * embedded database's backup is a dump of its whole directory: a key in there would travel with what it seals.
 */
export const secretsKeyFile = (dataDir: string) => `${path.resolve(dataDir)}-secrets.key`

export class SecretKeyMissingError extends Error {
  constructor(readonly keyId: string) {
    super(`sealed with key ${keyId}, which this process does not have (SECRETS_KEY)`)
  }
}

export interface SecretBox {
  /** The id of the key new values are sealed with. */
  readonly keyId: string
  seal(clear: string): string
  /** The clear value of a sealed one; a value still in clear (written before sealing) as it is. Throws SecretKeyMissingError for a key it lacks. */
  open(stored: string): string
  /** Whether a stored value is sealed with the current key (else it is sealed again: a clear one, or one of an older key). */
  isCurrent(stored: string): boolean
}

const keyIdOf = (key: Buffer) => createHash('sha256').update(PURPOSE).update(key).digest('hex').slice(0, 12)

export function secretBox(keys: readonly Buffer[]): SecretBox {
  if (keys.length === 0) throw new Error('a secret box needs a key')
  const byId = new Map(keys.map((key) => [keyIdOf(key), key]))
  const [current] = keys
  const keyId = keyIdOf(current)
  return {
    keyId,
    seal(clear) {
      const iv = randomBytes(IV_BYTES)
      const cipher = createCipheriv('aes-256-gcm', current, iv).setAAD(Buffer.from(PURPOSE))
      const sealed = Buffer.concat([iv, cipher.update(clear, 'utf8'), cipher.final(), cipher.getAuthTag()])
      return `${SEALED_PREFIX}${keyId}:${sealed.toString('base64url')}`
    },
    open(stored) {
      if (!stored.startsWith(SEALED_PREFIX)) return stored
      const [id, data] = stored.slice(SEALED_PREFIX.length).split(':')
      const key = byId.get(id)
      if (!key) throw new SecretKeyMissingError(id)
      const bytes = Buffer.from(data, 'base64url')
      const decipher = createDecipheriv('aes-256-gcm', key, bytes.subarray(0, IV_BYTES)).setAAD(Buffer.from(PURPOSE))
      decipher.setAuthTag(bytes.subarray(bytes.length - 16))
      return Buffer.concat([decipher.update(bytes.subarray(IV_BYTES, bytes.length - 16)), decipher.final()]).toString('utf8')
    },
    isCurrent: (stored) => stored.startsWith(`${SEALED_PREFIX}${keyId}:`),
  }
}

/** One key as SECRETS_KEY holds it: 32 bytes, as 64 hex digits or in base64 (`openssl rand -base64 32`). */
function keyFromText(text: string): Buffer | null {
  if (/^[0-9a-f]{64}$/i.test(text)) return Buffer.from(text, 'hex')
  if (/^[A-Za-z0-9+/_-]{43}=?$/.test(text)) {
    const key = Buffer.from(text, 'base64')
    return key.length === KEY_BYTES ? key : null
  }
  return null
}

/** SECRETS_KEY: one key, or several separated by commas (the first seals, every one opens). The keys, or the words of what is wrong. */
export function parseSecretsKey(value: string | undefined): Buffer[] | string {
  const items = (value ?? '')
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean)
  const keys = items.map(keyFromText)
  if (keys.some((key) => key === null)) return 'each key is 32 bytes in base64 (openssl rand -base64 32) or as 64 hex digits; several are separated by commas'
  return keys as Buffer[]
}

export interface SecretKeys {
  keys: Buffer[]
  /** Where the first key came from: the environment, or the file kept in DATA_DIR. */
  source: 'environment' | 'file'
  file: string
}

/**
 * The keys of this process: SECRETS_KEY's, then the key file's beside DATA_DIR when there is one (so a server moved
 * from the file to SECRETS_KEY still opens what the file's key sealed). Without SECRETS_KEY the file's key is the
 * one, made on the first start (32 random bytes, mode 0600).
 */
export function loadSecretKeys(environmentKeys: readonly Buffer[], dataDir: string): SecretKeys {
  const file = secretsKeyFile(dataDir)
  const fromFile = () => {
    const key = keyFromText(readFileSync(file, 'utf8').trim())
    if (!key) throw new Error(`${file} does not hold a key (32 bytes in base64): restore it from a backup, or set SECRETS_KEY`)
    return key
  }
  if (environmentKeys.length > 0) {
    const extra = existsSync(file) ? [fromFile()] : []
    return { keys: [...environmentKeys, ...extra.filter((key) => !environmentKeys.some((known) => known.equals(key)))], source: 'environment', file }
  }
  if (!existsSync(file)) {
    mkdirSync(path.dirname(file), { recursive: true })
    try {
      // `wx`: two processes starting at once make one key between them; the later one reads it.
      writePrivateFile(file, `${randomBytes(KEY_BYTES).toString('base64')}\n`, { exclusive: true })
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error
    }
  }
  return { keys: [fromFile()], source: 'file', file }
}

let processKey: Buffer | undefined
/** An app built without keys (tests, the OpenAPI document): one random key for this process's lifetime. */
export function processSecretBox(): SecretBox {
  processKey ??= randomBytes(KEY_BYTES)
  return secretBox([processKey])
}
