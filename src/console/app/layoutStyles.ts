import styled from 'styled-components'
import { wide } from './layoutMedia'

// The frame's own boxes: the shell, the top bar, the body beside the sidebar, the main column and its footer.

export const Shell = styled.div`
  min-height: 100%;
  display: flex;
  flex-direction: column;
`

export const SkipLink = styled.a`
  position: absolute;
  inset-inline-start: 8px;
  top: -48px;
  z-index: 100;
  padding: 8px 16px;
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.surface};
  box-shadow: ${({ theme }) => theme.shadow.popover};
  &:focus {
    top: 8px;
  }
`

export const TopBar = styled.header`
  position: sticky;
  top: 0;
  z-index: ${({ theme }) => theme.z.topBar};
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(2)};
  height: 64px;
  padding: 0 ${({ theme }) => theme.space(2)};
  border-top: 3px solid ${({ theme }) => theme.color.brand};
  border-bottom: 1px solid ${({ theme }) => theme.color.border};
  background: ${({ theme }) => theme.color.surface};
  .start,
  .end {
    display: flex;
    align-items: center;
    gap: ${({ theme }) => theme.space(1)};
    min-width: 0;
  }
  @media ${wide} {
    .start {
      flex: 1 1 auto;
    }
    .end {
      flex: 0 0 auto;
    }
  }
  .brand {
    display: flex;
    align-items: center;
    margin-inline-end: ${({ theme }) => theme.space(2)};
    border-radius: 4px;
  }
  .brand img {
    display: block;
    height: 36px;
    width: auto;
  }
  @media (max-width: 420px) {
    gap: ${({ theme }) => theme.space(0.5)};
    padding: 0 ${({ theme }) => theme.space(1)};
    .start,
    .end {
      gap: ${({ theme }) => theme.space(0.5)};
    }
    .brand {
      margin-inline-end: 0;
    }
    .brand img {
      height: 30px;
    }
  }
`

export const Body = styled.div`
  flex: 1;
  display: flex;
  min-height: 0;
`

export const Main = styled.main`
  flex: 1;
  min-width: 0;
  display: flex;
  flex-direction: column;
  outline: none;
  /* Its own child only: a .content inside a page (a card's text) is not a window tall. */
  > .content {
    flex: 1;
    /* At least the window under the top bar: the footer starts below the fold, so a page filling in as its data
       arrives never pushes it down in view (a layout shift). */
    min-height: calc(100vh - 64px);
    width: 100%;
    max-width: 1440px;
    margin: 0 auto;
    padding: ${({ theme }) => theme.space(4)} ${({ theme }) => theme.space(4)} ${({ theme }) => theme.space(3)};
  }
  @media (max-width: 1440px) {
    > .content {
      padding-inline: ${({ theme }) => theme.space(3)};
    }
  }
  @media (max-width: 600px) {
    > .content {
      padding: ${({ theme }) => theme.space(2.5)} ${({ theme }) => theme.space(2)};
    }
  }
`

export const Footer = styled.footer`
  padding: ${({ theme }) => theme.space(2)} ${({ theme }) => theme.space(4)};
  border-top: 1px solid ${({ theme }) => theme.color.border};
  color: ${({ theme }) => theme.color.textMuted};
  font-size: ${({ theme }) => theme.text.sm};
  text-align: center;
`
