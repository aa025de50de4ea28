import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { loadSecretKeys, SecretKeyMissingError, secretBox, secretsKeyFile } from './secretBox'

const scratch = mkdtempSync(path.join(tmpdir(), 'secret-box-'))
afterAll(() => rmSync(scratch, { recursive: true, force: true }))
const [oldKey, newKey] = [Buffer.alloc(32, 1), Buffer.alloc(32, 2)]

describe('secret box', () => {
  it('seals so that nothing of the secret shows, and opens what it sealed; a clear value opens as it is', () => {
    const box = secretBox([newKey])
    const sealed = box.seal('whsec_abcdefghijklmnop')
    expect(sealed).toMatch(/^sealed:v1:[0-9a-f]{12}:/)
    expect(sealed).not.toContain('whsec_')
    expect(box.seal('whsec_abcdefghijklmnop')).not.toBe(sealed)
    expect(box.open(sealed)).toBe('whsec_abcdefghijklmnop')
    expect(box.open('whsec_written_before')).toBe('whsec_written_before')
    expect(box.isCurrent(sealed)).toBe(true)
    expect(box.isCurrent('whsec_written_before')).toBe(false)
    // A changed byte is refused (GCM's tag), never opened as something else.
    const tampered = sealed.slice(0, -3) + (sealed.endsWith('A') ? 'B' : 'A') + sealed.slice(-2)
    expect(() => box.open(tampered)).toThrow()
  })

  it('rotates: the new key first opens what the old one sealed, which is then not current; without the old key it says which is missing', () => {
    const sealedBefore = secretBox([oldKey]).seal('whsec_rotate_me')
    const rotated = secretBox([newKey, oldKey])
    expect(rotated.open(sealedBefore)).toBe('whsec_rotate_me')
    expect(rotated.isCurrent(sealedBefore)).toBe(false)
    expect(rotated.isCurrent(rotated.seal('whsec_rotate_me'))).toBe(true)
    expect(() => secretBox([newKey]).open(sealedBefore)).toThrow(SecretKeyMissingError)
  })

  it('without SECRETS_KEY, makes a key file 0600 beside the data directory once, and keeps opening with it after SECRETS_KEY is set', () => {
    const dataDir = path.join(scratch, 'data')
    const first = loadSecretKeys([], dataDir)
    expect(first).toMatchObject({ source: 'file', file: secretsKeyFile(dataDir) })
    expect(first.file).toBe(`${dataDir}-secrets.key`)
    expect(statSync(first.file).mode & 0o777).toBe(0o600)
    expect(loadSecretKeys([], dataDir).keys).toEqual(first.keys)
    const sealed = secretBox(first.keys).seal('whsec_from_the_file')
    const moved = loadSecretKeys([newKey], dataDir)
    expect(moved.source).toBe('environment')
    expect(secretBox(moved.keys).open(sealed)).toBe('whsec_from_the_file')
    expect(readFileSync(first.file, 'utf8').trim()).toHaveLength(44)
  })
})
