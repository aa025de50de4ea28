import { STORAGE_KEYS } from '../../shared/constants'

/** Where the console keeps its sign-in token (docs/RULES.md#constants). */
export const TOKEN_STORAGE_KEY = STORAGE_KEYS.token

export function readToken(): string | null {
  try {
    return localStorage.getItem(TOKEN_STORAGE_KEY)
  } catch {
    return null
  }
}

export function writeToken(token: string): void {
  localStorage.setItem(TOKEN_STORAGE_KEY, token)
}

export function clearToken(): void {
  try {
    localStorage.removeItem(TOKEN_STORAGE_KEY)
  } catch {
    // Storage can be unavailable (private mode); nothing to clear then.
  }
}
