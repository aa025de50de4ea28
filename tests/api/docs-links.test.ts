// The repo stands alone: every pointer into docs/, CONTRIBUTING.md or README.md names a page and a section that exist, and no
// comment points to a document outside the repo.
import { execFileSync } from 'node:child_process'
import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'

const root = path.resolve(import.meta.dirname, '../..')
const files = execFileSync('git', ['ls-files'], { cwd: root, encoding: 'utf8' })
  .split('\n')
  .filter((file) => /\.(ts|tsx|mjs|js|md|css|graphql|sh)$/.test(file) && existsSync(path.join(root, file)))

/** GitHub's anchor of a heading: lower case, punctuation dropped, spaces to dashes. */
const anchorOf = (heading: string) =>
  heading
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N} -]/gu, '')
    .replace(/ /g, '-')

function anchorsOf(page: string): Set<string> {
  const text = readFileSync(path.join(root, page), 'utf8')
  return new Set([...text.matchAll(/^#{1,6} (.+)$/gm)].map((match) => anchorOf(match[1])))
}

describe('docs pointers', () => {
  it('point at pages and sections that exist', () => {
    const broken: string[] = []
    for (const file of files) {
      const text = readFileSync(path.join(root, file), 'utf8')
      for (const [, page, anchor] of text.matchAll(/\b(docs\/[A-Z-]+\.md|CONTRIBUTING\.md|README\.md)(?:#([a-z0-9-]+))?/g)) {
        if (!existsSync(path.join(root, page))) broken.push(`${file}: ${page}`)
        else if (anchor && !anchorsOf(page).has(anchor)) broken.push(`${file}: ${page}#${anchor}`)
      }
    }
    expect(broken).toEqual([])
  })

  it('never cite a document that is not in the repo', () => {
    // The names are put together here so that this guard is not itself a citation.
    const names = ['SP' + 'EC', 'ST' + 'YLE', 'DES' + 'IGN', 'ST' + 'ACK'].join('|')
    const citation = new RegExp(`\\b(${names})(\\.md)?\\b(?! texts)|§\\s?\\d`)
    const outside = files.filter((file) => citation.test(readFileSync(path.join(root, file), 'utf8')))
    expect(outside).toEqual([])
  })
})
