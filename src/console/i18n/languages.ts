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

/**
 * Each language's name in its own words, for the picker's list ("Español (México)", not "español de México"), as
 * Intl.DisplayNames gives it (languages.test.ts holds the two together). Written out, not asked of Intl when the console
 * starts: 46 look-ups, each loading a locale's data, were tens of milliseconds of a phone's first second.
 */
const NATIVE_NAMES: Record<Language, string> = {
  'en-us': 'English (United States)',
  'en-gb': 'English (United Kingdom)',
  'en-nz': 'English (New Zealand)',
  'en-au': 'English (Australia)',
  'fr-ca': 'Français (Canada)',
  fr: 'Français',
  es: 'Español',
  'es-mx': 'Español (México)',
  'es-cr': 'Español (Costa Rica)',
  'es-ec': 'Español (Ecuador)',
  'es-co': 'Español (Colombia)',
  'es-gt': 'Español (Guatemala)',
  'es-ar': 'Español (Argentina)',
  'es-pa': 'Español (Panamá)',
  ja: '日本語',
  'ar-qa': 'العربية (قطر)',
  'ar-jo': 'العربية (الأردن)',
  'ar-lb': 'العربية (لبنان)',
  'ar-sa': 'العربية (المملكة العربية السعودية)',
  'ar-ae': 'العربية (الإمارات العربية المتحدة)',
  'ar-kw': 'العربية (الكويت)',
  id: 'Indonesia',
  ms: 'Melayu',
}

/** A language's name in its own words, with its variant: the picker's open list. */
export function nativeName(language: Language): string {
  return NATIVE_NAMES[language]
}

/**
 * The picker's closed label: the base language in its own words ("English", "العربية", "日本語"),
 * short enough for the top bar at every width, where a full name was cut ("American…"). The
 * open list names the variant ("English (United Kingdom)").
 */
export function shortNativeName(language: Language): string {
  const name = NATIVE_NAMES[language]
  const variant = name.indexOf(' (')
  return variant === -1 ? name : name.slice(0, variant)
}

/**
 * A language's name in the reader's language, for tables and selects. The name asked for is the plain tag: the ICU of
 * Node 24 (and of the browsers that share it) refuses a Unicode extension there (`ar-SA-u-nu-latn`: RangeError).
 */
export function languageName(language: string, readerLanguage: string): string {
  try {
    return new Intl.DisplayNames([toLocale(readerLanguage)], { type: 'language' }).of(toLanguageTag(language)) ?? language
  } catch {
    return language
  }
}
