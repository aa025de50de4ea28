/** docs/RULES.md#constants: an earlier version registered a service worker; remove it so it cannot serve stale code. */
export async function unregisterServiceWorkers(): Promise<void> {
  if (typeof navigator === 'undefined' || !('serviceWorker' in navigator)) return
  try {
    const registrations = await navigator.serviceWorker.getRegistrations()
    await Promise.all(registrations.map((registration) => registration.unregister()))
  } catch {
    // Not allowed here (insecure context, private mode): there is nothing to remove then.
  }
}
