/** The couriers module's public API: other modules, the app, the jobs and start-up import only this file. */
export { courierSlug, courierTitle, findCourier, listCouriers, seventeenTrackCode } from './catalogue.js';
export { couriersRoutes } from './routes.js';
