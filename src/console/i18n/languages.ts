// The 23 languages, the default and the forms' restricted list are facts of the domain (docs/RULES.md#constants).
export { DEFAULT_LANGUAGE, LANGUAGES, RESTRICTED_LANGUAGES, type Language } from '../../shared/constants'
import { type Language } from '../../shared/constants'
import { isLanguage as isKnownLanguage } from '../../shared/validation'

/** Where the reader's choice is remembered between visits. */
export const LANGUAGE_STORAGE_KEY = 'language'

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && isKnownLanguage(value)
}

export function isRightToLeft(language: string): boolean {
  return language === 'ar' || language.startsWith('ar-')
}

/** BCP 47 form for the html lang attribute: en-us → en-US. */
export function toLanguageTag(language: string): string {
  const [base, region] = language.split('-')
  return region ? `${base}-${region.toUpperCase()}` : base
}

/**
 * The locale for Intl and react-aria: the language tag, and for Arabic Western digits
 * (`-u-nu-latn`). Counts, codes, versions and URLs in our texts are written with Western digits,
 * so dates and numbers use them too, and a page never mixes ٣ and 3 (docs/GLOSSARY.md#languages).
 */
export function toLocale(language: string): string {
  const tag = toLanguageTag(language)
  return isRightToLeft(language) ? `${tag}-u-nu-latn` : tag
}

/** A language's name in its own words, for the picker's list ("Español (México)", not "español de México"). */
export function nativeName(language: string): string {
  const locale = toLocale(language)
  try {
    const name = new Intl.DisplayNames([locale], { type: 'language', languageDisplay: 'standard' }).of(locale) ?? locale
    return name.charAt(0).toLocaleUpperCase(locale) + name.slice(1)
  } catch {
    return locale
  }
}

/**
 * The picker's closed label: the base language in its own words ("English", "العربية", "日本語"),
 * short enough for the top bar at every width, where a full name was cut ("American…"). The
 * open list names the variant ("English (United Kingdom)").
 */
export function shortNativeName(language: string): string {
  const [base] = language.split('-')
  try {
    const name = new Intl.DisplayNames([base], { type: 'language' }).of(base) ?? base
    return name.charAt(0).toLocaleUpperCase(base) + name.slice(1)
  } catch {
    return toLanguageTag(language)
  }
}

/** A language's name in the reader's language, for tables and selects. */
export function languageName(language: string, readerLanguage: string): string {
  try {
    return new Intl.DisplayNames([toLocale(readerLanguage)], { type: 'language' }).of(toLocale(language)) ?? language
  } catch {
    return language
  }
}
