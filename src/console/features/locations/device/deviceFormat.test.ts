import { describe, expect, it } from 'vitest'
import { deviceProblems, formatBytes, formatDuration, formatOffset, hasProblem } from './deviceFormat'

describe('device facts as the console shows them', () => {
  it('reads bytes, spans and offsets in the reader’s language', () => {
    expect(formatBytes(512 * 1024 ** 2, 'en-US')).toBe('512 MB')
    expect(formatBytes(2.14 * 1024 ** 3, 'en-US')).toBe('2.1 GB')
    expect(formatDuration(3 * 86_400_000 + 4 * 3_600_000 + 5 * 60_000, 'en-US')).toBe('3 days 4 hr')
    expect(formatDuration(2 * 3_600_000, 'en-US')).toBe('2 hr')
    expect(formatDuration(30_000, 'en-US')).toBe('0 min')
    expect(formatOffset(-150, 'en-US')).toBe('-150 ms')
    expect(formatOffset(2_400, 'en-US')).toBe('+2.4 sec')
  })

  it('warns about what raises an alert: no offline play, muted, storage above 90 %', () => {
    const fine = { offlineCapable: true, autoplayMuted: false, storageUsed: 90, storageQuota: 100 }
    expect(hasProblem(deviceProblems(fine))).toBe(false)
    expect(deviceProblems({ ...fine, storageUsed: 91 })).toEqual({ notOfflineCapable: false, muted: false, storageFull: true })
    expect(deviceProblems({ ...fine, offlineCapable: false, autoplayMuted: true })).toMatchObject({ notOfflineCapable: true, muted: true })
    expect(deviceProblems({ ...fine, storageUsed: null }).storageFull).toBe(false)
  })
})
