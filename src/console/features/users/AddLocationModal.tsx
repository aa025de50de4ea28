import { useMutation, useQuery } from '@apollo/client/react'
import { useEffect, useMemo, useState } from 'react'
import { Form } from 'react-aria-components'
import { useTranslation } from 'react-i18next'
import styled from 'styled-components'
import { AddUserLocationDocument, UserLocationChoicesDocument } from '../../../gql/graphql'
import { serverMessage } from '../../api/apollo'
import { Button, ErrorBox, Modal, SearchField, Select, Spinner, useAlerts, useDebounced } from '../../ui'

export interface LocationTarget {
  id: string
  firstName: string
  lastName: string
  locations: readonly (string | null)[]
}

const Count = styled.p`
  margin: 0 0 ${({ theme }) => theme.space(2)};
  color: ${({ theme }) => theme.color.textMuted};
  font-size: ${({ theme }) => theme.text.sm};
  strong {
    color: ${({ theme }) => theme.color.text};
  }
`
const None = styled.p`
  margin: 0;
  padding: ${({ theme }) => theme.space(3)};
  border: 1px dashed ${({ theme }) => theme.color.borderStrong};
  border-radius: ${({ theme }) => theme.radius.md};
  text-align: center;
  color: ${({ theme }) => theme.color.textMuted};
  font-weight: ${({ theme }) => theme.weight.semibold};
`

const FORM_ID = 'add-user-location-form'

/** docs/RULES.md#users add-location modal: only locations the user does not have yet. */
export function AddLocationModal({ user, onOpenChange, onSaved }: { user: LocationTarget | null; onOpenChange: (open: boolean) => void; onSaved: () => void }) {
  const { t } = useTranslation()
  const alert = useAlerts()
  const [choice, setChoice] = useState<string | null>(null)
  const [formError, setFormError] = useState<string | null>(null)
  const [searchText, setSearchText] = useState('')
  const search = useDebounced(searchText.trim())
  // The server pages at 100: a big franchise narrows the list with the search box.
  const { data, previousData, loading } = useQuery(UserLocationChoicesDocument, {
    variables: { page: 1, search: search || undefined },
    skip: !user,
    fetchPolicy: 'network-only',
  })
  const all = useQuery(UserLocationChoicesDocument, { variables: { page: 1 }, skip: !user, fetchPolicy: 'network-only' })
  const [addLocation, addState] = useMutation(AddUserLocationDocument)

  useEffect(() => {
    setChoice(null)
    setFormError(null)
    setSearchText('')
  }, [user])

  const owned = useMemo(() => new Set(user?.locations ?? []), [user])
  const available = useMemo(
    () => ((data ?? previousData)?.listLocations?.data ?? []).filter((row): row is NonNullable<typeof row> => row !== null && !owned.has(row.id)),
    [data, previousData, owned],
  )
  // Every location the user does not have, counted over all pages (a user's locations always exist).
  const allList = all.data?.listLocations
  const availableCount = allList ? Math.max(0, allList.meta.total - owned.size) : available.length

  const submit = async (event: React.FormEvent) => {
    event.preventDefault()
    if (!user || !choice) return
    setFormError(null)
    try {
      await addLocation({ variables: { id: user.id, input: { locationId: choice } } })
      alert.success(t('resources.users.messages.locationAdded', { firstName: user.firstName, lastName: user.lastName }))
      onSaved()
      onOpenChange(false)
    } catch (error) {
      setFormError(serverMessage(error) ?? t('resources.users.messages.locationAddFailed'))
    }
  }

  const noneLeft = !all.loading && allList !== undefined && availableCount === 0
  return (
    <Modal
      isOpen={user !== null}
      onOpenChange={onOpenChange}
      size="sm"
      title={t('resources.users.addLocationTitle')}
      footer={
        <>
          <Button variant="secondary" onPress={() => onOpenChange(false)} isDisabled={addState.loading}>
            {t('common.cancel')}
          </Button>
          <Button variant="primary" type="submit" form={FORM_ID} isDisabled={noneLeft || loading || !choice} isPending={addState.loading}>
            {t('resources.users.addLocationSubmit')}
          </Button>
        </>
      }
    >
      {formError ? <ErrorBox role="alert">{formError}</ErrorBox> : null}
      <Form id={FORM_ID} onSubmit={(event) => void submit(event)}>
        {(loading && !data && !previousData) || (all.loading && !allList) ? (
          <Spinner />
        ) : noneLeft ? (
          <None role="status">{t('resources.users.noLocationsAvailable')}</None>
        ) : (
          <>
            <Count role="status">{t('resources.users.availableLocations', { count: availableCount })}</Count>
            {allList && allList.meta.total > allList.meta.pageSize ? (
              <div style={{ marginBottom: 16 }}>
                <SearchField
                  aria-label={t('resources.users.searchLocations')}
                  placeholder={t('resources.users.searchLocations')}
                  clearLabel={t('common.clearSearch')}
                  value={searchText}
                  onChange={setSearchText}
                />
              </div>
            ) : null}
            <Select
              label={t('resources.users.fields.location')}
              isRequired
              placeholder={t('resources.users.chooseLocation')}
              options={available.map((row) => ({ id: row.id, label: `${row.name} · ${row.locationIdentifier}` }))}
              value={choice}
              onChange={setChoice}
            />
          </>
        )}
      </Form>
    </Modal>
  )
}
