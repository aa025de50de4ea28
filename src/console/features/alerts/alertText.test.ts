import { createInstance } from 'i18next'
import { describe, expect, it } from 'vitest'
import enUs from './locales/en-us.json'
import fr from './locales/fr.json'
import { alertWords } from './alertText'

const translator = async (language: string, texts: object) => {
  const i18n = createInstance()
  await i18n.init({ lng: language, resources: { [language]: { translation: texts } }, interpolation: { escapeValue: false } })
  return i18n.t
}

// 15:06 and 15:18 UTC, 10:06 and 10:18 AM in New York (EST).
const stopped = {
  kind: 'classStoppedEarly',
  timeZone: 'America/New_York',
  details: {
    run: 'r',
    stoppedBy: 'API key “Front desk”',
    startedAt: '2026-12-01T15:06:00.000Z',
    stoppedAt: '2026-12-01T15:18:00.000Z',
    endedAt: '2026-12-01T15:18:00.000Z',
  },
}

describe('an alert’s words', () => {
  it('tell its times on the studio’s clock in the reader’s form: 12-hour in English, 24-hour in French', async () => {
    expect(alertWords(stopped, await translator('en-US', enUs), 'en-US')).toBe(
      'The class that began at 10:06 AM was stopped early, at 10:18 AM, by API key “Front desk”.',
    )
    expect(alertWords(stopped, await translator('fr', fr), 'fr')).toBe(
      'Le cours commencé à 10:06 a été arrêté avant la fin, à 10:18, par API key “Front desk”.',
    )
  })

  it('say a class nobody stopped ended by itself, and show a class time from its instant', async () => {
    const t = await translator('en-US', enUs)
    expect(alertWords({ ...stopped, details: { ...stopped.details, stoppedBy: null, stoppedAt: null } }, t, 'en-US')).toBe(
      'The class that began at 10:06 AM ended early by itself, at 10:18 AM: no screen played it to its last clip.',
    )
    const notStarted = {
      kind: 'classNotStarted',
      timeZone: 'America/New_York',
      details: { classTime: '18:00', classAt: '2026-12-01T23:00:00.000Z', className: 'Kickboxing 45' },
    }
    expect(alertWords(notStarted, t, 'en-US')).toBe('The 6:00 PM class (Kickboxing 45) has not started.')
    // An alert raised before alerts carried instants keeps its words.
    expect(alertWords({ ...notStarted, details: { classTime: '18:00', className: 'Kickboxing 45' } }, t, 'en-US')).toBe(
      'The 18:00 class (Kickboxing 45) has not started.',
    )
  })

  it('name a screen out of step, its clips and the likely cause, in the reader’s words', async () => {
    const outOfStep = {
      kind: 'screenOutOfStep',
      timeZone: 'America/New_York',
      details: {
        screen: 'Screen 5',
        round: 5,
        classAt: '2026-12-01T23:00:00.000Z',
        p95Ms: 1240,
        maxMs: 2300,
        thresholdMs: 100,
        clips: 'WARM-UP, COMBO #1',
        cause: 'stalls',
      },
    }
    expect(alertWords(outOfStep, await translator('en-US', enUs), 'en-US')).toBe(
      'Screen 5 (Class Screen 5) played out of step in the 6:00 PM class: 95th percentile 1,240 ms, worst 2,300 ms (threshold 100 ms), in WARM-UP, COMBO #1. Likely cause: its clips froze waiting for data (check its Wi-Fi, or let it store the class’s clips).',
    )
    expect(alertWords({ ...outOfStep, details: { ...outOfStep.details, cause: 'slowDevice' } }, await translator('fr', fr), 'fr')).toContain(
      'Cause probable : l’appareil n’a pas pu garder sa vidéo',
    )
  })

  it('say which screen will not hold which workout by its first class, the day and the cause in words', async () => {
    const alert = {
      kind: 'contentNotReady',
      timeZone: 'America/New_York',
      // Monday 4 May 2026, 09:00 in New York.
      details: {
        screen: 'Screen 2',
        round: 2,
        workout: 'Monday Mash',
        date: '2026-05-04',
        classAt: '2026-05-04T13:00:00.000Z',
        held: 12,
        clips: 14,
        cause: 'windowTooShort',
      },
    }
    expect(alertWords(alert, await translator('en-US', enUs), 'en-US')).toBe(
      'Screen 2 (Class Screen 2) will not hold Monday Mash in time for its first class, Monday 9:00 AM: its download window is too short for it. It holds 12 of 14 clips.',
    )
    expect(alertWords({ ...alert, details: { ...alert.details, cause: 'offline' } }, await translator('fr', fr), 'fr')).toBe(
      'Screen 2 (écran de cours 2) n’aura pas Monday Mash à temps pour son premier cours, lundi 09:00 : il est hors ligne. Il a 12 clips sur 14.',
    )
  })
})
