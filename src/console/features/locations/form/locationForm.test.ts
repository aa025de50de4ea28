import { describe, expect, it } from 'vitest'
import { NAME_MAX } from '../../../../shared/constants'
import { nameLengthHint, studioNumberError } from './locationForm'

const t = (key: string, options?: Record<string, unknown>) => `${key}${options ? ` ${JSON.stringify(options)}` : ''}`

describe('the location form as the user types', () => {
  it('says nothing of a short name, counts a long one, and says when it is full: 85 characters are not cut silently', () => {
    expect(nameLengthHint('Demo Studio', t)).toBeUndefined()
    expect(nameLengthHint('x'.repeat(NAME_MAX - 10), t)).toBe(`resources.locations.hints.nameCount {"used":${NAME_MAX - 10},"max":${NAME_MAX}}`)
    expect(nameLengthHint('x'.repeat(NAME_MAX), t)).toBe(`resources.locations.hints.nameFull {"max":${NAME_MAX}}`)
  })

  it('says a taken studio number at its field, in its own short words, not the whole name again', () => {
    expect(studioNumberError('STUDIO_NUMBER_TAKEN', t)).toBe('resources.locations.hints.studioNumberTaken')
    expect(studioNumberError('LOCATION_NOT_FOUND', t)).toBeUndefined()
    expect(studioNumberError(undefined, t)).toBeUndefined()
  })
})
