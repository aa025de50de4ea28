/**
 * Resolves in a later task (a timer), so the work after it runs apart from the work before: on a slow phone, each task
 * over 50 ms is blocking time (CONTRIBUTING.md#the-consoles-first-load).
 */
export const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve))
