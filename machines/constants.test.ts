// The product's timing rules are written once, in src/shared/constants.ts; the machines run on them.
import { describe, expect, it } from 'vitest'
import { CLASS_SCREEN_POLL_MS, COMBO_OVERLAY_MS, CONTACT_SUPPORT_RECHECK_MS, LONG_PRESS_RESET_MS, SCREEN_LINK_POLL_MS } from '../src/shared/constants'
import { CLASS_DELAYS } from './classMachine'
import { PAIRING_DELAYS } from './pairingMachine'
import { POLL_DELAYS } from './pollMachine'
import { SCREEN_DELAYS } from './screenMachine'

describe('machine delays', () => {
  it('are the shared constants (docs/RULES.md#constants)', () => {
    expect(CLASS_DELAYS).toMatchObject({ tickInterval: CLASS_SCREEN_POLL_MS, comboOverlay: COMBO_OVERLAY_MS })
    expect(POLL_DELAYS.pollInterval).toBe(CLASS_SCREEN_POLL_MS)
    expect(PAIRING_DELAYS.pollInterval).toBe(SCREEN_LINK_POLL_MS)
    expect(SCREEN_DELAYS).toMatchObject({ recheckInterval: CONTACT_SUPPORT_RECHECK_MS, longPress: LONG_PRESS_RESET_MS })
    expect([CLASS_SCREEN_POLL_MS, COMBO_OVERLAY_MS, SCREEN_LINK_POLL_MS, LONG_PRESS_RESET_MS]).toEqual([30_000, 44_000, 15_000, 2_000])
  })
})
