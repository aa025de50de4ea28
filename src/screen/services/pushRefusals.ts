// How many push frames the screen could not read since the page loaded (services/pushEvents.ts counts them,
// the device facts report them). Apart from the parser so the facts never load it: the parser brings the shared
// schemas, and with them zod, which the first view does without (docs/SCREEN-DEVICE.md#what-the-first-view-loads).

let refused = 0

export function countRefusedPushEvent(): void {
  refused += 1
}

/** Push frames refused since the page loaded. */
export function pushEventsRefused(): number {
  return refused
}
