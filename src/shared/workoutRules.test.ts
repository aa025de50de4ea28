import { describe, expect, it } from 'vitest'
import { API_MESSAGES, VALIDATION_MESSAGES } from './messages'
import { defaultRoutines } from './routines'
import {
  checkRoutineLinks,
  endsBeforeStart,
  isApprovedMediaUrl,
  isWorkoutDate,
  videoLinkProblem,
  workoutDateRangeError,
  workoutDay,
  workoutEndInstant,
  workoutStartInstant,
} from './workoutRules'

const base = 'https://media.example.com/media/'

describe('workout dates', () => {
  it('reads the calendar day as written', () => {
    expect(workoutDay('2026-03-08')).toBe('2026-03-08')
    expect(workoutDay('2026-03-08T23:30:00-05:00')).toBe('2026-03-08')
    expect(workoutDay('2026-03-08T00:00:00+09:00')).toBe('2026-03-08')
    expect(workoutDay('2026-03-08T12:00:00.123Z')).toBe('2026-03-08')
    expect(workoutDay('2026-03-08T12:00')).toBe('2026-03-08')
  })

  it.each(['', '2026-02-30', '2026-13-01', '08/03/2026', '2026-03-08T25:00:00Z', '2026-03-08 12:00', 'tomorrow', '2026-3-8'])('refuses %j', (input) => {
    expect(workoutDay(input)).toBeNull()
    expect(isWorkoutDate(input)).toBe(false)
  })

  it('stores the start at 00:00:00.000 and the end at 23:59:59.999 UTC of their days', () => {
    expect(workoutStartInstant('2026-03-08T18:45:00-08:00').toISOString()).toBe('2026-03-08T00:00:00.000Z')
    expect(workoutEndInstant('2026-03-08').toISOString()).toBe('2026-03-08T23:59:59.999Z')
    expect(workoutEndInstant('2024-02-29T01:00:00+14:00').toISOString()).toBe('2024-02-29T23:59:59.999Z')
    expect(() => workoutStartInstant('nope')).toThrow(RangeError)
  })

  it('compares calendar days: the same day is fine, an earlier end is not', () => {
    expect(endsBeforeStart('2026-03-08', '2026-03-08')).toBe(false)
    expect(endsBeforeStart('2026-03-08', '2026-03-09')).toBe(false)
    expect(endsBeforeStart('2026-03-08', '2026-03-07')).toBe(true)
    expect(endsBeforeStart(new Date('2026-03-08T00:00:00Z'), new Date('2026-03-08T23:59:59.999Z'))).toBe(false)
    expect(endsBeforeStart(new Date('2026-03-08T00:00:00Z'), '2026-03-07T23:00:00-05:00')).toBe(true)
    expect(endsBeforeStart('2026-02-30', '2026-01-01')).toBe(false)
    expect(endsBeforeStart(new Date(Number.NaN), '2026-01-01')).toBe(false)
  })

  it('gives both product messages for a reversed range', () => {
    expect(workoutDateRangeError('2026-03-08', '2026-03-08')).toBeNull()
    expect(workoutDateRangeError('2026-03-08', '2026-03-01')).toEqual({
      field: 'Please enter a valid end date.',
      submit: 'Please double-check the form requirements and try again. The Workout end date cannot be scheduled before the start date.',
    })
  })
})

describe('isApprovedMediaUrl', () => {
  it.each([
    `${base}clip.mp4`,
    `${base}folder/clip.mp4?sig=abc#t=1`,
    'HTTPS://MEDIA.EXAMPLE.COM/media/clip.mp4',
    'https://media.example.com:443/media/clip.mp4',
  ])('accepts %s', (link) => expect(isApprovedMediaUrl(link, base)).toBe(true))

  it.each([
    ['a lookalike host', 'https://media.example.com.evil.com/media/clip.mp4'],
    ['user info pointing elsewhere', 'https://media.example.com@evil.com/media/clip.mp4'],
    ['user info on the right host', 'https://user:pw@media.example.com/media/clip.mp4'],
    ['another scheme', 'http://media.example.com/media/clip.mp4'],
    ['javascript', 'javascript:alert(1)//https://media.example.com/media/'],
    ['a data URL', 'data:video/mp4;base64,AAAA'],
    ['another port', 'https://media.example.com:8443/media/clip.mp4'],
    ['a path outside the folder', 'https://media.example.com/other/clip.mp4'],
    ['a folder-name prefix', 'https://media.example.com/media-evil/clip.mp4'],
    ['the folder itself', base],
    ['dot segments', 'https://media.example.com/media/../secret.mp4'],
    ['encoded dot segments', 'https://media.example.com/media/%2e%2e/secret.mp4'],
    ['an encoded slash', 'https://media.example.com/media/..%2Fsecret.mp4'],
    ['a protocol-relative link', '//media.example.com/media/clip.mp4'],
    ['no slashes after the scheme', 'https:media.example.com/media/clip.mp4'],
    ['backslashes', 'https://media.example.com\\media\\clip.mp4'],
    ['a leading space', ` ${base}clip.mp4`],
    ['a tab inside', `${base}cl\tip.mp4`],
    ['a relative path', '/media/clip.mp4'],
    ['the base only as a query', `https://evil.com/?u=${base}clip.mp4`],
  ])('refuses %s', (_, link) => expect(isApprovedMediaUrl(link, base)).toBe(false))

  it('treats a base without a trailing slash as a folder', () => {
    expect(isApprovedMediaUrl('https://media.example.com/media/clip.mp4', 'https://media.example.com/media')).toBe(true)
    expect(isApprovedMediaUrl('https://media.example.com/mediax/clip.mp4', 'https://media.example.com/media')).toBe(false)
  })
})

describe('videoLinkProblem', () => {
  it('names the problem', () => {
    expect(videoLinkProblem('', base)).toBe('empty')
    expect(videoLinkProblem('   ', base)).toBe('empty')
    expect(videoLinkProblem(undefined, base)).toBe('empty')
    expect(videoLinkProblem('', base, false)).toBeNull()
    expect(videoLinkProblem(`${base}${'x'.repeat(200 - base.length)}`, base)).toBeNull()
    expect(videoLinkProblem(`${base}${'x'.repeat(201 - base.length)}`, base)).toBe('tooLong')
    expect(videoLinkProblem('https://evil.com/media/clip.mp4', base)).toBe('unapproved')
  })
})

describe('checkRoutineLinks', () => {
  const good = (step: number) => ({ step, videoLink: `${base}routine-${step}.mp4` })

  it('passes good links and blank optional low-resolution links', () => {
    expect(checkRoutineLinks([good(1), { ...good(2), lrVideoLink: '' }, { ...good(3), lrVideoLink: `${base}lr.mp4` }], base)).toBeNull()
  })

  it('reports the empty ones first, with every offending step sorted', () => {
    const result = checkRoutineLinks([{ step: 9, videoLink: 'https://evil.com/x.mp4' }, good(1), { step: 4, videoLink: '' }], base)
    expect(result).toEqual({ message: VALIDATION_MESSAGES.videoLinkEmpty, invalidSteps: [4, 9] })
  })

  it('reports unapproved links, including low-resolution ones', () => {
    expect(checkRoutineLinks([good(1), { ...good(2), lrVideoLink: 'https://media.example.com.evil.com/media/x.mp4' }], base)).toEqual({
      message: "Invalid video URLs found. Make sure you're using approved links.",
      invalidSteps: [2],
    })
  })

  it('reports links over 200 characters', () => {
    expect(checkRoutineLinks([{ step: 5, videoLink: `${base}${'x'.repeat(200)}` }], base)).toEqual({
      message: API_MESSAGES.videoLinkTooLong,
      invalidSteps: [5],
    })
  })

  it('flags the 11 empty routines of a new workout', () => {
    const result = checkRoutineLinks(defaultRoutines(base), base)
    expect(result?.invalidSteps).toEqual([2, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13])
  })
})
