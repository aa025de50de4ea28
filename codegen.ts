import type { CodegenConfig } from '@graphql-codegen/cli'

const config: CodegenConfig = {
  schema: 'mesh/supergraph.graphql',
  documents: ['src/console/**/*.graphql', 'src/screen/**/*.graphql'],
  ignoreNoDocuments: true,
  generates: {
    'src/gql/': {
      preset: 'client',
      presetConfig: { fragmentMasking: false },
      config: {
        useTypeImports: true,
        enumsAsTypes: true,
        defaultScalarType: 'unknown',
        scalars: { UUID: 'string', DateTime: 'string', JSON: 'unknown', ObjMap: 'unknown', _DirectiveExtensions: 'unknown' },
      },
    },
  },
}

export default config
