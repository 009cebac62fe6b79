import { useQueryClient } from '@tanstack/react-query';
import useMediaQuery from '@mui/material/useMediaQuery';
import { startTransition, Suspense, useCallback, useEffect, useMemo, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
// Not from the feature's index: that would bring its drawers, fetched when first opened, with the list.
import { exportScopeOf } from '@/features/import-export/utils/export-scope';
import { allTabSearch, ShipmentList } from '@/features/tracking';
import { QUERY_KEYS } from '@/lib/query-keys';
import { useOpenedOnce } from '@/lib/use-opened-once';
import { preloadableLazy } from '../routes/preloadable-lazy';
import { theme } from '../theme';
import { LIST_PATH, shipmentIdOf } from './tracking-paths';

// The drawers (forms, uploads, the shipment's detail) are fetched when first opened, so the list
// draws without their code; once opened they stay mounted and close with their animation.
const ShipmentDrawer = preloadableLazy(() => import('@/features/shipment').then((module) => module.ShipmentDrawer));
const AddShipmentDrawer = preloadableLazy(() => import('@/features/shipment').then((module) => module.AddShipmentDrawer));
const ImportDrawer = preloadableLazy(() => import('@/features/import-export').then((module) => module.ImportDrawer));
const ExportDrawer = preloadableLazy(() => import('@/features/import-export').then((module) => module.ExportDrawer));

/** Below this width a drawer takes the whole screen (DrawerFrame). */
const DRAWER_COVERS_LIST = theme.breakpoints.down('sm');

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

  // Landing on a shipment's own address, the drawer is what was asked for: the list under it is
  // drawn once the drawer shows the shipment, in a transition (rendered in slices between the
  // browser's other work), instead of holding the drawer's first paint behind its rows. On a
  // phone the drawer covers the list: it is drawn when the drawer closes.
  const [listDrawn, setListDrawn] = useState(() => shipmentId === null);
  const [drawerShown, setDrawerShown] = useState(false);
  const onDrawerShown = useCallback(() => setDrawerShown(true), []);
  const drawerCoversList = useMediaQuery(DRAWER_COVERS_LIST, { noSsr: true });
  useEffect(() => {
    if (listDrawn) return;
    if (shipmentId === null) setListDrawn(true);
    else if (drawerShown && !drawerCoversList) startTransition(() => setListDrawn(true));
  }, [listDrawn, shipmentId, drawerShown, drawerCoversList]);

  return (
    <>
      {listDrawn || shipmentId === null ? <ShipmentList /> : null}
      <Suspense fallback={null}>
        {shipmentId ? <ShipmentDrawer key={shipmentId} shipmentId={shipmentId} onShown={onDrawerShown} onClose={backToList} /> : null}
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
