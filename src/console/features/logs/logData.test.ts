import { describe, expect, it } from 'vitest'
import { actorLabel, changeWords, entriesOf, fieldLabel, kindOf, namesOf, textOf, valueAt, readableText, recordLabel, shownEntries } from './logData'

describe('log data', () => {
  const data = { name: 'Power Week', routines: [{ step: 1 }, { step: 2 }], changes: { name: 'x' }, locations: [], removed: null }

  it('tells leaves, lists, objects and missing sections apart (count, VIEW, N/A)', () => {
    expect(['name', 'routines', 'changes', 'locations', 'removed', 'absent'].map((key) => kindOf(valueAt(data, [key])))).toEqual([
      'text',
      'list',
      'object',
      'missing',
      'missing',
      'missing',
    ])
  })

  it('walks into nested lists and objects', () => {
    expect(valueAt(data, ['routines', '1', 'step'])).toBe(2)
    expect(entriesOf(valueAt(data, ['routines']))).toEqual([
      ['0', { step: 1 }],
      ['1', { step: 2 }],
    ])
    expect(valueAt(data, ['name', 'deeper'])).toBeUndefined()
    expect([textOf('a'), textOf(3), textOf(false)]).toEqual(['a', '3', 'false'])
  })
})

describe('readable log data', () => {
  it('shows instants as dates in the reader’s language and leaves other text alone', () => {
    expect(readableText('2026-06-15T14:00:00.000Z', 'en-US')).toMatch(/^Jun 15, 2026, \d{1,2}:00:00\s?[AP]M$/)
    expect(readableText('2026-06-15', 'en-US')).toBe('2026-06-15')
    expect(readableText(true, 'en-US')).toBe('true')
  })
  it('drops an _id that repeats the id, and names the record', () => {
    expect(shownEntries({ id: 'a', _id: 'a', name: 'Demo' }).map(([key]) => key)).toEqual(['id', 'name'])
    expect(shownEntries({ id: 'a', _id: 'b' }).map(([key]) => key)).toEqual(['id', '_id'])
    expect(recordLabel({ id: '0b6f2c1e-8d3a', name: 'Demo Studio' })).toBe('Demo Studio')
    expect(recordLabel({ email: 'sam@studio.test' })).toBe('sam@studio.test')
    expect(recordLabel({ firstName: 'Sam', lastName: 'Lee' })).toBe('Sam Lee')
    expect(recordLabel({ id: '0b6f2c1e-8d3a-4f7e' })).toBe('0b6f2c1e')
    expect(recordLabel(null)).toBeNull()
  })
})

describe('log entries in names, not ids', () => {
  const samId = '5d3c1a2b-0000-4000-8000-000000000009'
  const t = (key: string, options?: { defaultValue?: string }) =>
    key === 'resources.logs.screenDevice' ? 'Screen (pairing itself)' : (options?.defaultValue ?? key)

  it('titles a change made by id with the record’s current name', () => {
    expect(recordLabel({ id: samId, locationsAdded: ['x'] }, { [samId]: 'Sam Lee' })).toBe('Sam Lee')
    expect(recordLabel({ location: samId, timetable: {} }, { [samId]: 'Demo Studio' })).toBe('Demo Studio')
    // A name the entry holds itself wins: it is what the record was called then.
    expect(recordLabel({ id: samId, name: 'Old name' }, { [samId]: 'New name' })).toBe('Old name')
  })

  it('names the person who acted, or the screen that paired itself', () => {
    expect(actorLabel({ modifiedBy: 'sam@studio.test', userId: samId, names: { [samId]: 'Sam Lee' } }, t)).toEqual({
      name: 'Sam Lee',
      detail: 'sam@studio.test',
    })
    expect(actorLabel({ modifiedBy: 'gone@studio.test', userId: null, names: {} }, t)).toEqual({ name: 'gone@studio.test', detail: null })
    expect(actorLabel({ modifiedBy: 'screen device', userId: null }, t).name).toBe('Screen (pairing itself)')
  })

  it('labels fields in words: list positions from 1, unknown fields spaced out', () => {
    expect(fieldLabel('0', t)).toBe('#1')
    expect(fieldLabel('locationsAdded', t)).toBe('Locations added')
    expect(fieldLabel('_id', t)).toBe('Id')
    expect(namesOf({ names: null })).toEqual({})
  })
})

describe('what a location’s change did, in words', () => {
  const words: Record<string, string> = {
    'resources.logs.changes.classStarted': 'Class started',
    'resources.logs.changes.classStopped': 'Class stopped',
    'resources.logs.changes.automaticOn': 'Automatic mode turned on',
    'resources.logs.changes.automaticOff': 'Automatic mode turned off',
    'resources.logs.changes.classUnchanged': 'Class controls pressed, nothing changed',
    'resources.logs.changes.hardRefresh': 'Hard refresh (screens: {{screens}})',
    'resources.logs.changes.acrossStudios': '{{what}}, across studios',
    'resources.logs.changes.fieldsChanged': 'Settings changed: {{fields}}',
    'resources.logs.dataFields.name': 'Name',
    'resources.logs.dataFields.timeZone': 'Time zone',
    'resources.logs.dataFields.region': 'Region',
  }
  const t = (key: string, options?: Record<string, unknown>) => (words[key] ?? key).replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(options?.[name]))
  const location = (data: unknown) => ({ model: 'Location', action: 'update', data })

  it('says a switch, a Start and a Stop apart: not "Location changed" three times', () => {
    const entries = [
      location({ id: 'a', class: { automaticMode: false, classStart: false }, changed: { automaticMode: false } }),
      location({ id: 'a', class: { automaticMode: false, classStart: true }, changed: { classStart: true } }),
      location({ id: 'a', class: { automaticMode: false, classStart: false }, changed: { classStart: false } }),
    ]
    expect(entries.map((entry) => changeWords(entry, t, 'en-US'))).toEqual(['Automatic mode turned off', 'Class started', 'Class stopped'])
    expect(changeWords(location({ changed: { classStart: false, automaticMode: true } }), t, 'en-US')).toBe('Class stopped and Automatic mode turned on')
    expect(changeWords(location({ changed: {} }), t, 'en-US')).toBe('Class controls pressed, nothing changed')
  })

  it('words a hard refresh and an action across studios, and leaves other entries to their action’s word', () => {
    expect(changeWords(location({ id: 'a', action: 'hard refresh', screens: 9 }), t, 'en-US')).toBe('Hard refresh (screens: 9)')
    expect(changeWords(location({ id: 'a', action: 'bulk stop', outcome: 'done', screens: 0 }), t, 'en-US')).toBe('Class stopped, across studios')
    expect(changeWords(location({ id: 'a', changes: { name: 'x', timeZone: 'UTC', updatedAt: 'now' } }), t, 'en-US')).toBe(
      'Settings changed: Name and Time zone',
    )
    expect(changeWords(location({ id: 'a', changes: {}, region: { from: null, to: 'r' } }), t, 'en-US')).toBe('Settings changed: Region')
    expect(changeWords(location({ id: 'a' }), t, 'en-US')).toBeNull()
    expect(changeWords({ model: 'Workout', action: 'update', data: { changed: { classStart: true } } }, t, 'en-US')).toBeNull()
  })
})
