import styled, { css } from 'styled-components'

const twoOnPhone = css`
  @media (max-width: 480px) {
    grid-template-columns: repeat(2, minmax(0, 1fr));
    gap: ${({ theme }) => theme.space(1.5)};
  }
`

/**
 * A list of tiles (cards, as many a row as fit), each at least `$min` px wide. `$twoOnPhone` keeps small tiles two a
 * row, closer together, on a phone rather than one a row.
 */
export const TileGrid = styled.ul<{ $min: number; $twoOnPhone?: boolean }>`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(${({ $min }) => $min}px, 1fr));
  gap: ${({ theme }) => theme.space(2)};
  margin: 0;
  padding: 0;
  list-style: none;
  ${({ $twoOnPhone }) => ($twoOnPhone ? twoOnPhone : null)}
`
