export { ExportDrawer } from './components/ExportDrawer';
export { ImportDrawer } from './components/ImportDrawer';
export { exportScopeOf } from './utils/export-scope';
