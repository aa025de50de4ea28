/**
 * The class screen's service worker (docs/SCREEN-DEVICE.md#offline-boot): built as `file` beside the
 * web build, served at `url`, controlling `scope` (the screen's pages only, never the console's), and
 * answering the screen's addresses with the precached HTML `shell` when the network is away.
 */
export const SCREEN_SW = { file: 'screens-sw.js', url: '/screens/sw.js', scope: '/screens', shell: '/screens/index.html' } as const
