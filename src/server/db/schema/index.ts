// The database's tables, one file per group; drizzle-kit reads them through this file (drizzle.config.ts).
export * from './people'
export * from './screens'
export * from './content'
export * from './system'
export * from './classRuns'
export * from './alerts'
export * from './webhooks'
// Holidays, closures and one-off classes (migration 0012_calendar).
export * from './calendar'
// OpenID Connect sign-in (migration 0016_oidc).
export * from './oidc'
// Keys for other systems (migration 0017_api_keys).
export * from './apiKeys'
// The media library (migration 0026_media_library).
export * from './media'
// Messages to the screens (migration 0028_screen_messages).
export * from './messages'
