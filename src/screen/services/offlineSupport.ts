import type { ScreenEvent } from '../../../machines/screenData'
import { screenI18n } from '../i18n'
import { registerScreenWorker } from './appUpdate'
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
