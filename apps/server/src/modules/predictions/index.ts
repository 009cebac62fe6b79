/** The predictions module's public API: delivery dates learned from delivered history. */
export { addWorkdays, dayOf, isoDateOf, localDayOf, MONDAY_TO_FRIDAY, weekdayOf, workdaysBetween, type Day, type Workdays } from './calendar.js';
export { type Place, type Route } from './lanes.js';
export { DEFAULT_MODEL_SETTINGS, predictDelivery, trainModel, type Delivery, type DeliveryModel, type ModelSettings, type Prediction, type PredictionBasis, type PredictionContext } from './model.js';
export { forgetMerchantModel, forgetPlatformModel, merchantDeliverySettings, merchantPredictors, type MerchantDeliverySettings, type MerchantPredictor, type ShipmentRoute } from './predictor.js';
export { PLATFORM_MIN_DELIVERIES, PLATFORM_MIN_MERCHANTS } from './history.js';
export { localDateIn } from './local-date.js';
