import { useQueryClient } from '@tanstack/react-query';
import { Suspense, useMemo } from 'react';
import { matchPath, useLocation, useNavigate } from 'react-router';
// Not from the feature's index: that would bring its drawers, fetched when first opened, with the list.
import { exportScopeOf } from '@/features/import-export/utils/export-scope';
import { allTabSearch, ShipmentList } from '@/features/tracking';
import { QUERY_KEYS } from '@/lib/query-keys';
import { useOpenedOnce } from '@/lib/use-opened-once';
import { preloadableLazy } from '../routes/preloadable-lazy';

// The drawers (forms, uploads, the shipment's detail) are fetched when first opened, so the list
// draws without their code; once opened they stay mounted and close with their animation.
const ShipmentDrawer = preloadableLazy(() => import('@/features/shipment').then((module) => module.ShipmentDrawer));
const AddShipmentDrawer = preloadableLazy(() => import('@/features/shipment').then((module) => module.AddShipmentDrawer));
const ImportDrawer = preloadableLazy(() => import('@/features/import-export').then((module) => module.ImportDrawer));
const ExportDrawer = preloadableLazy(() => import('@/features/import-export').then((module) => module.ExportDrawer));

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

  const adding = pathname === '/tracking/add';
  const importing = pathname === '/tracking/import';
  const exporting = pathname === '/tracking/export';
  const addDrawn = useOpenedOnce(adding);
  const importDrawn = useOpenedOnce(importing);
  const exportDrawn = useOpenedOnce(exporting);

  const backToList = () => void navigate({ pathname: LIST_PATH, search });

  return (
    <>
      <ShipmentList />
      <Suspense fallback={null}>
        {shipmentId ? <ShipmentDrawer key={shipmentId} shipmentId={shipmentId} onClose={backToList} /> : null}
        {addDrawn ? (
          <AddShipmentDrawer
            open={adding}
            onClose={backToList}
            onCreated={() => {
              // A new shipment shows on the All tab (part 1 §4), with the other filters kept.
              void navigate({ pathname: LIST_PATH, search: allTabSearch(search) }, { replace: true });
              void queryClient.invalidateQueries({ queryKey: QUERY_KEYS.shipments });
            }}
          />
        ) : null}
        {importDrawn ? <ImportDrawer open={importing} onClose={backToList} /> : null}
        {exportDrawn ? <ExportDrawer open={exporting} scope={exportScope} onClose={backToList} /> : null}
      </Suspense>
    </>
  );
}
