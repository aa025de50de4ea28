import { ProgressBar } from 'react-aria-components'
import { useTranslation } from 'react-i18next'
import styled, { keyframes } from 'styled-components'
import { LOADING_ARCS, LOADING_PICTURE, LOADING_TURN_MS } from '../../shared/loadingPicture'

const spin = keyframes`to { transform: rotate(360deg); }`

const Ring = styled(ProgressBar)<{ $size: number }>`
  display: inline-block;
  width: ${({ $size }) => $size}px;
  height: ${({ $size }) => $size}px;
  border: ${({ $size }) => Math.max(2, Math.round($size / 10))}px solid ${({ theme }) => theme.color.surfaceSunken};
  border-top-color: ${({ theme }) => theme.color.brand};
  border-radius: 50%;
  animation: ${spin} 700ms linear infinite;
`

/** An indeterminate progress ring announced as "Loading...". */
export function Spinner({ size = 32, label }: { size?: number; label?: string }) {
  const { t } = useTranslation()
  return <Ring isIndeterminate aria-label={label ?? t('common.loading')} $size={size} />
}

const Centered = styled.div`
  display: grid;
  place-items: center;
  min-height: 60vh;
  img {
    width: 200px;
    max-width: 60vw;
    height: auto;
  }
`
/** The still picture with its arcs turning above it (src/shared/loadingPicture.ts says why two layers). */
const Picture = styled.span`
  position: relative;
  display: inline-block;
  line-height: 0;
  &::after {
    content: '';
    position: absolute;
    inset: 0;
    background: url('${LOADING_ARCS}') center / contain no-repeat;
    animation: ${spin} ${LOADING_TURN_MS}ms linear infinite;
  }
`

/** The brand's loading picture (docs/RULES.md#class-screen, docs/RULES.md#console-pages): 200 px wide, alt text "Loading...". */
export function LoadingImage() {
  const { t } = useTranslation()
  return (
    <Centered>
      <Picture>
        <img src={LOADING_PICTURE} alt={t('common.loading')} width={200} height={200} data-loading="" />
      </Picture>
    </Centered>
  )
}
