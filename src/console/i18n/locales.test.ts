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

  it.each(others)('%s has every English key, no extra key, the same placeholders and no blank text', (file) => {
    const translated = flatten(read(file))
    expect([...english.keys()].filter((key) => !translated.has(key))).toEqual([])
    expect([...translated.keys()].filter((key) => !english.has(key))).toEqual([])
    for (const [key, text] of english) {
      expect(placeholders(translated.get(key) ?? ''), `${file} ${key}`).toEqual(placeholders(text))
      expect((translated.get(key) ?? '').trim(), `${file} ${key}`).not.toBe('')
    }
  })

  it.each(featureFolders.map((dir) => [dir.split('/').slice(-2, -1)[0], dir]))('feature %s has all seven base files with the same keys', (_name, dir) => {
    const files = readdirSync(dir)
      .filter((file) => file.endsWith('.json'))
      .sort()
    expect(files).toEqual(['ar.json', 'en-us.json', 'es.json', 'fr.json', 'id.json', 'ja.json', 'ms.json'])
    const featureEnglish = flatten(readIn(dir, 'en-us.json'))
    for (const key of featureEnglish.keys()) expect(english.has(key), `${key} is also in the shell's en-us.json`).toBe(false)
    for (const file of files.filter((name) => name !== 'en-us.json')) {
      const translated = flatten(readIn(dir, file))
      expect(
        [...featureEnglish.keys()].filter((key) => !translated.has(key)),
        file,
      ).toEqual([])
      expect(
        [...translated.keys()].filter((key) => !featureEnglish.has(key)),
        file,
      ).toEqual([])
      for (const [key, text] of featureEnglish) {
        expect(placeholders(translated.get(key) ?? ''), `${file} ${key}`).toEqual(placeholders(text))
        expect((translated.get(key) ?? '').trim(), `${file} ${key}`).not.toBe('')
      }
    }
  })

  it('keeps the product’s quoted texts word for word in English', () => {
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
