/** Characters an account's email may hold here: printable ASCII (the email schema accepts no other). */
const PRINTABLE_ASCII = /^[\x21-\x7e]+$/

/**
 * The form an account here would hold of an email an identity provider vouches for, or null when no
 * account can hold it (docs/SECURITY.md#openid-connect-sign-in). The address is put in NFKC and must
 * come out unchanged and plain ASCII: a compatibility character (KELVIN SIGN U+212A for K, fullwidth
 * letters, ligatures) or any other non-ASCII letter makes it a look-alike of an address it is not,
 * refused rather than folded onto that address. Letters are lowered in ASCII only: JavaScript's
 * full-Unicode `toLowerCase()` turns U+212A into `k`, which is how a look-alike once matched.
 */
export function providerEmailAsAccountEmail(raw: string): string | null {
  const trimmed = raw.trim()
  if (trimmed.normalize('NFKC') !== trimmed || !PRINTABLE_ASCII.test(trimmed)) return null
  return trimmed.replace(/[A-Z]/g, (letter) => letter.toLowerCase())
}
