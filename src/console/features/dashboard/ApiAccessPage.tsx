import { useTranslation } from 'react-i18next'
import styled from 'styled-components'
import { useAuth } from '../../auth/AuthContext'
import { Link, PageHeader, Panel } from '../../ui'
import { isolateLtr } from '../../i18n/bidi'

const Grid = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 420px), 1fr));
  gap: ${({ theme }) => theme.space(2.5)};
  p {
    margin: 0 0 ${({ theme }) => theme.space(1.5)};
    color: ${({ theme }) => theme.color.textMuted};
  }
  ul {
    margin: 0;
    padding-inline-start: 20px;
    display: flex;
    flex-direction: column;
    gap: 6px;
  }
`
// Commands read left to right in every language; the block scrolls sideways, so it takes focus for keyboard users.
const Code = styled.pre.attrs({ dir: 'ltr', tabIndex: 0 })`
  margin: 0 0 ${({ theme }) => theme.space(1.5)};
  padding: ${({ theme }) => theme.space(1.5)};
  overflow-x: auto;
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.topBar};
  color: #e8eaed;
  font-family: ${({ theme }) => theme.font.mono};
  font-size: ${({ theme }) => theme.text.sm};
  line-height: 1.5;
  direction: ltr;
  text-align: left;
`

/**
 * What an api-access user's console is for (docs/SECURITY.md): signing in for a token, the REST
 * reference and the GraphQL endpoint. The role reads every location and changes nothing.
 */
export function ApiAccessPage() {
  const { t } = useTranslation()
  const { user } = useAuth()
  const origin = window.location.origin
  const key = 'resources.apiAccess'
  const email = user?.email ?? 'you@example.com'
  return (
    <>
      <PageHeader title={t(`${key}.title`)} subtitle={t(`${key}.subtitle`)} />
      <Grid data-testid="api-access">
        <Panel id="api-token" title={t(`${key}.tokenTitle`)}>
          <p>{t(`${key}.tokenText`)}</p>
          <Code>{`curl -X POST ${origin}/api/v1/auth \\\n  -H 'content-type: application/json' \\\n  -d '{"email":"${email}","password":"…"}'`}</Code>
          <p>{t(`${key}.tokenUse`)}</p>
          <Code>{`curl ${origin}/api/v1/locations \\\n  -H 'authorization: Bearer <token>'`}</Code>
          <p>{t(`${key}.tokenLife`)}</p>
          <p>{t(`${key}.keysText`)}</p>
        </Panel>
        <Panel id="api-graphql" title={t(`${key}.graphqlTitle`)}>
          <p>{t(`${key}.graphqlText`, { endpoint: isolateLtr(`${origin}/graphql`) })}</p>
          <Code>{`curl ${origin}/graphql \\\n  -H 'authorization: Bearer <token>' \\\n  -H 'content-type: application/json' \\\n  -d '{"query":"{ listLocations { data { id name } } }"}'`}</Code>
        </Panel>
        <Panel id="api-reference" title={t(`${key}.referenceTitle`)}>
          <p>{t(`${key}.referenceText`)}</p>
          <ul>
            <li>
              <Link href="/api/docs" target="_blank">
                {t(`${key}.referenceLink`)}
              </Link>
            </li>
            <li>
              <Link href="/api/docs/json" target="_blank">
                {t(`${key}.openapiLink`)}
              </Link>
            </li>
          </ul>
        </Panel>
        <Panel id="api-reads" title={t(`${key}.readsTitle`)}>
          <ul>
            <li>
              <code>GET /api/v1/locations</code> — {t(`${key}.reads.locations`)}
            </li>
            <li>
              <code>GET /api/v1/locations/{'{id}'}/class-runs</code> — {t(`${key}.reads.classRuns`)}
            </li>
            <li>
              <code>GET /api/v1/class-reliability?days=30</code> — {t(`${key}.reads.reliability`)}
            </li>
            <li>
              <code>GET /api/v1/locations/{'{id}'}/readiness</code> — {t(`${key}.reads.readiness`)}
            </li>
            <li>
              <code>GET /api/v1/alerts?status=open</code> — {t(`${key}.reads.alerts`)}
            </li>
          </ul>
        </Panel>
      </Grid>
    </>
  )
}
