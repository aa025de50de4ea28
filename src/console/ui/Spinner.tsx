import { ProgressBar } from 'react-aria-components'
import { useTranslation } from 'react-i18next'
import styled, { keyframes } from 'styled-components'
import { LOADING_PICTURE } from '../../shared/loadingPicture'

const spin = keyframes`to { transform: rotate(360deg); }`

const Ring = styled(ProgressBar)<{ $size: number }>`
  display: inline-block;
  width: ${({ $size }) => $size}px;
  height: ${({ $size }) => $size}px;
  border: ${({ $size }) => Math.max(2, Math.round($size / 10))}px solid ${({ theme }) => theme.color.surfaceSunken};
  border-top-color: ${({ theme }) => theme.color.brand};
  border-radius: 50%;
  /* Twelve steps a second, as the loading picture's arcs (src/shared/loadingPicture.css says why). */
  animation: ${spin} 1s steps(12) infinite;
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
/** The brand's loading picture (docs/RULES.md#class-screen, docs/RULES.md#console-pages): 200 px wide, alt text "Loading...". */
export function LoadingImage() {
  const { t } = useTranslation()
  return (
    <Centered>
      {/* Its arcs turn above it by the page's own style (src/shared/loadingPicture.css). */}
      <span className="loading-picture">
        <img src={LOADING_PICTURE} alt={t('common.loading')} width={200} height={200} data-loading="" />
      </span>
    </Centered>
  )
}
