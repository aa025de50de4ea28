// How the code is laid out stays as README ("Where things live") and CONTRIBUTING say: the console's ground
// floor never imports what stands on it, and every file and folder is named in its folder's one case.
import { execFileSync } from 'node:child_process'
import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'

const root = path.resolve(import.meta.dirname, '../..')
const tracked = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard'], { cwd: root, encoding: 'utf8' })
  .split('\n')
  .filter((file) => file && existsSync(path.join(root, file)))

/** The relative imports of a file (static, dynamic, re-exports, vi.mock), resolved against the repo root. */
function importsOf(file: string): string[] {
  const text = readFileSync(path.join(root, file), 'utf8')
  const specifiers = [...text.matchAll(/(?:\bfrom\s+|\bimport\s*\(\s*|\bimport\s+|vi\.mock\(\s*)['"](\.{1,2}\/[^'"]+)['"]/g)].map((match) => match[1])
  return specifiers.map((specifier) => path.posix.join(path.posix.dirname(file), specifier))
}

describe('the console ground floor', () => {
  // The kit, forms, sign-in, translations and the API client are what app/ and features/ stand on.
  const ground = ['ui', 'forms', 'auth', 'i18n', 'api'].map((folder) => `src/console/${folder}/`)
  const above = ['src/console/app', 'src/console/features']

  it('imports nothing of app/ or features/', () => {
    const files = tracked.filter((file) => ground.some((folder) => file.startsWith(folder)) && /\.tsx?$/.test(file))
    expect(files.length).toBeGreaterThan(50)
    const upward = files.flatMap((file) =>
      importsOf(file)
        .filter((target) => above.some((folder) => target === folder || target.startsWith(`${folder}/`)))
        .map((target) => `${file} → ${target}`),
    )
    expect(upward).toEqual([])
  })

  it('finds an upward import when there is one', () => {
    // The scan above must be able to fail: the app itself imports the ground floor and features.
    expect(importsOf('src/console/app/router.tsx').some((target) => target.startsWith('src/console/features/'))).toBe(true)
  })
})

const camelCase = /^[a-z][a-zA-Z0-9]*$/
const PascalCase = /^[A-Z][a-zA-Z0-9]*$/
const kebabCase = /^[a-z0-9]+(-[a-z0-9]+)*$/

/** The name before the first dot: `LoginPage` of LoginPage.test.tsx. */
const baseName = (file: string) => path.posix.basename(file).split('.')[0]
const isTest = (file: string) => /\.(test|e2e)\.tsx?$/.test(file)
const generated = (file: string) => /^src\/(screen\/)?gql\//.test(file)

describe('file names', () => {
  const code = tracked.filter((file) => /^(src|machines)\//.test(file) && /\.(tsx?|graphql)$/.test(file) && !file.endsWith('.d.ts') && !generated(file))

  it('in src/ and machines/: a module camelCase, a component file PascalCase', () => {
    expect(code.length).toBeGreaterThan(300)
    expect(code.filter((file) => !camelCase.test(baseName(file)) && !PascalCase.test(baseName(file)))).toEqual([])
  })

  it('a PascalCase file exports a component (a PascalCase value)', () => {
    const named = code.filter((file) => PascalCase.test(baseName(file)) && !isTest(file))
    const exportsComponent = (text: string) => /export (?:default )?(?:function|const|class) [A-Z]|export \{[^}]*\b[A-Z]\w*\b[^}]*\}/.test(text)
    expect(named.filter((file) => !exportsComponent(readFileSync(path.join(root, file), 'utf8')))).toEqual([])
  })

  it('a folder in src/ and machines/ in lower case (a console feature as its URL segment, class-runs)', () => {
    const folders = new Set(code.flatMap((file) => path.posix.dirname(file).split('/')))
    expect([...folders].filter((folder) => !camelCase.test(folder) && !kebabCase.test(folder))).toEqual([])
  })

  it('in tests/: a test file kebab-case, what tests share camelCase (a declaration file is named for its package)', () => {
    const files = tracked.filter((file) => file.startsWith('tests/') && /\.tsx?$/.test(file) && !file.endsWith('.d.ts'))
    expect(files.filter((file) => (isTest(file) ? !kebabCase.test(baseName(file)) : !camelCase.test(baseName(file))))).toEqual([])
  })
})
