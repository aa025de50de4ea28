// @vitest-environment happy-dom
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { i18n, i18nReady, changeLanguage } from './index'
import { LANGUAGES } from './languages'
import { translateMessage } from './apiErrors'
import { ALL_ERROR_CODES, API_MESSAGES, ERROR_CODES, MESSAGE_CODES, VALIDATION_MESSAGES } from '../../shared/messages'

type Tree = { [key: string]: string | Tree }

const folder = join(__dirname, 'locales')
const read = (file: string) => JSON.parse(readFileSync(join(folder, file), 'utf8')) as Tree

function flatten(tree: Tree, prefix = ''): Map<string, string> {
  const out = new Map<string, string>()
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key
    if (typeof value === 'string') out.set(path, value)
    else for (const [inner, text] of flatten(value, path)) out.set(inner, text)
  }
  return out
}

const placeholders = (text: string) => [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((match) => match[1]).sort()

// A text that counts is written once per plural category of its language (i18next's `key_one`, `key_other`, …,
// the categories of Intl.PluralRules: Arabic has six, Japanese one), so "1 item" and "1 عناصر" cannot happen.
const PLURAL_SUFFIX = /_(zero|one|two|few|many|other)$/
const baseOf = (file: string) => file.replace('.json', '').replace('en-us', 'en')

/** Keys with their plural forms folded into one `base` entry, and the categories each file gives it. */
function foldPlurals(texts: Map<string, string>): { keys: Set<string>; forms: Map<string, string[]> } {
  const forms = new Map<string, string[]>()
  const keys = new Set<string>()
  for (const key of texts.keys()) {
    const base = key.replace(PLURAL_SUFFIX, '')
    if (base !== key && texts.has(`${base}_other`)) {
      forms.set(base, [...(forms.get(base) ?? []), key.slice(base.length + 1)].sort())
      keys.add(base)
    } else keys.add(key)
  }
  return { keys, forms }
}

/** Every English key in the translation, no extra one, the same placeholders, no blank text, and each counted text in every plural category of its language. */
function expectSameTexts(englishTexts: Map<string, string>, translated: Map<string, string>, file: string) {
  const english = foldPlurals(englishTexts)
  const other = foldPlurals(translated)
  expect(
    [...english.keys].filter((key) => !other.keys.has(key)),
    file,
  ).toEqual([])
  expect(
    [...other.keys].filter((key) => !english.keys.has(key)),
    file,
  ).toEqual([])
  const categories = [...new Intl.PluralRules(baseOf(file)).resolvedOptions().pluralCategories].sort()
  for (const [base] of english.forms) expect(other.forms.get(base), `${file} ${base}`).toEqual(categories)
  for (const [key, text] of translated) {
    const base = key.replace(PLURAL_SUFFIX, '')
    const source = englishTexts.get(key) ?? (english.forms.has(base) ? englishTexts.get(`${base}_other`) : undefined)
    // A form for one or two may say the number in words; every other placeholder stays.
    const without = (names: string[]) => (english.forms.has(base) ? names.filter((name) => name !== 'count') : names)
    expect(without(placeholders(text)), `${file} ${key}`).toEqual(without(placeholders(source ?? '')))
    expect(text.trim(), `${file} ${key}`).not.toBe('')
  }
}

const english = flatten(read('en-us.json'))
const others = readdirSync(folder).filter((file) => file.endsWith('.json') && file !== 'en-us.json')

// Each feature keeps its own texts in features/<feature>/locales, one file per base language.
const featuresFolder = join(__dirname, '..', 'features')
const featureFolders = readdirSync(featuresFolder, { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && existsSync(join(featuresFolder, entry.name, 'locales')))
  .map((entry) => join(featuresFolder, entry.name, 'locales'))
const readIn = (dir: string, file: string) => JSON.parse(readFileSync(join(dir, file), 'utf8')) as Tree

describe('translations', () => {
  it('has a file for every base language', () => {
    expect(others.sort()).toEqual(['ar.json', 'es.json', 'fr.json', 'id.json', 'ja.json', 'ms.json'])
  })

  it.each(others)('%s has every English key, no extra key, the same placeholders, every plural form and no blank text', (file) => {
    expectSameTexts(english, flatten(read(file)), file)
  })

  it.each(featureFolders.map((dir) => [dir.split('/').slice(-2, -1)[0], dir]))('feature %s has all seven base files with the same keys', (_name, dir) => {
    const files = readdirSync(dir)
      .filter((file) => file.endsWith('.json'))
      .sort()
    expect(files).toEqual(['ar.json', 'en-us.json', 'es.json', 'fr.json', 'id.json', 'ja.json', 'ms.json'])
    const featureEnglish = flatten(readIn(dir, 'en-us.json'))
    for (const key of featureEnglish.keys()) expect(english.has(key), `${key} is also in the shell's en-us.json`).toBe(false)
    for (const file of files.filter((name) => name !== 'en-us.json')) {
      expectSameTexts(featureEnglish, flatten(readIn(dir, file)), file)
    }
  })

  it('keeps the texts docs/RULES.md quotes word for word in English', () => {
    expect(english.get('auth.invalidCredentials')).toBe('Invalid email or password')
    expect(english.get('resources.locations.empty')).toBe('No locations found')
    expect(english.get('resources.locations.deleteConfirm')).toBe('Are you sure you want to delete the Location: {{locationName}}?')
    expect(english.get('resources.locations.messages.added')).toBe('Added Location: {{locationName}} to the {{app}} system.')
    expect(english.get('errors.unexpected')).toBe('Unexpected Application Error!')
    expect(english.get('common.loading')).toBe('Loading...')
  })

  it('has every error code the API can send, in English word for word as the server says it', () => {
    expect(ALL_ERROR_CODES.filter((code) => !english.has(`apiErrors.${code}`))).toEqual([])
    for (const [key, text] of Object.entries({ ...VALIDATION_MESSAGES, ...API_MESSAGES })) {
      expect(english.get(`apiErrors.${MESSAGE_CODES[key as keyof typeof MESSAGE_CODES]}`), key).toBe(text)
    }
  })

  it('shows a server message in the reader’s language by its code, and English readers the server’s own words', async () => {
    await i18nReady
    await changeLanguage('ja')
    expect(translateMessage(i18n, API_MESSAGES.locationNotFound, 'LOCATION_NOT_FOUND')).toBe('スタジオが見つかりません。')
    // A stale save names its record in the words; the code alone still reads in Japanese.
    expect(translateMessage(i18n, API_MESSAGES.workoutChanged, ERROR_CODES.staleVersion)).toBe(i18n.t('apiErrors.WORKOUT_CHANGED'))
    expect(translateMessage(i18n, 'Name is required.', ERROR_CODES.invalidInput)).toBe(i18n.t('apiErrors.INVALID_INPUT'))
    expect(translateMessage(i18n, 'Required')).toBe(i18n.t('validation.required'))
    await changeLanguage('ar-sa')
    expect(translateMessage(i18n, VALIDATION_MESSAGES.videoLinkEmpty, 'VIDEO_LINK_EMPTY')).not.toBe(VALIDATION_MESSAGES.videoLinkEmpty)
    await changeLanguage('en-gb')
    expect(translateMessage(i18n, 'Name is required. URL slug is required.', ERROR_CODES.invalidInput)).toBe('Name is required. URL slug is required.')
    expect(translateMessage(i18n, VALIDATION_MESSAGES.loginFailed, 'UNAUTHENTICATED')).toBe('Invalid email or password')
    expect(translateMessage(i18n, 'Something new', undefined)).toBe('Something new')
    await changeLanguage('en-us')
  })

  it('counts in the reader’s grammar: one item, two in Arabic’s dual, many', async () => {
    await i18nReady
    await changeLanguage('en-us')
    expect(i18n.t('resources.logs.items', { count: 1 })).toBe('1 item')
    expect(i18n.t('resources.logs.items', { count: 3 })).toBe('3 items')
    expect(i18n.t('resources.locationDetail.hardRefresh.doneConnected', { count: 1 })).toBe('Done: the connected screen has reloaded.')
    await changeLanguage('ar-sa')
    expect(i18n.t('resources.logs.items', { count: 1 })).not.toContain('عناصر')
    expect(i18n.t('resources.logs.items', { count: 2 })).toContain('عنصران')
    expect(i18n.t('resources.logs.items', { count: 3 })).toBe('3 عناصر')
    expect(i18n.t('resources.logs.items', { count: 11 })).toBe('11 عنصرًا')
    await changeLanguage('ja')
    expect(i18n.t('resources.logs.items', { count: 1 })).toBe('1 件')
    await changeLanguage('en-us')
  })

  it('loads every one of the 23 languages, sets lang, and turns Arabic right-to-left', async () => {
    await i18nReady
    expect(LANGUAGES).toHaveLength(23)
    for (const language of LANGUAGES) {
      await changeLanguage(language)
      expect(i18n.language).toBe(language)
      expect(i18n.t('nav.signOut')).not.toBe('nav.signOut')
      expect(document.documentElement.dir).toBe(language.startsWith('ar') ? 'rtl' : 'ltr')
    }
    await changeLanguage('es-mx')
    expect(i18n.t('nav.signOut')).toBe('Cerrar sesión')
    await changeLanguage('en-gb')
    expect(i18n.t('nav.signOut')).toBe('Sign out')
    await changeLanguage('en-us')
    expect(document.documentElement.lang).toBe('en-US')
  })
})
