import { createInstance, type i18n as I18n } from 'i18next'
import { initReactI18next } from 'react-i18next'
import enUs from './locales/en-us.json'

/** The seven base languages the screen ships; regional variants (fr-ca, es-mx, ar-qa ...) use their base. */
export const SCREEN_LANGUAGES = ['en-us', 'fr', 'es', 'ja', 'ar', 'id', 'ms'] as const
export type ScreenLanguage = (typeof SCREEN_LANGUAGES)[number]

const RTL: ReadonlySet<ScreenLanguage> = new Set(['ar'])

/** en-gb → en-us, fr-ca → fr, es-mx → es, ar-qa → ar; unknown → en-us (docs/RULES.md#constants default). */
export function baseLanguage(language: string | null | undefined): ScreenLanguage {
  const code = (language ?? '').trim().toLowerCase().replace('_', '-')
  const primary = code.split('-')[0]
  if (primary === 'en') return 'en-us'
  return (SCREEN_LANGUAGES as readonly string[]).includes(primary) ? (primary as ScreenLanguage) : 'en-us'
}

// English is bundled; the others load on demand so a wall display downloads one language.
const loaders = import.meta.glob<{ default: Record<string, unknown> }>(['./locales/*.json', '!./locales/en-us.json'])

export const screenI18n: I18n = createInstance()
void screenI18n.use(initReactI18next).init({
  lng: 'en-us',
  fallbackLng: 'en-us',
  lowerCaseLng: true,
  resources: { 'en-us': { translation: enUs } },
  interpolation: { escapeValue: false },
  returnNull: false,
})

/** Switches the screen's texts to the screen's `language` field and sets lang/dir on <html>. */
export async function setScreenLanguage(language: string | null | undefined): Promise<void> {
  const base = baseLanguage(language)
  if (!screenI18n.hasResourceBundle(base, 'translation')) {
    const load = loaders[`./locales/${base}.json`]
    if (load) {
      try {
        screenI18n.addResourceBundle(base, 'translation', (await load()).default)
      } catch {
        // Offline: keep the current language rather than show keys.
        return
      }
    }
  }
  await screenI18n.changeLanguage(base)
  document.documentElement.lang = base
  document.documentElement.dir = RTL.has(base) ? 'rtl' : 'ltr'
}
