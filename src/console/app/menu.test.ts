// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest'
import { menuFor } from './menu'

const ids = (role: Parameters<typeof menuFor>[0]) => menuFor(role).flatMap((section) => section.items.map((item) => item.id))
const sections = (role: Parameters<typeof menuFor>[0]) => menuFor(role).map((section) => section.id)

describe('menu by role (docs/RULES.md#navigation)', () => {
  it('gives api-access the dashboard only', () => {
    expect(ids('api-access')).toEqual(['dashboard'])
    expect(sections('api-access')).toEqual(['main'])
  })

  it('gives location staff the dashboard, my locations, support and messages, but not the profile', () => {
    expect(ids('location')).toEqual(['dashboard', 'myLocations', 'support', 'messages'])
  })

  it('adds the profile and Admin Controls (Locations, Rounds, Reliability, Holidays) for admins', () => {
    expect(ids('admin')).toEqual(['dashboard', 'profile', 'myLocations', 'support', 'messages', 'locations', 'rounds', 'media', 'reliability', 'holidays'])
    expect(sections('admin')).toEqual(['main', 'adminControls'])
  })

  it('adds Super Admin (Users, Regions, Logs, Releases, Webhooks, API keys) for super-admins only', () => {
    expect(ids('super-admin')).toEqual([
      'dashboard',
      'profile',
      'myLocations',
      'support',
      'messages',
      'locations',
      'rounds',
      'media',
      'reliability',
      'holidays',
      'users',
      'regions',
      'logs',
      'releases',
      'webhooks',
      'apiKeys',
    ])
    expect(sections('super-admin')).toEqual(['main', 'adminControls', 'superAdmin'])
  })

  it('links every item into the admin area', () => {
    for (const section of menuFor('super-admin')) {
      expect(section.labelKey === undefined).toBe(section.id === 'main')
      for (const item of section.items) expect(item.to).toMatch(/^\/admin\//)
    }
  })
})
