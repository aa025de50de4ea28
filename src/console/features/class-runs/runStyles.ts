import styled from 'styled-components'

// What the run page and the reliability page share: their stacked sections, the row of fact cards, the notes list, and the key under the run's charts.

/** The page's sections, one under another. */
export const Sections = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(2.5)};
`

/** A row of fact cards, a label over a figure; `$big` for the reliability totals' larger figures. */
export const Facts = styled.dl<{ $big?: boolean }>`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(${({ $big }) => ($big ? 160 : 150)}px, 1fr));
  gap: ${({ theme }) => theme.space(1.5)};
  margin: 0 0 ${({ theme }) => theme.space(2.5)};
  > div {
    padding: ${({ theme }) => theme.space(1.5)} ${({ theme }) => theme.space(2)};
  }
  dt {
    font-size: ${({ theme }) => theme.text.xs};
    color: ${({ theme }) => theme.color.textMuted};
    text-transform: uppercase;
    letter-spacing: 0.04em;
  }
  dd {
    margin: 4px 0 0;
    font-size: ${({ $big, theme }) => ($big ? theme.text.xxl : theme.text.lg)};
    font-weight: ${({ $big, theme }) => ($big ? theme.weight.bold : theme.weight.semibold)};
    font-variant-numeric: tabular-nums;
  }
  dd small {
    margin-inline-start: 6px;
    font-size: ${({ theme }) => theme.text.sm};
    font-weight: ${({ theme }) => theme.weight.regular};
    color: ${({ theme }) => theme.color.textMuted};
  }
`

/** A bulleted list of what went wrong. */
export const Notes = styled.ul`
  margin: 0;
  padding: ${({ theme }) => theme.space(2)} ${({ theme }) => theme.space(2)} ${({ theme }) => theme.space(2)} ${({ theme }) => theme.space(4)};
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(0.75)};
  font-size: ${({ theme }) => theme.text.md};
`

/** The key under a run's chart: a swatch (`<i>`) and its words per item; the timeline's and the sync panel's. */
export const Legend = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(2)};
  margin: 0;
  padding: 0 ${({ theme }) => theme.space(2)} ${({ theme }) => theme.space(2)};
  list-style: none;
  font-size: ${({ theme }) => theme.text.xs};
  color: ${({ theme }) => theme.color.textMuted};
  li {
    display: inline-flex;
    align-items: center;
    gap: 6px;
  }
  i {
    display: inline-block;
    width: 14px;
    height: 10px;
    border-radius: 2px;
  }
`
