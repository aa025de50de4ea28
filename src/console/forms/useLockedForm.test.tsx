// @vitest-environment happy-dom
import { act, renderHook } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { useLockedForm, type UseLockedFormOptions } from './useLockedForm'

interface Values {
  name: string
  hours: number[]
}

const serverCopy: Values = { name: 'Demo Studio', hours: [12, 12, 12, 12, 12, 12, 12] }

function setup(options: Partial<UseLockedFormOptions<Values>> = {}) {
  return renderHook((props: Partial<UseLockedFormOptions<Values>>) => useLockedForm<Values>({ saved: serverCopy, ...options, ...props }), { initialProps: {} })
}

describe('useLockedForm', () => {
  it('starts locked and ignores typing until unlocked', () => {
    const { result } = setup()
    expect(result.current.isLocked).toBe(true)
    act(() => result.current.setField('name', 'Other'))
    expect(result.current.values.name).toBe('Demo Studio')
    act(() => result.current.unlock())
    act(() => result.current.setField('name', 'Other'))
    expect(result.current.values.name).toBe('Other')
    expect(result.current.isDirty).toBe(true)
    expect(result.current.dirtyFields).toEqual(['name'])
  })

  it('is not dirty when a value is typed back to the saved one (arrays compared by content)', () => {
    const { result } = setup()
    act(() => result.current.unlock())
    act(() => result.current.setField('hours', [5, 12, 12, 12, 12, 12, 12]))
    expect(result.current.isDirty).toBe(true)
    act(() => result.current.setField('hours', [12, 12, 12, 12, 12, 12, 12]))
    expect(result.current.isDirty).toBe(false)
  })

  it('keeps what the user typed when the server copy reloads, and takes the reload for untouched fields', () => {
    const { result, rerender } = setup()
    act(() => result.current.unlock())
    act(() => result.current.setField('name', 'Typed'))
    rerender({ saved: { name: 'Renamed elsewhere', hours: [6, 6, 6, 6, 6, 6, 6] } })
    expect(result.current.values.name).toBe('Typed')
    expect(result.current.values.hours[0]).toBe(6)
    expect(result.current.isLocked).toBe(false)
  })

  it('lock drops the edits', () => {
    const { result } = setup()
    act(() => result.current.unlock())
    act(() => result.current.setField('name', 'Typed'))
    act(() => result.current.lock())
    expect(result.current.values.name).toBe('Demo Studio')
    expect(result.current.isDirty).toBe(false)
  })

  it('validates before saving and keeps the form open on errors', async () => {
    const onSubmit = vi.fn()
    const { result } = setup({ validate: (values) => (values.name ? {} : { name: 'Name is required.' }), onSubmit })
    act(() => result.current.unlock())
    act(() => result.current.setField('name', ''))
    let ok = true
    await act(async () => {
      ok = await result.current.submit()
    })
    expect(ok).toBe(false)
    expect(onSubmit).not.toHaveBeenCalled()
    expect(result.current.errors.name).toBe('Name is required.')
    act(() => result.current.setField('name', 'X'))
    expect(result.current.errors.name).toBeUndefined()
  })

  it('re-locks after a save and shows the saved values until the server copy reloads', async () => {
    const onSubmit = vi.fn(async () => {})
    const { result, rerender } = setup({ onSubmit })
    act(() => result.current.unlock())
    act(() => result.current.setField('name', 'Saved name'))
    await act(async () => {
      await result.current.submit()
    })
    expect(onSubmit).toHaveBeenCalledWith({ ...serverCopy, name: 'Saved name' })
    expect(result.current.isLocked).toBe(true)
    expect(result.current.values.name).toBe('Saved name')
    expect(result.current.isDirty).toBe(false)
    rerender({ onSubmit, saved: { ...serverCopy, name: 'Saved name (server)' } })
    expect(result.current.values.name).toBe('Saved name (server)')
  })

  it('a failed save keeps the form unlocked with the edits and the error', async () => {
    const failure = new Error('Conflict')
    const { result } = setup({
      onSubmit: async () => {
        throw failure
      },
    })
    act(() => result.current.unlock())
    act(() => result.current.setField('name', 'Mine'))
    await act(async () => {
      await result.current.submit()
    })
    expect(result.current.isLocked).toBe(false)
    expect(result.current.values.name).toBe('Mine')
    expect(result.current.submitError).toBe(failure)
  })

  it('shows what onSubmit says was saved (a password field cleared after saving)', async () => {
    const { result } = setup({ onSubmit: async (values) => ({ ...values, name: values.name.trim() }) })
    act(() => result.current.unlock())
    act(() => result.current.setField('name', '  Spaced  '))
    await act(async () => {
      await result.current.submit()
    })
    expect(result.current.values.name).toBe('Spaced')
    expect(result.current.isLocked).toBe(true)
  })
})
