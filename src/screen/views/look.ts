import styled, { keyframes } from 'styled-components'

/** A wall display seen from across a gym: black, huge type, brand red. Sizes follow the viewport. */
export const look = {
  red: '#e4001b',
  redBright: '#ff2a2a',
  text: '#ffffff',
  muted: '#b9b9b9',
  mono: "'DejaVu Sans Mono', 'Menlo', 'Consolas', ui-monospace, monospace",
} as const

export const FullScreen = styled.main`
  position: fixed;
  inset: 0;
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: 4vmin;
  padding: 6vmin;
  box-sizing: border-box;
  background: #000;
  color: ${look.text};
  text-align: center;
`

export const Logo = styled.img`
  width: min(60vw, 70vmin);
  height: auto;
`

export const Heading = styled.h1`
  margin: 0;
  font-size: 8vmin;
  font-weight: 900;
  letter-spacing: 0.04em;
  text-transform: uppercase;
`

export const Lead = styled.p`
  margin: 0;
  max-width: 32ch;
  font-size: 4vmin;
  line-height: 1.3;
  color: ${look.muted};
`

export const RedRule = styled.div`
  width: 18vmin;
  height: 1.2vmin;
  border-radius: 1vmin;
  background: ${look.red};
`

const spin = keyframes`to { transform: rotate(360deg); }`

export const LoadingImage = styled.img`
  animation: ${spin} 1.2s linear infinite;
  @media (prefers-reduced-motion: reduce) {
    animation: none;
  }
`
