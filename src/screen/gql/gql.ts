/* eslint-disable */
import * as types from './graphql'

/**
 * Map of all GraphQL operations in the project.
 *
 * This map has several performance disadvantages:
 * 1. It is not tree-shakeable, so it will include all operations in the project.
 * 2. It is not minifiable, so the string of a GraphQL query will be multiple times inside the bundle.
 * 3. It does not support dead code elimination, so it will add unused operations.
 *
 * Therefore it is highly recommended to use the babel or swc plugin for production.
 * This project imports each document from graphql.ts instead, so the map is in no bundle: docs/GRAPHQL.md#typed-documents.
 */
type Documents = {
  'mutation ScreenRegisterCode($input: ScreenLinkCreateBodyInput_Input) {\n  createScreenLink(input: $input) {\n    data {\n      id\n      authCode\n    }\n  }\n}\n\nquery ScreenLinkPoll($id: String!) {\n  getScreenLink(id: $id) {\n    data {\n      id\n      token\n      screen {\n        id\n      }\n    }\n  }\n}': typeof types.ScreenRegisterCodeDocument
}
const documents: Documents = {
  'mutation ScreenRegisterCode($input: ScreenLinkCreateBodyInput_Input) {\n  createScreenLink(input: $input) {\n    data {\n      id\n      authCode\n    }\n  }\n}\n\nquery ScreenLinkPoll($id: String!) {\n  getScreenLink(id: $id) {\n    data {\n      id\n      token\n      screen {\n        id\n      }\n    }\n  }\n}':
    types.ScreenRegisterCodeDocument,
}

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'mutation ScreenRegisterCode($input: ScreenLinkCreateBodyInput_Input) {\n  createScreenLink(input: $input) {\n    data {\n      id\n      authCode\n    }\n  }\n}\n\nquery ScreenLinkPoll($id: String!) {\n  getScreenLink(id: $id) {\n    data {\n      id\n      token\n      screen {\n        id\n      }\n    }\n  }\n}',
): typeof import('./graphql').ScreenRegisterCodeDocument

export function graphql(source: string) {
  return (documents as any)[source] ?? {}
}
