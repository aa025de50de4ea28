import { SCREEN_AUTH_CODE_LENGTH } from './constants'

/**
 * The code a screen shows so staff can link it (docs/SECURITY.md, "Screens and pairing"): six
 * uppercase letters or digits. The server chooses it; the screen shows what the server answers.
 */
const CODE_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789'

export const AUTH_CODE_PATTERN = new RegExp(`^[A-Z0-9]{${SCREEN_AUTH_CODE_LENGTH}}$`)

/** A random code; `randomBytes` defaults to crypto.getRandomValues (browser and Node alike). */
export function generatePairingCode(randomBytes: (length: number) => Uint8Array = (length) => crypto.getRandomValues(new Uint8Array(length))): string {
  let code = ''
  // Rejection sampling: 252 is the largest multiple of 36 below 256, so every character is equally likely.
  while (code.length < SCREEN_AUTH_CODE_LENGTH) {
    for (const byte of randomBytes(SCREEN_AUTH_CODE_LENGTH * 2)) {
      if (byte < 252 && code.length < SCREEN_AUTH_CODE_LENGTH) code += CODE_ALPHABET[byte % 36]
    }
  }
  return code
}

/** True when `code` has the shape of a pairing code. */
export function isPairingCode(code: string): boolean {
  return AUTH_CODE_PATTERN.test(code)
}
