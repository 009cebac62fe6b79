/** The messaging module's public API: other modules, the app, the jobs and start-up import only this file. */
export { previewShipmentMessage, queueShipmentEmails, queueShipmentSms, type HeldSms, type RecipientOutcome } from './customer-messages.js';
export { addDefaultEmailTemplate } from './default-email-template.js';
export { messagingRoutes } from './routes.js';
export { unsubscribeRoutes } from './unsubscribe-routes.js';
export { smsInboundRoutes } from './sms-inbound-routes.js';
