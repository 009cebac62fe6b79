export { prefetchDashboard } from './api/prefetch-dashboard';
