// The Node.js the product runs and is tested on: 24 LTS or later (README, "The two commands"). Kept here as a number,
// not read from package.json, so a deployed copy without it still checks; a test holds the two the same.
export const MINIMUM_NODE_MAJOR = 24

/** Stops the process with a clear message when this Node.js is older than the product supports. */
export function requireSupportedNode(what = 'KB Studio Screens', version = process.versions.node) {
  const major = Number(version.split('.')[0])
  if (major >= MINIMUM_NODE_MAJOR) return
  console.error(
    `${what} needs Node.js ${MINIMUM_NODE_MAJOR} LTS or later; this is Node.js ${version}. ` +
      `Install Node.js ${MINIMUM_NODE_MAJOR} (the README's "The two commands" says how, without touching the machine's own) and run it again.`,
  )
  process.exit(1)
}
