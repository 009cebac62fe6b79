/** The predictions module's public API: delivery dates learned from delivered history. */
export { addWorkdays, dayOf, isoDateOf, localDayOf, MONDAY_TO_FRIDAY, weekdayOf, workdaysBetween, type Day, type Workdays } from './calendar.js';
export { type Place, type Route } from './lanes.js';
export { DEFAULT_MODEL_SETTINGS, predictDelivery, trainModel, type Delivery, type DeliveryModel, type ModelSettings, type Prediction, type PredictionBasis } from './model.js';
