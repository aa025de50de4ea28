import { useEffect } from 'react'
import { useTranslation } from 'react-i18next'

/** Sets the browser tab title: "{page} · KB Studio Screens". */
export function useDocumentTitle(title: string) {
  const { t } = useTranslation()
  useEffect(() => {
    document.title = `${title} · ${t('app.name')}`
  }, [title, t])
}
