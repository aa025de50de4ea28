import { useMutation, useQuery } from '@apollo/client/react'
import { useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import styled from 'styled-components'
import { RegionsDocument, SetUserRegionsDocument } from '../../../gql/graphql'
import { serverMessage } from '../../api/apollo'
import { roleFromGraphql } from '../../auth/roles'
import { Button, Card, CardHead, Checkbox, useAlerts } from '../../ui'

const Body = styled.div`
  padding: ${({ theme }) => theme.space(2)} ${({ theme }) => theme.space(2.5)};
  display: grid;
  gap: ${({ theme }) => theme.space(1.5)};
  p {
    margin: 0;
    color: ${({ theme }) => theme.color.textMuted};
  }
  .choices {
    display: flex;
    flex-wrap: wrap;
    gap: ${({ theme }) => theme.space(1)} ${({ theme }) => theme.space(3)};
  }
`

/**
 * An admin's region scope (docs/RULES.md#regions), on the super-admin's user page: ticked regions
 * make a regional admin who sees only those regions' studios; none, saved, gives the whole chain.
 */
export function UserRegionsCard({ user, onSaved }: { user: { id: string; role: string; regions: readonly (string | null)[] }; onSaved: () => void }) {
  const { t } = useTranslation()
  const alert = useAlerts()
  const isPlainAdmin = roleFromGraphql(user.role) === 'admin'
  const { data } = useQuery(RegionsDocument, { skip: !isPlainAdmin })
  const [save, saveState] = useMutation(SetUserRegionsDocument)
  const [chosen, setChosen] = useState<Set<string>>(new Set())
  useEffect(() => setChosen(new Set(user.regions.filter((id): id is string => id !== null))), [user.regions])
  if (!isPlainAdmin) return null
  const regions = (data?.listRegions?.data ?? []).filter((row) => row !== null)

  const submit = async () => {
    try {
      // None ticked gives the whole chain, as the card says: the server wants that said outright.
      const input = chosen.size === 0 ? { regions: [], wholeChain: true } : { regions: [...chosen] }
      await save({ variables: { id: user.id, input } })
      alert.success(t('regions.scope.saved'))
      onSaved()
    } catch (failure) {
      alert.error(serverMessage(failure) ?? t('regions.scope.saveFailed'))
    }
  }

  return (
    <Card aria-labelledby="user-regions-heading">
      <CardHead>
        <h2 id="user-regions-heading">{t('regions.scope.title')}</h2>
        <Button variant="primary" onPress={() => void submit()} isPending={saveState.loading}>
          {t('regions.save')}
        </Button>
      </CardHead>
      <Body>
        <p>{chosen.size === 0 ? t('regions.scope.chainWide') : t('regions.scope.scoped', { count: chosen.size })}</p>
        <div className="choices" role="group" aria-label={t('regions.scope.title')}>
          {regions.map((region) => (
            <Checkbox
              key={region.id}
              label={region.name}
              isSelected={chosen.has(region.id)}
              onChange={(selected) =>
                setChosen((current) => {
                  const next = new Set(current)
                  if (selected) next.add(region.id)
                  else next.delete(region.id)
                  return next
                })
              }
            />
          ))}
        </div>
        {regions.length === 0 ? <p>{t('regions.scope.noRegions')}</p> : null}
      </Body>
    </Card>
  )
}
