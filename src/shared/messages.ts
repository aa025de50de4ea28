/** Validation messages, word for word from docs/RULES.md#validation. */
export const VALIDATION_MESSAGES = {
  loginFailed: 'Invalid email or password',
  passwordTooWeak: 'Password must be at least 8 characters and have at least one uppercase and lowercase letter, number, and symbol.',
  workoutEndDateField: 'Please enter a valid end date.',
  workoutEndDateSubmit: 'Please double-check the form requirements and try again. The Workout end date cannot be scheduled before the start date.',
  videoLinkEmpty: 'Video link URLs cannot be empty.',
  videoLinkInvalid: "Invalid video URLs found. Make sure you're using approved links.",
  incorrectPassword: 'Incorrect Password',
  invalidAuthorizationCode: 'Invalid Authorization Code',
  duplicateRelease: 'Sorry, the release could not be created. A duplicate id has been found.',
} as const

/** Messages the API answers with where docs/RULES.md quotes no wording. */
export const API_MESSAGES = {
  notFound: 'Not Found',
  internal: 'Internal Server Error',
  payloadTooLarge: 'Request body is too large.',
  tooManyAttempts: 'Too many attempts, try again later.',
  signInDelayed: 'Too many failed sign-ins for this account. Wait a moment and try again.',
  serverBusy: 'The server is busy. Try again in a moment.',
  databaseUnavailable: 'The service is briefly unavailable. Try again in a few seconds.',
  pushStreamsFull: 'This server holds as many push streams as it can. Keep polling and try again later.',
  authRequired: 'Authentication required.',
  invalidToken: 'Your session has expired or is invalid. Please sign in again.',
  forbidden: 'You do not have permission to do this.',
  userInactive: 'This account is inactive. Please contact support.',
  ssoNotConfigured: 'Single sign-on is not configured',
  ssoInvalid: 'This sign-in link is invalid or has expired.',
  oidcNotConfigured: 'Sign-in with an identity provider is not configured.',
  oidcFailed: 'The sign-in with your identity provider did not complete. Try again.',
  oidcProviderUnavailable: 'Your identity provider does not answer. Try again later.',
  oidcEmailUnverified: 'Your identity provider did not confirm your email address, so it cannot sign you in here.',
  oidcUnknownUser: 'There is no account for your email address here. Ask your administrator to add you.',
  oidcCodeInvalid: 'This sign-in has expired or was already used. Sign in again.',
  oidcOtherBrowser: 'This sign-in was started in another browser. Sign in again in this one.',
  oidcNotLinked:
    'Your company account is not linked to your account here yet. Sign in with your email and password and choose “Link company account” on your profile, or ask your administrator to allow the link.',
  oidcLinkEmailMismatch:
    'The company account you signed in with has another email address than your account here. Sign in at your identity provider with your own account, or change your email here first.',
  oidcLinkedElsewhere: 'This company account is already linked to another account here.',
  companyAccountNotFound: 'This company account link was not found.',
  companyAccountSuperAdmin: 'A super-admin links their company account themselves, on their profile, after signing in with their password.',
  emailTaken: 'A user with this email already exists.',
  studioNumberTaken: 'A location with this Studio Number already exists.',
  studioNumberReadOnly: 'Studio Number cannot be changed.',
  studioNumberFormat: 'Studio Number must look like KB-US-0001: the brand prefix, an optional country code, then 4 or more digits.',
  locationChanged: 'This location was changed by someone else. Reload and try again.',
  locationNotFound: 'Location not found.',
  timeZoneInvalid: 'Choose a time zone from the list.',
  languageInvalid: 'Choose a language from the list.',
  scheduleHour: 'Each schedule hour must be a whole number from 5 to 12.',
  downloadWindowTime: 'Download window times must be HH:MM (24-hour), such as 22:00.',
  downloadWindowPair: 'Give both ends of the download window, or neither.',
  downloadWindowEmpty: 'The download window must start and end at different times.',
  downloadCapRange: 'The bandwidth cap must be a whole number of Mbit/s from 1 to 10000.',
  invalidEmail: 'Enter a valid email address.',
  urlSlugFormat: 'URL slug may contain only lowercase letters, numbers and hyphens.',
  // Users, rounds and workouts
  userNotFound: 'User not found.',
  userChanged: 'This user was changed by someone else. Reload and try again.',
  ownRoleChange: 'You cannot change your own role.',
  ownDeactivation: 'You cannot deactivate your own account.',
  ownDeletion: 'You cannot delete your own account.',
  apiAccessLocations: 'API access users cannot be given locations.',
  unknownLocations: 'One or more of these locations do not exist.',
  userLocationMissing: 'This location is not assigned to the user.',
  roundNotFound: 'Round not found.',
  roundChanged: 'This round was changed by someone else. Reload and try again.',
  roundNumberTaken: 'A round with this number already exists.',
  roundNumberRange: 'Round must be a whole number from 1 to 9.',
  imageUrlInvalid: 'Image URL must be an http(s) address or a path starting with /.',
  workoutNotFound: 'Workout not found.',
  workoutChanged: 'This workout was changed by someone else. Reload and try again.',
  screenChanged: 'This screen was changed by someone else. Reload and try again.',
  ifMatchInvalid: 'If-Match must be the ETag of the record as you read it, and only on a request that edits that record. Reload and try again.',
  workoutFilterInvalid: 'The q filter must be a JSON object such as {"round": 3, "name": "abc"}, {"noRoutines": true} or {"startsWithinDays": 7}.',
  workoutDateInvalid: 'Dates must be written as YYYY-MM-DD or as an ISO-8601 date-time.',
  videoLinkTooLong: 'Video link URLs can be at most 200 characters.',
  routineStepRange: 'Routine steps run from 1 to 14.',
  routineStepRepeated: 'Each routine step may appear only once.',
  releaseVersionFormat: 'Version must look like 00.00.00 or 00.00.00-000 (2 or more digits per part).',
  releaseTypeInvalid: 'Type must be Release or Hot-Fix.',
  releaseDateInvalid: 'Date must be a valid date (YYYY-MM-DD).',
  releaseIdFormat: 'A release id may contain only letters, numbers, hyphens and underscores (64 at most).',
  releaseIdMismatch: 'id and _id must be the same when both are given.',
  logsCleanNotConfigured: 'Log cleaning is not configured.',
  // Screens, pairing, class control and timetable
  screenNotFound: 'Screen not found.',
  staffRefreshOnly: 'Location staff can only request a screen refresh.',
  authCodeInUse: 'This code is already in use. The screen will show a new one.',
  screenLinkNotFound: 'This screen link has expired or was already used.',
  roundLocationRequired: 'Add the location query parameter to read a round’s workout.',
  timetableFromService: 'The timetable comes from the studio service and cannot be edited here.',
  eventStreamAccept: 'Open this stream with the header Accept: text/event-stream.',
  consoleStreamsPerUser: 'You have as many live consoles open as allowed. Close one; this one keeps updating every 30 seconds.',
  playIdFormat: 'A play report id is 8 to 64 letters, digits, hyphens or underscores.',
  playAnchorRange: 'A play report names a class more than 36 hours from now: check the screen’s clock.',
  classRunNotFound: 'Class run not found.',
  playTimeRange: 'A play report’s clip must start and end within 3 hours of its class’s start, and not later than now: check the screen’s clock.',
  playClipFormat: 'A play report’s clip does not fit the class format: SIGNATURE 45 has 14 clips, MASHUP 45 has 7, each of a set kind and step.',
  playClipRepeated: 'A play report names the same clip of a class twice: a screen plays each clip once.',
  playWorkoutUnknown: 'A play report names a workout that does not exist.',
  playSyncMismatch:
    'A play report’s sync figures do not fit its clip: at most five samples a second of its time on screen, median ≤ 95th percentile ≤ largest, and no more corrections than samples.',
  playClassUnknown:
    'A play report names a class this server does not know: staff did not press Start then, and the timetable had no class due then at the screen’s location.',
  playsTooOften: 'This screen sends play reports too often: it keeps them and sends them again shortly.',
  playRunsCapped: 'This screen reported more classes this hour than a screen can play: it keeps the reports and sends them again later.',
  reliabilityTooOften: 'The class reliability report was asked for too often: try again in a minute.',
  webhookUrlInvalid: 'A webhook URL is a full http or https address without a user name or password.',
  webhookUrlPrivate: 'This webhook URL leads to a private, loopback or link-local address: the server only calls public addresses.',
  webhookUrlUnresolved: 'The host of this webhook URL could not be found.',
  webhookEventsRequired: 'Pick at least one event.',
  webhookNotFound: 'Webhook endpoint not found.',
  webhookDeliveryNotFound: 'Webhook delivery not found.',
  webhookFromEnvironment: 'This endpoint comes from ALERT_WEBHOOK_URL: change it in the server’s environment.',
  webhookTooMany: 'A chain can have at most 50 webhook endpoints.',
  webhookChanged: 'Someone changed this webhook endpoint since you opened it. Reload to see their changes.',
  exportDateFormat: 'Dates are calendar days written YYYY-MM-DD, such as 2026-11-01.',
  exportRangeReversed: 'The last day comes before the first day.',
  exportRangeTooLong: 'An export covers at most 400 days: split it into several.',
  exportCursorInvalid: 'This cursor is not one an earlier page gave: start again without it.',
  exportTooOften: 'Plays were exported too often: try again in a minute.',
  screenshotTooSoon: 'A picture of this screen was asked for moments ago. Wait a few seconds and ask again.',
  screenNotConnected: 'This screen is not connected, so it cannot send a picture of what it shows.',
  screenshotNotJpeg: 'A screenshot must be a JPEG image.',
  screenshotUploadLimit: 'This screen has sent too many pictures. Wait a minute.',
  idFormat: 'This id is not valid: ids are UUIDs, such as 0b6f2c1e-8d3a-4f7e-9c2d-5a1b3c4d5e6f.',
  // Audit log filters (docs/RULES.md#logs)
  logDateFormat: 'Dates in the log filter are ISO 8601 date-times with an offset, such as 2026-11-25T00:00:00Z.',
  logDateRange: 'The end of the date range is before its start.',
  // Messages to the screens (docs/MESSAGES.md)
  messageAudience: 'Send the message to one of these: a list of studios, a region, or the whole chain.',
  messageNotFound: 'Message not found.',
  messageEndRequired: 'A notice needs an end: choose when it disappears.',
  messageEndBeforeStart: 'The message ends before it starts.',
  messageEndPassed: 'The end of the message has already passed.',
  messageTooLong: 'A notice shows for 7 days at most, an emergency with an end for 24 hours.',
  messageStartTooFar: 'A message may start up to 30 days ahead.',
  messageEmergencyNow: 'An emergency shows at once: leave its start empty.',
  messageTooMany: 'A studio has at most 5 messages on screen or waiting to show. Clear one first.',
  messageRegionOnly: 'Only admins and head office send a message to a region.',
  messageChainOnly: 'Only head office sends a message to the whole chain.',
  messageNoStudios: 'None of the chosen studios can get this message.',
  messageAlreadyCleared: 'This message has already been cleared or has ended.',
  messageClearNotAllowed: 'Only its sender, or someone who manages every studio it went to, can clear this message.',
  // Regions and actions across many locations (docs/RULES.md#regions)
  regionNotFound: 'Region not found.',
  regionNameTaken: 'A region with this name already exists.',
  regionChanged: 'This region was changed by someone else. Reload and try again.',
  regionScopeAdminsOnly: 'Only admins can be given regions: location staff have their locations, super-admins the whole chain.',
  regionRequired: 'Choose the region of the new location: you manage more than one.',
  regionUnknown: 'This region does not exist: pick one from the list of regions, or no region.',
  regionOutsideScope: 'A location you add must be in one of your own regions.',
  regionChangeChainWide: 'Only an admin of the whole chain can change the region of a location.',
  regionHasAdmins: 'This region cannot be deleted while admins are scoped to it: give them other regions first.',
  regionScopeWholeChain: 'An empty list of regions gives this admin the whole chain: send wholeChain: true to mean it, or keep a region.',
  regionScopeContradiction: 'Send regions or wholeChain: true, not both.',
  alertNotFound: 'Alert not found.',
  locationActionTarget: 'Name the locations to act on, or a region, but not both.',
  locationActionClosure: 'A closure (its first and last day and its reason) goes with the close action, and only with it.',
  // Holidays, closures and one-off classes (docs/RULES.md#calendar)
  calendarDateFormat: 'Dates must be real calendar dates written as YYYY-MM-DD.',
  calendarRangeTooLong: 'Ask for at most 400 days of the calendar at once.',
  closureRangeOrder: 'A closure ends on or after the day it starts.',
  closureTooLong: 'A closure lasts at most 366 days: add another one for a longer time.',
  closureNotFound: 'Closure not found.',
  calendarTooFarAhead: 'A closure or a one-off class starts at most 730 days after the studio’s today.',
  closuresTooMany: 'A studio has at most 50 closures that have not ended: delete the ones no longer needed, or make one longer.',
  classExceptionsTooMany: 'A studio has at most 300 one-off classes and cancellations ahead: delete the ones no longer needed.',
  classExceptionsPerDay: 'A studio has at most 24 one-off classes and cancellations on one date.',
  holidayDateTaken: 'There is already a holiday on this date.',
  holidayNotFound: 'Holiday not found.',
  holidayChainWideSuperAdmin: 'Only a super-admin sets holidays for the whole chain: choose one of your regions for a regional holiday.',
  closureOverlaps: 'The studio is already closed on some of these days: change or delete that closure instead of adding one over it.',
  extraClassOnClosedDay:
    'The studio is closed on this date (a holiday or a closure), so an extra class would never start: open the day first, or choose another date.',
  classExceptionTaken: 'This class is already added or cancelled on this date.',
  classExceptionNotFound: 'This one-off class change was not found.',
  extraClassNameRequired: 'Name the extra class.',
  // API keys (docs/SECURITY.md#api-keys)
  apiKeyNotFound: 'API key not found.',
  apiKeyExpired: 'This API key has expired: ask for a new one.',
  apiKeyRevoked: 'This API key was revoked: ask for a new one.',
  apiKeyScope: 'This API key may not make this call: its scopes do not include it.',
  apiKeyInvalid: 'This API key is not valid: check that it was sent whole (kbs_<public id>_<secret>), or ask for a new one.',
  apiKeyNeverAllowed:
    'No API key can make this call: it is for people signed in to the console (sign-in, profile, live stream, seen alerts) or manages the keys themselves.',
  apiKeyLocationsOrRegions: 'Give a key locations or regions, not both.',
  apiKeyExpiryPast: 'A key’s expiry must be in the future.',
  apiKeyTooMany: 'A chain can have at most 200 active API keys: revoke the ones no longer used.',
  apiKeyRateLimited: 'This API key made too many requests: wait a minute.',
  // GraphQL limits (docs/SECURITY.md#graphql)
  graphqlDocumentTooLarge: 'This GraphQL document is too long.',
  graphqlTooManyTokens: 'This GraphQL document has too many tokens.',
  graphqlTooManyDirectives: 'This GraphQL document has too many directives.',
  graphqlTooCostly: 'This GraphQL operation asks for too much at once: split it into several requests.',
  // Account changes and single sign-on
  currentPasswordRequired: 'Enter your current password to change your email or password.',
  currentPasswordWrong: 'Your current password is not correct.',
  ownPasswordOnProfile: 'Change your own password on your profile, with your current password.',
  ssoTokenInBody: 'Single sign-on tokens are exchanged with POST /api/v1/auth/sso, the token in the JSON body. This token was not used.',
  // The media library (docs/MEDIA-LIBRARY.md): why a file is refused, in a producer's words; the figure found follows.
  mediaNotVideo: 'This file is not a video a TV can read.',
  mediaTruncated: 'This video is cut short: its end is missing. Upload the whole file again.',
  mediaAudioOnly: 'This file has sound but no picture.',
  mediaContainerUnplayable: 'TVs play MP4 and WebM files only. Export the clip as an H.264 MP4.',
  mediaVideoCodecUnplayable: 'TVs cannot play this video’s picture format. Export the clip as an H.264 MP4.',
  mediaAudioCodecUnplayable: 'TVs cannot play this video’s sound format. Export the clip with AAC sound.',
  mediaTooLong: 'A clip can be at most 3 hours long.',
  mediaTooLarge: 'This file is larger than the library takes.',
  mediaTypeRefused: 'Only video files can be uploaded to the library (MP4 or WebM).',
  mediaUploadsBusy: 'You already have as many uploads running as the server takes. Wait for one to finish.',
  mediaToolsMissing: 'The server cannot check videos: ffmpeg is not installed on it. Ask your operator to install it.',
  mediaDuplicate: 'This exact file is already in the library.',
  mediaNotFound: 'Library file not found.',
  mediaInUse: 'This clip is used by current or coming workouts: pick another clip in them first.',
  mediaChanged: 'Someone changed this library file since you opened it. Reload to see their changes.',
  mediaUploadRefused: 'The server refused this part of the upload.',
} as const

/** Short field messages; the API puts the field's path in front (`body/name: Too long`). */
export const FIELD_MESSAGES = {
  required: 'Required',
  tooLong: 'Too long',
} as const

const authoredMessages: ReadonlySet<string> = new Set([...Object.values(VALIDATION_MESSAGES), ...Object.values(API_MESSAGES)])

/** True for a sentence we wrote ourselves, which reads well without the field path in front. */
export function isAuthoredMessage(message: string): boolean {
  return authoredMessages.has(message)
}

/** Stable names of errors a client may act on, sent as `code` next to `error`. */
export const ERROR_CODES = {
  invalidId: 'INVALID_ID',
  invalidInput: 'INVALID_INPUT',
  staleVersion: 'STALE_VERSION',
  currentPasswordRequired: 'CURRENT_PASSWORD_REQUIRED',
  currentPasswordWrong: 'CURRENT_PASSWORD_WRONG',
  ownPasswordOnProfile: 'OWN_PASSWORD_ON_PROFILE',
  ssoTokenInBody: 'SSO_TOKEN_IN_BODY',
  tooManyAttempts: 'TOO_MANY_ATTEMPTS',
  signInDelayed: 'SIGN_IN_DELAYED',
  serverBusy: 'SERVER_BUSY',
} as const

/** `locationNotFound` → `LOCATION_NOT_FOUND`. */
function codeOfKey(key: string): string {
  return key.replace(/([a-z0-9])([A-Z])/g, '$1_$2').toUpperCase()
}

/**
 * Every sentence the API can answer with, by its stable code (docs/API-CONVENTIONS.md#envelope-and-errors):
 * the code of a message is its key in VALIDATION_MESSAGES or API_MESSAGES, in capitals. Clients
 * translate by code; the English words may be reworded without breaking them.
 */
export const MESSAGE_CODES: Readonly<Record<keyof typeof VALIDATION_MESSAGES | keyof typeof API_MESSAGES, string>> = Object.fromEntries(
  [...Object.keys(VALIDATION_MESSAGES), ...Object.keys(API_MESSAGES)].map((key) => [key, codeOfKey(key)]),
) as Record<keyof typeof VALIDATION_MESSAGES | keyof typeof API_MESSAGES, string>

const codeByMessage: ReadonlyMap<string, string> = new Map(
  [...Object.entries(VALIDATION_MESSAGES), ...Object.entries(API_MESSAGES)].map(([key, text]) => [text, codeOfKey(key)]),
)

/** The code of one of our sentences; undefined for any other text. */
export function codeOfMessage(message: string): string | undefined {
  return codeByMessage.get(message)
}

/** Every code the API may send: one per sentence, and the named ones of ERROR_CODES. */
export const ALL_ERROR_CODES: readonly string[] = [...new Set([...Object.values(MESSAGE_CODES), ...Object.values(ERROR_CODES)])].sort()
