import styled from 'styled-components'

// The stage's dark frame: the page, the screen-sized stage with its player, the clip overlay and the end card.

export const Page = styled.div<{ $embed: boolean }>`
  min-height: 100vh;
  display: flex;
  flex-direction: ${({ $embed }) => ($embed ? 'column' : 'row')};
  align-items: stretch;
  justify-content: center;
  gap: 32px;
  padding: ${({ $embed }) => ($embed ? '0' : '24px')};
  background: radial-gradient(circle at 50% 0%, #2a2d33 0%, #0e0f12 70%);
  color: #f3f4f6;
  @media (max-width: 900px) {
    flex-direction: column;
    align-items: center;
    padding: ${({ $embed }) => ($embed ? '0' : '16px')};
  }
`
export const Stage = styled.div<{ $embed: boolean; $width: number; $height: number }>`
  position: relative;
  flex: none;
  aspect-ratio: ${({ $width, $height }) => `${$width} / ${$height}`};
  height: ${({ $embed, $height }) => ($embed ? '100vh' : `min(${$height}px, calc(100vh - 48px))`)};
  max-width: 100%;
  overflow: hidden;
  border-radius: ${({ $embed }) => ($embed ? '0' : '14px')};
  background: #000;
  box-shadow: ${({ $embed }) => ($embed ? 'none' : '0 30px 60px -20px rgba(0,0,0,0.7), 0 0 0 1px rgba(255,255,255,0.08)')};
  media-controller {
    width: 100%;
    height: 100%;
    --media-primary-color: #fff;
    --media-control-background: rgba(14, 15, 18, 0.72);
    --media-range-track-height: 4px;
    --media-range-bar-color: #d7262e;
  }
  video {
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
  media-control-bar {
    width: 100%;
  }
  media-time-range {
    flex: 1;
  }
  @media (max-width: 900px) {
    height: ${({ $embed }) => ($embed ? '100vh' : 'min(78vh, 1280px)')};
  }
`
export const Overlay = styled.div`
  position: absolute;
  inset-inline: 0;
  top: 0;
  z-index: 1;
  display: flex;
  justify-content: space-between;
  align-items: flex-start;
  gap: 8px;
  padding: 16px;
  background: linear-gradient(180deg, rgba(0, 0, 0, 0.55), transparent);
  pointer-events: none;
  .clip {
    font-weight: 700;
    letter-spacing: 0.04em;
    text-transform: uppercase;
    font-size: 15px;
  }
  .count {
    font-variant-numeric: tabular-nums;
    opacity: 0.8;
    font-size: 13px;
  }
  .combo {
    display: inline-block;
    margin-top: 6px;
    padding: 4px 10px;
    border-radius: 4px;
    background: #d7262e;
    font-weight: 800;
    font-size: 20px;
    letter-spacing: 0.06em;
  }
`
export const Finished = styled.div`
  position: absolute;
  inset: 0;
  z-index: 2;
  display: grid;
  place-content: center;
  gap: 16px;
  text-align: center;
  background: rgba(0, 0, 0, 0.78);
  h2 {
    font-size: 26px;
  }
  button {
    justify-self: center;
    height: 40px;
    padding: 0 20px;
    border: 0;
    border-radius: 6px;
    background: #d7262e;
    color: #fff;
    font: inherit;
    font-weight: 700;
    cursor: pointer;
  }
  button:focus-visible {
    outline: 2px solid #fff;
    outline-offset: 2px;
  }
`
export const Message = styled.p`
  margin: auto;
  padding: 24px;
  text-align: center;
  color: #f3f4f6;
`
