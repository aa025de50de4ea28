import js from '@eslint/js'
import tseslint from 'typescript-eslint'
import importPlugin from 'eslint-plugin-import'
import { readdirSync } from 'node:fs'

// Room boundaries (README, "Where things live"): shared code and machines import nothing of the app; the server
// never imports console or screen code; the screen never imports console code.
const boundaries = [
  { target: './src/shared', from: ['./src/server', './src/console', './src/screen', './machines'], message: 'src/shared imports nothing of the app.' },
  { target: './machines', from: ['./src/server', './src/console', './src/screen'], message: 'Machines are pure: no app code.' },
  { target: './src/server', from: ['./src/console', './src/screen', './machines'], message: 'The server never imports UI code.' },
  { target: './src/screen', from: ['./src/console', './src/server'], message: 'The class screen never downloads console or server code.' },
  { target: './src/console', from: ['./src/screen', './src/server'], message: 'The console does not import screen or server code.' },
]

// Route folders (README, "Which code answers a URL"): a folder under src/server/routes/ imports no other
// route folder; what several share lives in src/server/domain/, which in turn never imports routes.
const routeFolders = readdirSync(new URL('./src/server/routes', import.meta.url), { withFileTypes: true }).filter((entry) => entry.isDirectory())
const routeBoundaries = [
  ...routeFolders.map(({ name }) => ({
    target: `./src/server/routes/${name}`,
    from: './src/server/routes',
    except: [`./${name}`],
    message: 'A route folder never imports another: move what they share to src/server/domain/.',
  })),
  {
    target: ['./src/server/domain', './src/server/fleet', './src/server/alerts'],
    from: './src/server/routes',
    message: 'Routes call the domain, never the reverse.',
  },
]

// Console features (README, "Which code answers a URL"): a folder under src/console/features/ reaches another feature
// only through that feature's index.ts(x), its public entry; what many features share goes in the kit
// (src/console/ui, src/console/forms).
const featureFolders = readdirSync(new URL('./src/console/features', import.meta.url), { withFileTypes: true }).filter((entry) => entry.isDirectory())
const featureBoundaries = featureFolders.map(({ name }) => ({
  target: `./src/console/features/${name}`,
  from: './src/console/features',
  except: [`./${name}`, ...featureFolders.filter((other) => other.name !== name).flatMap((other) => [`./${other.name}/index.ts`, `./${other.name}/index.tsx`])],
  message: "A console feature imports another only through that feature's index.ts(x); move what several share to src/console/ui or src/console/forms.",
}))

// The console's ground floor (README, "Where things live"): the kit, forms, sign-in, translations and the API client
// are what app/ and features/ stand on, so they never import app/ or features/ (tests/repo/layout.test.ts counts none).
const consoleGround = ['ui', 'forms', 'auth', 'i18n', 'api']
const groundBoundaries = [
  {
    target: consoleGround.map((folder) => `./src/console/${folder}`),
    from: ['./src/console/app', './src/console/features'],
    message: 'src/console/{ui,forms,auth,i18n,api} never import app/ or features/: move what they need down into them.',
  },
]

export default tseslint.config(
  { ignores: ['dist/**', 'src/gql/**', 'src/screen/gql/**', 'node_modules/**', 'data/**', '.tmp/**', 'mesh/supergraph.graphql'] },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: {
        projectService: {
          allowDefaultProject: ['*.js', '*.mjs', 'scripts/*.mjs', 'scripts/lib/*.mjs'],
          maximumDefaultProjectFileMatchCount_THIS_WILL_SLOW_DOWN_LINTING: 16,
        },
        tsconfigRootDir: import.meta.dirname,
      },
    },
    plugins: { import: importPlugin },
    settings: {
      'import/resolver': { node: { extensions: ['.ts', '.tsx', '.js', '.mjs'] } },
      // import/no-cycle reads each imported file of ours (untyped, so fast) and never a package's.
      'import/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import/ignore': ['node_modules'],
    },
    rules: {
      'import/no-restricted-paths': ['error', { zones: [...boundaries, ...routeBoundaries, ...featureBoundaries, ...groundBoundaries] }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/no-misused-promises': ['error', { checksVoidReturn: { attributes: false } }],
      '@typescript-eslint/require-await': 'off',
    },
  },
  {
    // No import cycle in the app's code: a cycle makes load order decide what a module sees.
    files: ['src/**/*.ts', 'src/**/*.tsx'],
    rules: { 'import/no-cycle': ['error', { ignoreExternal: true }] },
  },
  {
    // Each role rule is written once, in src/shared/roles.ts (isAdmin, canDelete, isApiAccess, …):
    // a role compared with a literal elsewhere is a copy that can drift from it.
    files: ['src/console/**', 'src/server/**', 'src/screen/**'],
    ignores: ['**/*.test.ts', '**/*.test.tsx'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "BinaryExpression[operator=/^[!=]==?$/]:matches([left.property.name='role'], [left.name='role'])[right.type='Literal']",
          message: 'Use a role predicate from src/shared/roles.ts instead of comparing a role with a literal.',
        },
        {
          selector: "BinaryExpression[operator=/^[!=]==?$/]:matches([right.property.name='role'], [right.name='role'])[left.type='Literal']",
          message: 'Use a role predicate from src/shared/roles.ts instead of comparing a role with a literal.',
        },
        {
          selector: "CallExpression[callee.property.name='requireRole'] > Literal",
          message: 'Pass a role list from src/shared/roles.ts (ADMIN_ROLES, SUPER_ADMIN_ROLES, …) instead of a literal role.',
        },
      ],
    },
  },
  {
    // Tests read JSON answers (`response.json()` is any by design of light-my-request); the
    // assertions are the type check there.
    files: ['tests/**', '**/*.test.ts', '**/*.test.tsx', 'bench/**'],
    rules: {
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-member-access': 'off',
      '@typescript-eslint/no-unsafe-argument': 'off',
      '@typescript-eslint/no-unsafe-call': 'off',
      '@typescript-eslint/no-unsafe-return': 'off',
      '@typescript-eslint/no-non-null-assertion': 'off',
    },
  },
  {
    files: ['**/*.mjs', '**/*.js'],
    ...tseslint.configs.disableTypeChecked,
    languageOptions: { globals: { process: 'readonly', console: 'readonly', URL: 'readonly', fetch: 'readonly', AbortSignal: 'readonly' } },
  },
)
