/** Product version shown in the footer (docs/RULES.md#constants). */
export const APP_VERSION = '21.12.22'

/** Brand prefix of studio numbers and of the welcome routine's name. */
export const BRAND_PREFIX = 'KB'

/** The 23 UI languages (docs/RULES.md#constants). */
export const LANGUAGES = [
  'en-us',
  'en-gb',
  'en-nz',
  'en-au',
  'fr-ca',
  'fr',
  'es',
  'es-mx',
  'es-cr',
  'es-ec',
  'es-co',
  'es-gt',
  'es-ar',
  'es-pa',
  'ja',
  'ar-qa',
  'ar-jo',
  'ar-lb',
  'ar-sa',
  'ar-ae',
  'ar-kw',
  'id',
  'ms',
] as const
export type Language = (typeof LANGUAGES)[number]

/** The restricted US/Canada language list used in forms. */
export const RESTRICTED_LANGUAGES = ['en-us', 'fr-ca', 'es'] as const satisfies readonly Language[]

export const DEFAULT_LANGUAGE: Language = 'en-us'

/** The restricted time-zone list used in forms; the API accepts any IANA zone. */
export const RESTRICTED_TIME_ZONES = [
  'America/New_York',
  'America/Chicago',
  'America/Phoenix',
  'America/Los_Angeles',
  'America/Anchorage',
  'America/Costa_Rica',
  'Pacific/Honolulu',
  'Asia/Singapore',
  'Asia/Jakarta',
  'Asia/Tokyo',
  'Asia/Qatar',
  'Pacific/Auckland',
  'Australia/Sydney',
] as const

export const DEFAULT_TIME_ZONE = 'America/New_York'

export const PAGE_SIZE = 15
export const MAX_PAGE_SIZE = 100
export const CONTENT_STATUS_PAGE_SIZE = 5
/** The pager shows at most this many page numbers. */
export const PAGER_MAX_PAGES = 10

export const NAME_MAX = 85
export const PERSON_NAME_MAX = 32
export const VIDEO_LINK_MAX = 200
/** The password rule's shortest length (PASSWORD_PATTERN). */
export const PASSWORD_MIN = 8

export const ROUND_MIN = 1
export const ROUND_MAX = 9
export const ROUND_NUMBERS = [1, 2, 3, 4, 5, 6, 7, 8, 9] as const

/** Schedule roll-over hour per weekday: 5 = 5 PM ... 12 = midnight. Sunday first. */
export const SCHEDULE_HOUR_MIN = 5
export const SCHEDULE_HOUR_MAX = 12
export const SCHEDULE_HOUR_DEFAULT = 12
export const SCHEDULE_DAYS = 7
export const DEFAULT_SCHEDULE: readonly number[] = Array.from({ length: SCHEDULE_DAYS }, () => SCHEDULE_HOUR_DEFAULT)

export const SCREEN_AUTH_CODE_LENGTH = 6
export const SCREEN_CONNECTED_WINDOW_MS = 90_000
export const SCREEN_LINK_POLL_MS = 15_000
export const CLASS_SCREEN_POLL_MS = 30_000
export const CONTACT_SUPPORT_RECHECK_MS = 30_000
export const LOCATION_DETAIL_POLL_MS = 45_000
export const COMBO_OVERLAY_MS = 44_000
export const LONG_PRESS_RESET_MS = 2_000
export const ALERT_AUTO_CLOSE_MS = 9_850
export const ALERT_CLOSE_ANIMATION_MS = 150

export const WORKOUT_ROUTINES = 14

export const RELEASE_TYPES = ['Release', 'Hot-Fix'] as const
export type ReleaseType = (typeof RELEASE_TYPES)[number]
export const RELEASES_KEPT = 4

/** Local storage keys of the browser apps. */
export const STORAGE_KEYS = { token: 'token', screenToken: 'screen_auth_token', appVersion: 'app_version' } as const

/** Header a screen device sends its token in (docs/RULES.md#roles). */
export const SCREEN_TOKEN_HEADER = 'screen-auth-token'

/** Proof of play (docs/CLASS-RUNS.md): screens send their plays in batches of at most this many. */
export const PLAYS_PER_REPORT = 50
/** A class that began within this many seconds of its planned instant began on time. */
export const ON_TIME_SECONDS = 60
/** Stalls and seams shorter than this are not worth a report line. */
export const PLAY_GAP_THRESHOLD_MS = 250
/** How often a screen compares the clip on screen with the class clock (proof of sync, docs/CLASS-RUNS.md#proof-of-sync). */
export const SYNC_INTERVAL_MS = 200
/** A screen whose 95th percentile of |drift| in a class is at or under this many ms played in step (the default of SYNC_ALERT_MS). */
export const DEFAULT_SYNC_THRESHOLD_MS = 100
/** The periods the Class reliability page offers, in days. */
export const RELIABILITY_PERIODS = [7, 30] as const
/** Readiness is judged from this many minutes before each scheduled class (docs/CLASS-RUNS.md#readiness). */
export const READINESS_WINDOW_MINUTES = 30

/**
 * A screenshot's JPEG is at most this many bytes (the screen scales its picture down to fit). Here, not beside its
 * schema, so the screen reads it without loading zod.
 */
export const SCREENSHOT_MAX_BYTES = 600_000

/** How far ahead a screen is told what its round will play (docs/SCREEN-DEVICE.md#content-ahead): today and the next six days. */
export const SCREEN_PLAN_DAYS = 7

/** Messages to the screens (docs/MESSAGES.md): the longest words, the longest a notice shows, how far ahead one may start. */
export const MESSAGE_TEXT_MAX = 280
export const MESSAGE_NOTICE_MAX_HOURS = 7 * 24
/** An emergency with an end shows for a day at most; without one it shows until someone clears it. */
export const MESSAGE_EMERGENCY_MAX_HOURS = 24
export const MESSAGE_START_AHEAD_DAYS = 30
/** Messages a studio may have on screen or waiting to show at once. */
export const MESSAGES_PER_LOCATION_MAX = 5
