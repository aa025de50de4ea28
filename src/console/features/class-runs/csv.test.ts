import { describe, expect, it } from 'vitest'
import { toCsv } from './csv'

describe('toCsv', () => {
  it('quotes what needs quoting, keeps formulas as text and ends lines with CRLF', () => {
    expect(
      toCsv(
        ['Location', 'Classes'],
        [
          ['Studio, "North"', 3],
          ['=HYPERLINK("x")', 0],
          ['-Plain', null],
        ],
      ),
    ).toBe('Location,Classes\r\n"Studio, ""North""",3\r\n"\'=HYPERLINK(""x"")",0\r\n\'-Plain,\r\n')
  })
})
