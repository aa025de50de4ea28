import { describe, expect, it } from 'vitest'
import { alertLinks, seesWebhookDelivery } from './alertLinks'

const alert = { location: 'loc-1', screen: 'scr-1' }

describe('an alert’s links', () => {
  it('opens the location’s page for head office and the studio’s own page for staff, the screen’s row marked', () => {
    expect(alertLinks('admin', alert)).toEqual({ location: '/admin/locations/loc-1', screen: '/admin/locations/loc-1?screen=scr-1#screens' })
    expect(alertLinks('super-admin', alert).location).toBe('/admin/locations/loc-1')
    expect(alertLinks('location', alert)).toEqual({ location: '/admin/my-locations/loc-1', screen: '/admin/my-locations/loc-1?screen=scr-1#screens' })
  })

  it('links no screen for an alert about none, and nothing for a role without those pages', () => {
    expect(alertLinks('admin', { location: 'loc-1', screen: null }).screen).toBeNull()
    expect(alertLinks('api-access', alert)).toEqual({ location: null, screen: null })
    expect(alertLinks(undefined, alert)).toEqual({ location: null, screen: null })
  })

  it('shows the webhook’s delivery to head office only', () => {
    expect(['super-admin', 'admin', 'location', 'api-access'].map((role) => seesWebhookDelivery(role as 'admin'))).toEqual([true, true, false, false])
  })
})
