import { useQuery } from '@apollo/client/react'
import { useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import styled from 'styled-components'
import { Upload } from 'tus-js-client'
import { MediaLibraryDocument } from '../../../gql/graphql'
import { serverMessage } from '../../api/apollo'
import { readToken } from '../../api/token'
import { Button, EmptyState, ErrorBox, PageHeader, ProgressBar, SearchField, Spinner, TileGrid, useDocumentTitle } from '../../ui'

const Tile = styled.div`
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.color.surface};
  overflow: hidden;
  height: 100%;
  .poster {
    aspect-ratio: 16 / 9;
    background: ${({ theme }) => theme.color.surfaceSunken};
    display: block;
    width: 100%;
    object-fit: cover;
  }
  .body {
    padding: ${({ theme }) => theme.space(1.5)};
    display: flex;
    flex-direction: column;
    gap: ${({ theme }) => theme.space(0.5)};
  }
  .name {
    font-weight: ${({ theme }) => theme.weight.semibold};
    overflow-wrap: anywhere;
  }
  .facts {
    color: ${({ theme }) => theme.color.textMuted};
    font-size: ${({ theme }) => theme.text.sm};
  }
`

const Uploads = styled.ul`
  list-style: none;
  margin: 0 0 ${({ theme }) => theme.space(2)};
  padding: 0;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(1)};
  li {
    display: flex;
    align-items: center;
    gap: ${({ theme }) => theme.space(1)};
    flex-wrap: wrap;
  }
  li > :first-child {
    flex: 1 1 240px;
  }
`

const Toolbar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: end;
  gap: ${({ theme }) => theme.space(1.5)};
  margin-bottom: ${({ theme }) => theme.space(2)};
`

interface Sending {
  key: string
  name: string
  percent: number
  state: 'sending' | 'paused' | 'done' | 'refused'
  error: string | null
  upload: Upload
}

const clock = (ms: number) => {
  const seconds = Math.round(ms / 1000)
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`
}

/** /admin/media (docs/MEDIA-LIBRARY.md): upload clips over tus with a progress bar each, pause and resume; the library's files with poster, length and size. */
export function MediaPage() {
  const { t, i18n } = useTranslation()
  const title = t('resources.media.title')
  useDocumentTitle(title)
  const [search, setSearch] = useState('')
  const { data, loading, error, refetch } = useQuery(MediaLibraryDocument, { variables: { search: search || undefined } })
  const [sending, setSending] = useState<Sending[]>([])
  const picker = useRef<HTMLInputElement>(null)
  const status = data?.getMediaStatus?.data
  const files = (data?.listMediaFiles?.data ?? []).filter((row) => row !== null)
  const size = new Intl.NumberFormat(i18n.language, { style: 'unit', unit: 'megabyte', maximumFractionDigits: 1 })

  const update = (key: string, change: Partial<Sending>) => setSending((rows) => rows.map((row) => (row.key === key ? { ...row, ...change } : row)))

  const start = (list: FileList | null) => {
    if (!list || !status) return
    const added = [...list].map((file) => {
      const key = `${file.name}-${file.size}-${file.lastModified}`
      const upload: Upload = new Upload(file, {
        endpoint: status.uploadUrl,
        chunkSize: status.chunkBytes,
        retryDelays: [0, 1000, 3000, 5000, 10000],
        headers: { authorization: `Bearer ${readToken() ?? ''}` },
        metadata: { filename: file.name, filetype: file.type },
        // A reload or a dropped connection continues where it stopped (the upload's address is kept in localStorage).
        storeFingerprintForResuming: true,
        removeFingerprintOnSuccess: true,
        onProgress: (sent, total) => update(key, { percent: total ? Math.floor((sent / total) * 100) : 0 }),
        onSuccess: () => {
          update(key, { state: 'done', percent: 100 })
          void refetch()
        },
        onError: (failure) => {
          const body = (failure as { originalResponse?: { getBody(): string } | null }).originalResponse?.getBody()
          let words = t('resources.media.uploadFailed')
          try {
            const answer = JSON.parse(body ?? '') as { code?: string; figure?: string; error?: string }
            const known = answer.code ? t(`apiErrors.${answer.code}`, { defaultValue: answer.error ?? words }) : words
            words = answer.figure ? t('resources.media.refusedFigure', { words: known, figure: answer.figure }) : known
          } catch {
            // Not our envelope (the network): the general words.
          }
          update(key, { state: 'refused', error: words })
        },
      })
      void upload.findPreviousUploads().then((previous) => {
        if (previous.length > 0) upload.resumeFromPreviousUpload(previous[0])
        upload.start()
      })
      return { key, name: file.name, percent: 0, state: 'sending' as const, error: null, upload }
    })
    setSending((rows) => [...rows.filter((row) => !added.some((next) => next.key === row.key)), ...added])
  }

  return (
    <>
      <PageHeader title={title} subtitle={t('resources.media.subtitle')} />
      {status && !status.available ? <ErrorBox role="alert">{t('apiErrors.MEDIA_TOOLS_MISSING')}</ErrorBox> : null}
      <Toolbar>
        <SearchField label={t('resources.media.searchLabel')} value={search} onChange={setSearch} clearLabel={t('resources.media.clearSearch')} />
        <input
          ref={picker}
          type="file"
          accept="video/mp4,video/webm,video/quicktime,.mp4,.m4v,.mov,.webm"
          multiple
          hidden
          aria-label={t('resources.media.upload')}
          onChange={(event) => {
            start(event.currentTarget.files)
            event.currentTarget.value = ''
          }}
        />
        <Button variant="primary" isDisabled={!status?.available} onPress={() => picker.current?.click()}>
          {t('resources.media.upload')}
        </Button>
      </Toolbar>
      {sending.length > 0 ? (
        <Uploads aria-label={t('resources.media.uploads')}>
          {sending.map((row) => (
            <li key={row.key}>
              <ProgressBar label={row.name} value={row.percent} isDone={row.state === 'done'} />
              {row.state === 'sending' ? (
                <Button
                  variant="secondary"
                  onPress={() => {
                    void row.upload.abort()
                    update(row.key, { state: 'paused' })
                  }}
                >
                  {t('resources.media.pause')}
                </Button>
              ) : null}
              {row.state === 'paused' ? (
                <Button
                  variant="secondary"
                  onPress={() => {
                    row.upload.start()
                    update(row.key, { state: 'sending' })
                  }}
                >
                  {t('resources.media.resume')}
                </Button>
              ) : null}
              {row.error ? <ErrorBox role="alert">{row.error}</ErrorBox> : null}
            </li>
          ))}
        </Uploads>
      ) : null}
      {error && !data ? <ErrorBox role="alert">{serverMessage(error) ?? t('errors.loadFailed')}</ErrorBox> : null}
      {loading && !data ? <Spinner /> : null}
      {data && files.length === 0 ? <EmptyState message={t('resources.media.empty')} /> : null}
      <TileGrid $min={220} $twoOnPhone>
        {files.map((file) => (
          <li key={file.id}>
            <Tile>
              {file.posterUrl ? <img className="poster" src={file.posterUrl} alt="" loading="lazy" /> : <span className="poster" aria-hidden="true" />}
              <div className="body">
                <span className="name">{file.name}</span>
                <span className="facts">
                  {t('resources.media.facts', { duration: clock(file.durationMs), size: size.format(file.size / 1_000_000), height: file.height })}
                </span>
                <span className="facts">
                  {file.job.state === 'done'
                    ? t('resources.media.usedBy', { count: file.usedBy.length })
                    : t(`resources.media.job.${file.job.state}`, { progress: file.job.progress })}
                </span>
              </div>
            </Tile>
          </li>
        ))}
      </TileGrid>
    </>
  )
}
