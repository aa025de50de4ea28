import { readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { graphqlDocumentsApart } from '../../scripts/lib/graphql-documents-apart'

// The build gives each of the console's GraphQL documents a module of its own (scripts/lib/graphql-documents-apart.ts).
const generatedId = path.resolve('src/gql/graphql.ts')
const generated = readFileSync(generatedId, 'utf8')

type Hook = (this: unknown, ...args: string[]) => unknown
function hooksOf() {
  const plugin = graphqlDocumentsApart()
  const call = (hook: unknown, ...args: string[]) => (hook as Hook).call({}, ...args)
  return {
    transform: (code: string, id: string) => call(plugin.transform, code, id) as { code: string } | null,
    resolveId: (source: string) => call(plugin.resolveId, source) as string | null,
    load: (id: string) => call(plugin.load, id) as { code: string } | null,
  }
}

describe('graphqlDocumentsApart', () => {
  const names = [...generated.matchAll(/^export const (\w+) = \{"kind":"Document"/gm)].map(([, name]) => name)

  it('re-exports every generated document from a module of its own, and keeps the types', () => {
    expect(names.length).toBeGreaterThan(50)
    const { transform, resolveId, load } = hooksOf()
    const { code } = transform(generated, generatedId)!
    expect(code).not.toContain('"kind":"Document"')
    expect(code).toContain('export type LoginMutation =')
    for (const name of names) {
      const reexport = new RegExp(`^export \\{ ${name} \\} from '([^']+)';$`, 'm').exec(code)
      expect(reexport, name).not.toBeNull()
      const module = load(resolveId(reexport![1])!)!
      const line = generated.split('\n').find((candidate) => candidate.startsWith(`export const ${name} = `))!
      const body = /^export const \w+ = (\{.*\}) as unknown as/.exec(line)![1]
      // The document itself, unchanged.
      expect(module.code).toBe(`export const ${name} = ${body};\n`)
      expect(JSON.parse(body).kind).toBe('Document')
    }
  })

  it('leaves every other module alone', () => {
    const { transform, resolveId, load } = hooksOf()
    expect(transform(generated, path.resolve('src/console/main.tsx'))).toBeNull()
    expect(resolveId('./graphql')).toBeNull()
    expect(load(generatedId)).toBeNull()
  })

  it('stops the build when codegen writes its documents in another form, instead of shipping them all up front', () => {
    const { transform } = hooksOf()
    const reshaped = generated.replace(/^export const (\w+) = \{"kind":"Document"/gm, 'export const $1 = /* other */ {"kind":"Document"')
    expect(() => transform(reshaped, generatedId)).toThrow(/no document in the form graphql-documents-apart splits/)
  })

  it('refuses a document it was never given', () => {
    const { load, resolveId } = hooksOf()
    expect(() => load(resolveId('virtual:graphql-document/NoSuchDocument')!)).toThrow(/No GraphQL document named NoSuchDocument/)
  })
})
