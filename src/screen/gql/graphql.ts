/* eslint-disable */
/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] }
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never }
import type { DocumentTypeDecoration } from '@graphql-typed-document-node/core'
export type ScreenLinkCreateBodyInput_Input = {
  /** A proposal only: show the `authCode` of the answer */
  authCode?: string | null | undefined
}

export type ScreenRegisterCodeMutationVariables = Exact<{
  input?: ScreenLinkCreateBodyInput_Input | null | undefined
}>

export type ScreenRegisterCodeMutation = { createScreenLink: { data: { id: string; authCode: string } } | null }

export type ScreenLinkPollQueryVariables = Exact<{
  id: string
}>

export type ScreenLinkPollQuery = { getScreenLink: { data: { id: string; token: string | null; screen: { id: string } | null } } | null }

export class TypedDocumentString<TResult, TVariables> extends String implements DocumentTypeDecoration<TResult, TVariables> {
  __apiType?: NonNullable<DocumentTypeDecoration<TResult, TVariables>['__apiType']>
  private value: string
  public __meta__?: Record<string, any> | undefined

  constructor(value: string, __meta__?: Record<string, any> | undefined) {
    super(value)
    this.value = value
    this.__meta__ = __meta__
  }

  override toString(): string & DocumentTypeDecoration<TResult, TVariables> {
    return this.value
  }
}

export const ScreenRegisterCodeDocument = new TypedDocumentString(`
    mutation ScreenRegisterCode($input: ScreenLinkCreateBodyInput_Input) {
  createScreenLink(input: $input) {
    data {
      id
      authCode
    }
  }
}
    `) as unknown as TypedDocumentString<ScreenRegisterCodeMutation, ScreenRegisterCodeMutationVariables>
export const ScreenLinkPollDocument = new TypedDocumentString(`
    query ScreenLinkPoll($id: String!) {
  getScreenLink(id: $id) {
    data {
      id
      token
      screen {
        id
      }
    }
  }
}
    `) as unknown as TypedDocumentString<ScreenLinkPollQuery, ScreenLinkPollQueryVariables>
