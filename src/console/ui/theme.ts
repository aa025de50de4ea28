/** One theme for the whole console: brand red accents on a neutral light UI, 8 px grid. */
export const theme = {
  color: {
    brand: '#d7262e',
    brandHover: '#bd1f27',
    brandPressed: '#a11a21',
    brandSoft: '#fdecec',
    text: '#1c1f24',
    textMuted: '#5b6370',
    textInverse: '#ffffff',
    surface: '#ffffff',
    surfaceMuted: '#f5f6f8',
    surfaceSunken: '#eceef2',
    border: '#dfe2e7',
    borderStrong: '#c4c9d1',
    topBar: '#15171b',
    success: '#1a7a42',
    successSoft: '#e8f6ee',
    error: '#c8242b',
    errorSoft: '#fdecec',
    warning: '#9a5c00',
    warningSoft: '#fff4e0',
    info: '#1862b8',
    infoSoft: '#e8f1fc',
    focus: '#1d6fd1',
    overlay: 'rgba(17, 19, 23, 0.55)',
  },
  font: {
    family: "'Inter', 'Segoe UI', system-ui, -apple-system, 'Helvetica Neue', Arial, 'Noto Sans', 'Noto Sans Arabic', 'Noto Sans JP', sans-serif",
    mono: "ui-monospace, 'SFMono-Regular', Menlo, Consolas, monospace",
  },
  /** Type scale in px (about 1.2 ratio). */
  text: { xs: '12px', sm: '13px', md: '14px', lg: '16px', xl: '20px', xxl: '24px', display: '30px' },
  weight: { regular: 400, medium: 500, semibold: 600, bold: 700 },
  /** 8 px spacing grid: space(1) = 8px, space(0.5) = 4px. */
  space: (steps: number) => `${steps * 8}px`,
  radius: { sm: '4px', md: '6px', lg: '10px', pill: '999px' },
  shadow: {
    card: '0 1px 2px rgba(16, 24, 40, 0.06), 0 1px 3px rgba(16, 24, 40, 0.08)',
    popover: '0 12px 24px -4px rgba(16, 24, 40, 0.16), 0 4px 8px -2px rgba(16, 24, 40, 0.08)',
    modal: '0 24px 48px -12px rgba(16, 24, 40, 0.3)',
  },
  focusRing: '0 0 0 2px #ffffff, 0 0 0 4px #1d6fd1',
  /**
   * Below this width the top menu and the sidebar give way to the Menu button and its drawer. The
   * rule is 'below 768 px the menu collapses'; on tablets (768-1279 px) every item no longer fits
   * beside the bell, the language and Sign out, so it collapses there too rather than cut a word.
   */
  breakpoint: { menu: '1280px' },
  z: { topBar: 20, popover: 50, modal: 40, alerts: 60 },
} as const

export type Theme = typeof theme
