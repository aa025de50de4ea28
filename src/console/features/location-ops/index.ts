// Moved: location operations are in ../locations (operations/), and Panel is in the kit (src/console/ui/Panel.tsx).
// Only Panel is forwarded here, for the pages that still import it from this path (profile, alerts, class-runs);
// delete this file once they import '../../ui/Panel'.
export { Panel } from '../../ui/Panel'
