import type { CodegenConfig } from '@graphql-codegen/cli'

const config = {
  useTypeImports: true,
  enumsAsTypes: true,
  defaultScalarType: 'unknown',
  scalars: { UUID: 'string', DateTime: 'string', JSON: 'unknown', ObjMap: 'unknown', _DirectiveExtensions: 'unknown' },
}

/** gql.ts's note points to this repo's docs, not to the preset's web page (scripts/lib/codegen-own-note.mjs). */
const ownNote = 'node scripts/lib/codegen-own-note.mjs'

const codegen: CodegenConfig = {
  schema: 'mesh/supergraph.graphql',
  ignoreNoDocuments: true,
  generates: {
    // The console's documents, as parsed documents for Apollo.
    'src/gql/': {
      documents: ['src/console/**/*.graphql'],
      preset: 'client',
      presetConfig: { fragmentMasking: false },
      config,
      hooks: { afterOneFileWrite: [ownNote] },
    },
    // The class screen's (pairing) as plain query strings: the screen ships no GraphQL parser or printer.
    'src/screen/gql/': {
      documents: ['src/screen/**/*.graphql'],
      preset: 'client',
      presetConfig: { fragmentMasking: false },
      config: { ...config, documentMode: 'string' },
      // Committed formatted (it is not in .prettierignore, unlike src/gql/): written as committed, `npm run build` leaves the tree clean.
      hooks: { afterOneFileWrite: [ownNote, 'prettier --write'] },
    },
  },
}

export default codegen
