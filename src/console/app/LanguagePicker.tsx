import { useTranslation } from 'react-i18next'
import styled from 'styled-components'
import { changeLanguage } from '../i18n'
import { LANGUAGES, isLanguage, nativeName, shortNativeName } from '../i18n/languages'
import { Select, icons } from '../ui'

const options = LANGUAGES.map((language) => ({ id: language, label: nativeName(language), short: shortNativeName(language) }))

const Wrap = styled.div`
  display: flex;
  align-items: center;
  gap: 4px;
  color: ${({ theme }) => theme.color.textMuted};
  > div {
    min-width: 150px;
  }
  button {
    height: 36px;
  }
  /* Narrower on laptops, so the top menu keeps every word. */
  @media (max-width: 1439px) {
    > svg {
      display: none;
    }
    > div {
      min-width: 0;
      width: 128px;
    }
  }
  @media (max-width: 420px) {
    > div {
      width: auto;
      max-width: 112px;
    }
    button {
      padding: 0 8px;
    }
  }
`

/** The interface language, in the top bar. */
export function LanguagePicker() {
  const { t, i18n } = useTranslation()
  return (
    <Wrap>
      <icons.GlobeIcon />
      <Select
        aria-label={t('nav.language')}
        options={options}
        value={i18n.language}
        onChange={(language) => {
          if (isLanguage(language)) void changeLanguage(language)
        }}
      />
    </Wrap>
  )
}
