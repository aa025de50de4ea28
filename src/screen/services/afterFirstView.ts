// What the class screen needs from its first seconds on, but not to draw its first view: the watchdog, the service
// worker and the kept state (offline support), and the device's facts for its report. App.tsx loads this module
// right after the first view, as it does the clip cache and the player, so a TV's first download stays small
// (docs/SCREEN-DEVICE.md#what-the-first-view-loads).
export { deviceFacts } from './deviceFacts'
export { activateUpdate, attachOfflineSupport } from './offlineSupport'
export { watchScreen } from './watchdog'
export { attachFetchAhead } from './fetchAhead'
