import { createGlobalStyle } from 'styled-components'

export const GlobalStyle = createGlobalStyle`
  *, *::before, *::after { box-sizing: border-box; }
  html, body, #root { height: 100%; }
  body {
    margin: 0;
    font-family: ${({ theme }) => theme.font.family};
    font-size: ${({ theme }) => theme.text.md};
    line-height: 1.5;
    color: ${({ theme }) => theme.color.text};
    background: ${({ theme }) => theme.color.surfaceMuted};
    -webkit-font-smoothing: antialiased;
  }
  h1, h2, h3, h4 { margin: 0; line-height: 1.25; }
  a { color: ${({ theme }) => theme.color.brand}; }
  a:focus-visible { outline: none; box-shadow: ${({ theme }) => theme.focusRing}; border-radius: 2px; }
  @media (prefers-reduced-motion: reduce) {
    *, *::before, *::after { animation-duration: 0.01ms !important; transition-duration: 0.01ms !important; }
  }
`
