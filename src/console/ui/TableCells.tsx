import styled from 'styled-components'

/** Machine text in a cell (a key's prefix, an address, a URL): left to right in any language, a size smaller. */
export const CodeText = styled.code<{ $wrap?: boolean }>`
  direction: ltr;
  unicode-bidi: isolate;
  font-size: ${({ theme }) => theme.text.sm};
  ${({ $wrap }) => ($wrap ? 'word-break: break-all; white-space: normal;' : '')}
`

/** A row's name (its id names the row for its buttons' aria-describedby) over what it is in machine terms. */
export function NameAndCodeCell({ id, name, code, wrap = false }: { id: string; name: string; code: string; wrap?: boolean }) {
  return (
    <span>
      <strong id={id}>{name}</strong>
      <br />
      <CodeText $wrap={wrap}>{code}</CodeText>
    </span>
  )
}
