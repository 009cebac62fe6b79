export { ShipmentList } from './components/ShipmentList';
export { allTabSearch } from './utils/list-url';
export type { ExportRouteState } from './utils/export-preselection';
export { prefetchOpeningList } from './api/prefetch-opening-list';
