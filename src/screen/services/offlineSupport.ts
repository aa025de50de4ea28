import type { ScreenEvent } from '../../../machines/screenData'
import { SCREEN_SW } from '../../shared/screenWorker'
import { screenI18n } from '../i18n'
import { registerScreenWorker } from './appUpdate'
import type { ClipBackend } from './clipCache'
import { keepScreenState } from './keptScreen'

// The page's part of the offline boot (docs/SCREEN-DEVICE.md#offline-boot): the service worker is registered once
// as the app loads, and the screen machine is told when a new release waits and kept on the device as it changes.

type Send = (event: ScreenEvent) => void
let send: Send | null = null
let updateReady = false
const worker = registerScreenWorker(() => {
  updateReady = true
  send?.({ type: 'app.updateReady' })
})

/** The machine's 'activateUpdate' action: the waiting release takes over (the page reloads into it). */
export const activateUpdate = () => worker.activate()

/** Connects the screen machine's actor: its state is kept on the device, and it hears of a waiting release. Returns the function that stops. */
export function attachOfflineSupport(actor: Parameters<typeof keepScreenState>[0] & { send: Send }): () => void {
  const own: Send = (event) => actor.send(event)
  send = own
  if (updateReady) own({ type: 'app.updateReady' })
  const stopKeeping = keepScreenState(actor, () => screenI18n.language)
  return () => {
    stopKeeping()
    if (send === own) send = null
  }
}

/** Whether this screen can boot and play with no network: its app precached (an active service worker) and a clip store. */
export interface OfflineCapability {
  app: boolean
  clips: ClipBackend | null
  capable: boolean
}

export function offlineCapabilityFrom(app: boolean, clips: ClipBackend | null): OfflineCapability {
  return { app, clips, capable: app && clips !== null }
}

/** For the device report (docs/SCREEN-DEVICE.md#offline-boot); never rejects. */
export async function offlineCapability(): Promise<OfflineCapability> {
  const registration = await navigator.serviceWorker?.getRegistration(SCREEN_SW.scope).catch(() => undefined)
  return offlineCapabilityFrom(Boolean(registration?.active), (await import('./clipCache')).clipCache.status().backend)
}
