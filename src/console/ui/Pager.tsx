import { useTranslation } from 'react-i18next'
import styled from 'styled-components'
import { Button } from './Button'
import { ChevronLeftIcon, ChevronRightIcon } from './icons'
import { spreadRow } from './Page'
import { PAGE_SIZE, pagerModel } from './pager'

export interface PagerProps {
  total: number
  page: number
  pageSize?: number
  onPageChange: (page: number) => void
}

const Nav = styled.nav`
  ${spreadRow}
  gap: ${({ theme }) => theme.space(1)};
  padding: ${({ theme }) => theme.space(1.5)} ${({ theme }) => theme.space(2)};
  .summary {
    color: ${({ theme }) => theme.color.textMuted};
    font-size: ${({ theme }) => theme.text.sm};
  }
  ul {
    display: flex;
    gap: ${({ theme }) => theme.space(0.5)};
    list-style: none;
    margin: 0;
    padding: 0;
    flex-wrap: wrap;
  }
  li [aria-current='page'][data-variant],
  li [aria-current='page'][data-variant][data-hovered],
  li [aria-current='page'][data-variant][data-pressed] {
    background: ${({ theme }) => theme.color.brand};
    border-color: ${({ theme }) => theme.color.brand};
    color: ${({ theme }) => theme.color.textInverse};
  }
  [dir='rtl'] & svg {
    transform: scaleX(-1);
  }
`

/** Numbered pages with previous/next; renders nothing for a single page (15 items or fewer). */
export function Pager({ total, page, pageSize = PAGE_SIZE, onPageChange }: PagerProps) {
  const { t } = useTranslation()
  const model = pagerModel(total, page, pageSize)
  if (!model) return null
  const from = (model.page - 1) * pageSize + 1
  const to = Math.min(total, model.page * pageSize)
  return (
    <Nav aria-label={t('pager.label')}>
      <span className="summary">{t('pager.summary', { from, to, total })}</span>
      <ul>
        <li>
          <Button size="sm" variant="secondary" isDisabled={!model.hasPrevious} onPress={() => onPageChange(model.page - 1)}>
            <ChevronLeftIcon size={16} />
            {t('pager.previous')}
          </Button>
        </li>
        {model.pages.map((number) => (
          <li key={number}>
            <Button size="sm" variant="secondary" aria-current={number === model.page ? 'page' : undefined} onPress={() => onPageChange(number)}>
              {number}
            </Button>
          </li>
        ))}
        <li>
          <Button size="sm" variant="secondary" isDisabled={!model.hasNext} onPress={() => onPageChange(model.page + 1)}>
            {t('pager.next')}
            <ChevronRightIcon size={16} />
          </Button>
        </li>
      </ul>
    </Nav>
  )
}
