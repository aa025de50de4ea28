import { SCREEN_AUTH_CODE_LENGTH } from './constants'

/**
 * The code a screen shows so staff can link it (docs/SECURITY.md, "Screens and pairing"): six
 * uppercase letters or digits. The server chooses it; the screen shows what the server answers.
 * Codes are read off a TV across a room, so the server never draws a look-alike: no I or 1, no O or 0.
 */
export const CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789'

/** What staff may type: any six uppercase letters or digits (codes drawn before the look-alikes were dropped stay valid). */
export const AUTH_CODE_PATTERN = new RegExp(`^[A-Z0-9]{${SCREEN_AUTH_CODE_LENGTH}}$`)

// Rejection sampling: bytes at or above the largest multiple of the alphabet's size are dropped,
// so every character is equally likely (32 divides 256, so today none are).
const BYTE_LIMIT = 256 - (256 % CODE_ALPHABET.length)

/** A random code; `randomBytes` defaults to crypto.getRandomValues (browser and Node alike). */
export function generatePairingCode(randomBytes: (length: number) => Uint8Array = (length) => crypto.getRandomValues(new Uint8Array(length))): string {
  let code = ''
  while (code.length < SCREEN_AUTH_CODE_LENGTH) {
    for (const byte of randomBytes(SCREEN_AUTH_CODE_LENGTH * 2)) {
      if (byte < BYTE_LIMIT && code.length < SCREEN_AUTH_CODE_LENGTH) code += CODE_ALPHABET[byte % CODE_ALPHABET.length]
    }
  }
  return code
}

/** True when `code` has the shape of a pairing code. */
export function isPairingCode(code: string): boolean {
  return AUTH_CODE_PATTERN.test(code)
}
