// A graphql-codegen hook (codegen.ts): the client preset's gql.ts ends its note on the operation map with a link to the
// preset's web page; this points the reader to this repo's docs instead, where what that note warns of is answered.
// Run with the paths codegen wrote; files without that line are left as they are.
import { readFileSync, writeFileSync } from 'node:fs'

const LINK_LINE = /^( \* )Learn more about it here: https?:\/\/\S+$/m
const OWN_NOTE = '$1This project imports each document from graphql.ts instead, so the map is in no bundle: docs/GRAPHQL.md#typed-documents.'

for (const file of process.argv.slice(2)) {
  const text = readFileSync(file, 'utf8')
  if (LINK_LINE.test(text)) writeFileSync(file, text.replace(LINK_LINE, OWN_NOTE))
}
