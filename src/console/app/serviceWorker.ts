import { SCREEN_SW } from '../../shared/screenWorker'

/** True for the class screen's own service worker (scope /screens), which the console must leave alone. */
export function isScreenWorkerScope(scope: string): boolean {
  try {
    return new URL(scope).pathname.startsWith(SCREEN_SW.scope)
  } catch {
    return false
  }
}

/**
 * docs/RULES.md#constants: an earlier version of the console registered a service worker; remove it so it cannot
 * serve stale code. The class screen's (docs/SCREEN-DEVICE.md#offline-boot) stays: it never controls the console.
 */
export async function unregisterServiceWorkers(): Promise<void> {
  if (typeof navigator === 'undefined' || !('serviceWorker' in navigator)) return
  try {
    const registrations = await navigator.serviceWorker.getRegistrations()
    await Promise.all(registrations.filter((registration) => !isScreenWorkerScope(registration.scope)).map((registration) => registration.unregister()))
  } catch {
    // Not allowed here (insecure context, private mode): there is nothing to remove then.
  }
}
