/** localStorage key of the screen token (docs/RULES.md#constants). */
export const SCREEN_TOKEN_KEY = 'screen_auth_token'

export function readScreenToken(): string | null {
  try {
    return localStorage.getItem(SCREEN_TOKEN_KEY) || null
  } catch {
    return null
  }
}

export function storeScreenToken(token: string): void {
  try {
    localStorage.setItem(SCREEN_TOKEN_KEY, token)
  } catch {
    // A kiosk with storage disabled still plays; it pairs again after a reload.
  }
}

/** docs/RULES.md#errors-and-alerts: a 404 on screen authorization deletes the stored token. */
export function forgetScreenToken(): void {
  try {
    localStorage.removeItem(SCREEN_TOKEN_KEY)
  } catch {
    // nothing stored
  }
}
