import type { Plugin } from 'vite'

/** The generated module of the console's GraphQL documents (codegen.ts). */
const GENERATED = /[\\/]src[\\/]gql[\\/]graphql\.ts$/
/** One parsed document as graphql-codegen writes it: one line, `export const NameDocument = {...} as unknown as DocumentNode<...>;`. */
const DOCUMENT_LINE = /^export const (\w+) = (\{"kind":"Document",.*\}) as unknown as DocumentNode<.*>;$/
const PREFIX = 'virtual:graphql-document/'

/**
 * The console's pages each use a few of its GraphQL documents, but codegen writes all of them (90-odd, 130 KB) into
 * one module, and a module goes whole into one chunk: every document then came with the sign-in page's first download
 * and was built, object by object, before the first render. At build, this plugin gives each document a module of its
 * own: src/gql/graphql.ts re-exports them, and each one lands in the chunk of the pages that use it.
 * Types, the dev server and the tests see the file as generated.
 */
export function graphqlDocumentsApart(): Plugin {
  const documents = new Map<string, string>()
  return {
    name: 'graphql-documents-apart',
    apply: 'build',
    enforce: 'pre',
    transform(code, id) {
      if (!GENERATED.test(id)) return null
      let split = 0
      const lines = code.split('\n').map((line) => {
        const found = DOCUMENT_LINE.exec(line)
        if (!found) return line
        const [, name, body] = found
        documents.set(name, body)
        split += 1
        return `export { ${name} } from '${PREFIX}${name}';`
      })
      // A codegen that writes its documents another way would quietly bring them all back to the first download.
      if (split === 0) throw new Error(`${id}: no document in the form graphql-documents-apart splits (scripts/lib/graphql-documents-apart.ts)`)
      return { code: lines.join('\n'), map: null }
    },
    resolveId(source) {
      return source.startsWith(PREFIX) ? `\0${source}` : null
    },
    load(id) {
      if (!id.startsWith(`\0${PREFIX}`)) return null
      const name = id.slice(PREFIX.length + 1)
      const body = documents.get(name)
      if (body === undefined) throw new Error(`No GraphQL document named ${name} in src/gql/graphql.ts`)
      return { code: `export const ${name} = ${body};\n`, moduleSideEffects: false }
    },
  }
}
