import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { baseLanguage, SCREEN_LANGUAGES } from './index'

const dir = path.join(import.meta.dirname, 'locales')
const keys = (value: unknown, prefix = ''): string[] =>
  typeof value === 'object' && value !== null ? Object.entries(value).flatMap(([key, inner]) => keys(inner, prefix ? `${prefix}.${key}` : key)) : [prefix]

describe('screen i18n', () => {
  it('maps the 23 product languages onto the seven base files', () => {
    expect(baseLanguage('en-gb')).toBe('en-us')
    expect(baseLanguage('fr-ca')).toBe('fr')
    expect(baseLanguage('es-mx')).toBe('es')
    expect(baseLanguage('ar-qa')).toBe('ar')
    expect(baseLanguage('ja')).toBe('ja')
    expect(baseLanguage(undefined)).toBe('en-us')
    expect(baseLanguage('de')).toBe('en-us')
  })

  it('has every key in every language', () => {
    const files = readdirSync(dir)
      .map((file) => file.replace('.json', ''))
      .sort()
    expect(files).toEqual([...SCREEN_LANGUAGES].sort())
    const english = keys(JSON.parse(readFileSync(path.join(dir, 'en-us.json'), 'utf8'))).sort()
    for (const language of SCREEN_LANGUAGES) {
      expect(keys(JSON.parse(readFileSync(path.join(dir, `${language}.json`), 'utf8'))).sort(), language).toEqual(english)
    }
  })
})
