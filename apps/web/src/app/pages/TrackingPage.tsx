import { useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { matchPath, useLocation, useNavigate } from 'react-router';
import { ExportDrawer, exportScopeOf, ImportDrawer } from '@/features/import-export';
import { AddShipmentDrawer, ShipmentDrawer } from '@/features/shipment';
import { allTabSearch, ShipmentList } from '@/features/tracking';
import { QUERY_KEYS } from '@/lib/query-keys';

const LIST_PATH = '/tracking';
/** Paths under /tracking that are not a shipment id. */
const FIXED_PATHS = new Set(['/tracking/add', '/tracking/import', '/tracking/export']);

/** The shipment id of /tracking/{id} or /tracking/edit/{id}, if the path is one of them. */
function shipmentIdOf(pathname: string): string | null {
  if (FIXED_PATHS.has(pathname)) return null;
  const match = matchPath('/tracking/edit/:id', pathname) ?? matchPath('/tracking/:id', pathname);
  return match?.params.id ?? null;
}

/**
 * Every /tracking route: the shipment list, with the detail drawer on /tracking/{id} and
 * /tracking/edit/{id}, and the add, import and export drawers on their routes. Closing a
 * drawer returns to the list with its query string. The list hands the export drawer its
 * selection and filters in the router state.
 */
export function TrackingPage() {
  const { pathname, search, state } = useLocation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const shipmentId = shipmentIdOf(pathname);
  const exportScope = useMemo(() => exportScopeOf(state), [state]);

  const backToList = () => void navigate({ pathname: LIST_PATH, search });

  return (
    <>
      <ShipmentList />
      {shipmentId ? <ShipmentDrawer key={shipmentId} shipmentId={shipmentId} onClose={backToList} /> : null}
      <AddShipmentDrawer
        open={pathname === '/tracking/add'}
        onClose={backToList}
        onCreated={() => {
          // A new shipment shows on the All tab (part 1 §4), with the other filters kept.
          void navigate({ pathname: LIST_PATH, search: allTabSearch(search) }, { replace: true });
          void queryClient.invalidateQueries({ queryKey: QUERY_KEYS.shipments });
        }}
      />
      <ImportDrawer open={pathname === '/tracking/import'} onClose={backToList} />
      <ExportDrawer open={pathname === '/tracking/export'} scope={exportScope} onClose={backToList} />
    </>
  );
}
