/** The console's page: written last by a web build, so its time is the build's. */
export const webBuildStamp: string
/** Builds the console and the class screen when their sources are newer than the last build. */
export function ensureWebBuild(): void
