import { useMutation, useQuery } from '@apollo/client/react'
import { useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { MessageRegionsDocument, MessageStudiosDocument, SendMessageDocument } from '../../../gql/graphql'
import { MESSAGE_TEXT_MAX } from '../../../shared/constants'
import { serverMessage } from '../../api/apollo'
import { isAdmin, isSuperAdmin, type Role } from '../../auth/roles'
import { CheckboxGroup, FormRow } from '../../forms'
import { FormModal, Select, TextAreaField } from '../../ui'

type Audience = 'locations' | 'region' | 'chain'
const STARTS = ['now', '1', '3', '24'] as const
const DURATIONS = ['1', '3', '12', '24', '168', 'cleared'] as const
const HOUR_MS = 60 * 60_000

export interface SendMessageModalProps {
  isOpen: boolean
  onOpenChange: (open: boolean) => void
  role: Role
  onSent: () => void
}

/** Send a message (docs/MESSAGES.md): its words, its level, when it shows, and the studios the sender's role may name. */
export function SendMessageModal({ isOpen, onOpenChange, role, onSent }: SendMessageModalProps) {
  const { t } = useTranslation()
  const [text, setText] = useState('')
  const [level, setLevel] = useState<'notice' | 'emergency'>('notice')
  const [audience, setAudience] = useState<Audience>('locations')
  const [studios, setStudios] = useState<Set<string>>(new Set())
  const [region, setRegion] = useState<string | null>(null)
  const [starts, setStarts] = useState<(typeof STARTS)[number]>('now')
  const [duration, setDuration] = useState<(typeof DURATIONS)[number]>('3')
  const [failure, setFailure] = useState<string | null>(null)
  const studiosQuery = useQuery(MessageStudiosDocument, { skip: !isOpen })
  const regionsQuery = useQuery(MessageRegionsDocument, { skip: !isOpen || !isAdmin(role) })
  const [sendMessage, sendState] = useMutation(SendMessageDocument)
  const audiences: Audience[] = isSuperAdmin(role) ? ['locations', 'region', 'chain'] : isAdmin(role) ? ['locations', 'region'] : ['locations']
  const emergency = level === 'emergency'
  const durations = DURATIONS.filter((id) => (emergency ? id !== '168' : id !== 'cleared'))

  useEffect(() => {
    if (!isOpen) return
    setText('')
    setLevel('notice')
    setAudience('locations')
    setStudios(new Set())
    setRegion(null)
    setStarts('now')
    setDuration('3')
    setFailure(null)
  }, [isOpen])

  const save = async (event: React.FormEvent) => {
    event.preventDefault()
    const startsAt = emergency || starts === 'now' ? null : new Date(Date.now() + Number(starts) * HOUR_MS)
    const from = startsAt ?? new Date()
    const shown = durations.includes(duration) ? duration : emergency ? 'cleared' : '3'
    const input = {
      text: text.trim(),
      level,
      ...(startsAt ? { startsAt: startsAt.toISOString() } : {}),
      endsAt: shown === 'cleared' ? null : new Date(from.getTime() + Number(shown) * HOUR_MS).toISOString(),
      ...(audience === 'locations' ? { locations: [...studios] } : audience === 'region' ? { region } : { chain: true }),
    }
    try {
      await sendMessage({ variables: { input } })
      onOpenChange(false)
      onSent()
    } catch (error) {
      setFailure(serverMessage(error) ?? t('messages.sendFailed'))
    }
  }

  return (
    <FormModal
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      title={t('messages.sendTitle')}
      formId="message-form"
      onSubmit={(submitted) => void save(submitted)}
      submitLabel={emergency ? t('messages.sendEmergency') : t('messages.send')}
      isPending={sendState.loading}
      error={failure}
    >
      <TextAreaField
        label={t('messages.fields.text')}
        description={t('messages.textHelp', { max: MESSAGE_TEXT_MAX })}
        value={text}
        onChange={setText}
        maxLength={MESSAGE_TEXT_MAX}
        isRequired
        autoFocus
      />
      <FormRow>
        <Select
          label={t('messages.fields.level')}
          description={emergency ? t('messages.emergencyHelp') : t('messages.noticeHelp')}
          options={(['notice', 'emergency'] as const).map((id) => ({ id, label: t(`messages.level.${id}`) }))}
          value={level}
          onChange={(value) => setLevel(value as 'notice' | 'emergency')}
        />
      </FormRow>
      <FormRow>
        {emergency ? null : (
          <Select
            label={t('messages.fields.starts')}
            options={STARTS.map((id) => ({ id, label: t(`messages.starts.${id}`) }))}
            value={starts}
            onChange={(value) => setStarts(value as (typeof STARTS)[number])}
          />
        )}
        <Select
          label={t('messages.fields.duration')}
          options={durations.map((id) => ({ id, label: t(`messages.duration.${id}`) }))}
          value={durations.includes(duration) ? duration : durations[0]}
          onChange={(value) => setDuration(value as (typeof DURATIONS)[number])}
        />
      </FormRow>
      {audiences.length > 1 ? (
        <FormRow>
          <Select
            label={t('messages.fields.audience')}
            options={audiences.map((id) => ({ id, label: t(`messages.audience.${id}`) }))}
            value={audience}
            onChange={(value) => setAudience(value as Audience)}
          />
        </FormRow>
      ) : null}
      {audience === 'locations' ? (
        <CheckboxGroup
          legend={t('messages.fields.studios')}
          choices={(studiosQuery.data?.listLocations?.data ?? []).flatMap((option) => (option ? [{ id: option.id, label: option.name }] : []))}
          selected={studios}
          onChange={setStudios}
          scrolls
        />
      ) : audience === 'region' ? (
        <FormRow>
          <Select
            label={t('messages.fields.region')}
            options={(regionsQuery.data?.listRegions?.data ?? []).flatMap((option) => (option ? [{ id: option.id, label: option.name }] : []))}
            value={region ?? ''}
            onChange={(value) => setRegion(String(value))}
          />
        </FormRow>
      ) : null}
      <div
        aria-label={t('messages.preview')}
        role="figure"
        style={{ background: emergency ? '#e4001b' : '#000', color: '#fff', padding: 16, borderRadius: 8, textAlign: 'center' }}
      >
        <strong>{t(`messages.level.${level}`)}</strong>
        <p dir="auto" style={{ margin: '8px 0 0', fontSize: 20, fontWeight: 800, overflowWrap: 'anywhere' }}>
          {text || t('messages.previewEmpty')}
        </p>
      </div>
    </FormModal>
  )
}
