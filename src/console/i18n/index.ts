import i18next, { type BackendModule, type ResourceKey } from 'i18next'
import { initReactI18next } from 'react-i18next'
import enUS from './locales/en-us.json'
import { DEFAULT_LANGUAGE, LANGUAGES, LANGUAGE_STORAGE_KEY, isLanguage, isRightToLeft, toLanguageTag, type Language } from './languages'

type Tree = { [key: string]: unknown }

/**
 * Texts live in one file per base language: the shell's in ./locales, each feature's in
 * features/<feature>/locales (so features never edit one another's files). Regional variants share
 * their base file (es-mx → es, ar-kw → ar); English variants fall back to the bundled en-us. Only the shell's English
 * is in the first download (sign-in shows nothing else); the pages' English, every language's fallback, loads beside it.
 */
const shellFiles = import.meta.glob<ResourceKey>(['./locales/*.json', '!./locales/en-us.json'], { import: 'default' })
const featureFiles = import.meta.glob<ResourceKey>(['../features/*/locales/*.json', '!../features/*/locales/en-us.json'], { import: 'default' })
const featureEnglish = import.meta.glob<ResourceKey>('../features/*/locales/en-us.json', { import: 'default' })

function mergeInto(target: Tree, source: Tree): Tree {
  for (const [key, value] of Object.entries(source)) {
    const existing = target[key]
    target[key] = value && typeof value === 'object' && existing && typeof existing === 'object' ? mergeInto({ ...(existing as Tree) }, value as Tree) : value
  }
  return target
}

/** The base file a language's texts come from, or null for the bundled English. */
export function baseFileOf(language: Language): string | null {
  if (language.startsWith('en')) return null
  if (language === 'fr-ca') return 'fr'
  if (language.startsWith('es')) return 'es'
  if (language.startsWith('ar')) return 'ar'
  return language
}

async function loadAll(loaders: (() => Promise<ResourceKey>)[]): Promise<Tree> {
  const bundles = await Promise.all(loaders.map((load) => load()))
  return bundles.reduce<Tree>((merged, bundle) => mergeInto(merged, bundle as Tree), {})
}

async function loadLanguage(language: Language): Promise<Tree> {
  const base = baseFileOf(language)
  if (!base) return {}
  return loadAll(
    [
      shellFiles[`./locales/${base}.json`],
      ...Object.entries(featureFiles)
        .filter(([path]) => path.endsWith(`/locales/${base}.json`))
        .map(([, load]) => load),
    ].filter(Boolean),
  )
}

const lazyBackend: BackendModule = {
  type: 'backend',
  init() {},
  read(language, _namespace, callback) {
    if (!isLanguage(language)) {
      callback(null, {})
      return
    }
    loadLanguage(language).then(
      (bundle) => callback(null, bundle as ResourceKey),
      (error: unknown) => callback(error instanceof Error ? error : new Error(String(error)), null),
    )
  },
}

function storedLanguage(): Language {
  try {
    const stored = localStorage.getItem(LANGUAGE_STORAGE_KEY)
    return isLanguage(stored) ? stored : DEFAULT_LANGUAGE
  } catch {
    return DEFAULT_LANGUAGE
  }
}

function applyToDocument(language: string) {
  if (typeof document === 'undefined') return
  document.documentElement.lang = toLanguageTag(language)
  document.documentElement.dir = isRightToLeft(language) ? 'rtl' : 'ltr'
}

export const i18n = i18next.createInstance()

i18n.on('languageChanged', applyToDocument)

/** The shell's texts in the reader's language: enough for sign-in and the console's frame (main.tsx paints on it). */
export const shellTextsReady = i18n
  .use(lazyBackend)
  .use(initReactI18next)
  .init({
    lng: storedLanguage(),
    fallbackLng: DEFAULT_LANGUAGE,
    supportedLngs: [...LANGUAGES],
    lowerCaseLng: true,
    load: 'currentOnly',
    partialBundledLanguages: true,
    resources: { [DEFAULT_LANGUAGE]: { translation: enUS } },
    interpolation: { escapeValue: false },
    returnNull: false,
  })

/**
 * Every text, the pages' English included: the router opens a page only once this is done. Their file is
 * asked for now, beside the shell's, not after it: on a phone each request in a row costs a round trip.
 */
const featureEnglishLoaded = loadAll(Object.values(featureEnglish))
export const i18nReady = Promise.all([shellTextsReady, featureEnglishLoaded]).then(([, english]) => {
  i18n.addResourceBundle(DEFAULT_LANGUAGE, 'translation', english, true, true)
})

/** Switches the interface language and remembers the choice. */
export async function changeLanguage(language: Language) {
  try {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, language)
  } catch {
    // Without storage the choice lasts for this visit only.
  }
  await i18n.changeLanguage(language)
}
