import { describe, expect, it } from 'vitest'
import { neutraliseCell, toCsv } from './csv'

describe('toCsv', () => {
  it('quotes every cell, keeps formulas as text and ends lines with CRLF', () => {
    expect(
      toCsv(
        ['Location', 'Classes', 'Share'],
        [
          ['Studio, "North"', 3, null],
          ['=HYPERLINK("x")', 0, -1.5],
          ['-Plain', null, ''],
        ],
      ),
    ).toBe('"Location","Classes","Share"\r\n"Studio, ""North""","3",""\r\n"\'=HYPERLINK(""x"")","0","-1.5"\r\n"\'-Plain","",""\r\n')
  })

  it('neutralises a formula after a separator: a location named `Other;=2+3\\t=4+5` stays one text cell', () => {
    const csv = toCsv(['Location'], [['Other;=2+3\t=4+5']])
    expect(csv).toBe('"Location"\r\n"\'Other;=2+3\t=4+5"\r\n')
    // One quoted field: its `;` and tab are inside the quotes, so a `;` locale or a tab import keeps it one
    // cell, and that cell starts with `'`, so it is text.
    expect(csv.split('\r\n')[1]).toMatch(/^"'[^"]*"$/)
  })

  it.each([
    ['=1+1', "'=1+1"],
    ['+1', "'+1"],
    ['-1', "'-1"],
    ['@SUM(A1)', "'@SUM(A1)"],
    ['\t=1', "'\t=1"],
    ['\r=1', "'\r=1"],
    ['a,=1', "'a,=1"],
    ['a;+1', "'a;+1"],
    ['a\t@x', "'a\t@x"],
    ['a;\t=1', "'a;\t=1"],
    ['Kickboxing 45', 'Kickboxing 45'],
    ['Studio - North', 'Studio - North'],
    ['a;b', 'a;b'],
  ])('neutraliseCell(%j) is %j', (input, output) => {
    expect(neutraliseCell(input)).toBe(output)
  })
})
