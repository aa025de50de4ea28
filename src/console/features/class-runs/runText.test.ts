import { createInstance } from 'i18next'
import { describe, expect, it } from 'vitest'
import ar from './locales/ar.json'
import enUs from './locales/en-us.json'
import { syncBand, syncWords } from './runText'

const translator = async (language: string, texts: object) => {
  const i18n = createInstance()
  await i18n.init({ lng: language, resources: { [language]: { translation: texts } }, interpolation: { escapeValue: false } })
  return i18n.t
}

describe('proof of sync in words', () => {
  const sync = { thresholdMs: 100, screens: 9, inStep: 9, p95Ms: 21, maxMs: 38 }
  it('says how closely the screens played together, in the reader’s language', async () => {
    expect(syncWords(sync, 'en-US', await translator('en-US', enUs))).toEqual({
      text: '9 of 9 screens in step, worst 38 ms (95th percentile 21 ms)',
      tone: 'success',
    })
    expect(syncWords({ ...sync, screens: 1, inStep: 0, maxMs: 1_250, p95Ms: 180 }, 'en-US', await translator('en-US', enUs))).toEqual({
      text: '0 of 1 screen in step, worst 1,250 ms (95th percentile 180 ms)',
      tone: 'warning',
    })
    expect(syncWords(sync, 'ar-u-nu-latn', await translator('ar', ar))?.text).toContain('9')
    expect(syncWords(null, 'en-US', await translator('en-US', enUs))).toBeNull()
  })

  it('bands a clip against the threshold', () => {
    expect([10, 50, 51, 100, 101].map((p95) => syncBand(p95, 100))).toEqual(['good', 'good', 'near', 'near', 'over'])
  })
})
