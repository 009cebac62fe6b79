/** The shipments module's public API: other modules, the app, the jobs and start-up import only this file. */
export { addTagsToShipments, assignShipments, removeTagFromShipments } from './bulk-edits.js';
export { backOffCheck, claimDueChecks, type DueShipment, expireStale } from './check-schedule.js';
export { accountZones, performanceFacts, recountShipments } from './counters.js';
export { applyDeliveryDateSource, customerDeliveryDueSql } from './customer-dates.js';
export { type DemoCheckpoint, type DemoShipment, insertDemoShipments } from './demo-rows.js';
export { statusChangedSql } from './event-filters.js';
export { listConditions } from './list-filters.js';
export { shipmentsRoutes } from './routes.js';
export { applyScans, type DeliveryDates, type LockedShipment, type ScanOutcome, type ShipmentUpdate } from './scans.js';
export { scopeOf, type ShipmentScope } from './scope.js';
export { addCheckedShipments, checkNewShipment, countMatching, type EncodedShipment, encodeShipment, listAllMatching, type NewShipment, redactCustomers, shipmentDetails, shipmentKey } from './service.js';
