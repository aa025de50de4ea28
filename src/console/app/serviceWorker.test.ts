import { describe, expect, it } from 'vitest'
import { isScreenWorkerScope } from './serviceWorker'

describe('isScreenWorkerScope', () => {
  it("knows the class screen's service worker, which the console's clean-up must leave", () => {
    expect(isScreenWorkerScope('http://studio.test:3000/screens')).toBe(true)
    expect(isScreenWorkerScope('https://screens.example/screens/')).toBe(true)
    // An old console worker, scoped to the whole site or the console.
    expect(isScreenWorkerScope('http://studio.test:3000/')).toBe(false)
    expect(isScreenWorkerScope('http://studio.test:3000/admin/')).toBe(false)
    expect(isScreenWorkerScope('not a url')).toBe(false)
  })
})
