import { describe, expect, it } from 'vitest'
import { languageName, LANGUAGES, nativeName, shortNativeName, toLanguageTag, toLocale } from './languages'

/** What Intl.DisplayNames calls a language in its own words, capitalised as a list item is. */
function intlName(language: string, locale: string): string {
  // Asked by its plain tag: a Unicode extension (`-u-nu-latn`) is refused there by newer ICU (Node 24).
  const name = new Intl.DisplayNames([locale], { type: 'language', languageDisplay: 'standard' }).of(toLanguageTag(language)) ?? locale
  return name.charAt(0).toLocaleUpperCase(locale) + name.slice(1)
}

describe("the language picker's names", () => {
  it('names each language in its own words, as Intl does', () => {
    // A mismatch after a Node (ICU) upgrade means the written-out names are to be brought up to date.
    for (const language of LANGUAGES) expect(nativeName(language), language).toBe(intlName(language, toLocale(language)))
  })

  it("names a right-to-left language in the reader's language, not as its code", () => {
    expect(languageName('ar-sa', 'en-us')).toBe('Arabic (Saudi Arabia)')
    expect(languageName('en-us', 'ar-sa')).not.toBe('en-us')
  })

  it('shortens a name to its base language for the closed picker', () => {
    for (const language of LANGUAGES) {
      const [base] = language.split('-')
      expect(shortNativeName(language), language).toBe(intlName(base, base))
    }
    expect(shortNativeName('es-mx')).toBe('Español')
    expect(shortNativeName('ar-sa')).toBe('العربية')
    expect(shortNativeName('ja')).toBe('日本語')
  })
})
