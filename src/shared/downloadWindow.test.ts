import { describe, expect, it } from 'vitest'
import { API_MESSAGES } from './messages'
import { downloadSettingsProblem, inDownloadWindow } from './downloadWindow'

const at = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3))

describe('the download window', () => {
  it('holds the minutes from its start to its end, across midnight when the end comes first', () => {
    expect(inDownloadWindow('22:00', '06:00', at('23:30'))).toBe(true)
    expect(inDownloadWindow('22:00', '06:00', at('05:59'))).toBe(true)
    expect(inDownloadWindow('22:00', '06:00', at('06:00'))).toBe(false)
    expect(inDownloadWindow('22:00', '06:00', at('12:00'))).toBe(false)
    expect(inDownloadWindow('01:00', '05:00', at('01:00'))).toBe(true)
    expect(inDownloadWindow('01:00', '05:00', at('23:00'))).toBe(false)
  })

  it('is both ends or neither, not the same time twice, with a whole positive cap', () => {
    const none = { downloadWindowStart: null, downloadWindowEnd: null, downloadCapMbps: null }
    expect(downloadSettingsProblem(none)).toBeNull()
    expect(downloadSettingsProblem({ ...none, downloadWindowStart: '22:00', downloadWindowEnd: '06:00', downloadCapMbps: 20 })).toBeNull()
    expect(downloadSettingsProblem({ ...none, downloadWindowStart: '22:00' })).toBe(API_MESSAGES.downloadWindowPair)
    expect(downloadSettingsProblem({ ...none, downloadWindowStart: '7:00', downloadWindowEnd: '08:00' })).toBe(API_MESSAGES.downloadWindowTime)
    expect(downloadSettingsProblem({ ...none, downloadWindowStart: '08:00', downloadWindowEnd: '08:00' })).toBe(API_MESSAGES.downloadWindowEmpty)
    expect(downloadSettingsProblem({ ...none, downloadCapMbps: 0 })).toBe(API_MESSAGES.downloadCapRange)
    expect(downloadSettingsProblem({ ...none, downloadCapMbps: 10_001 })).toBe(API_MESSAGES.downloadCapRange)
  })
})
