export * from './accounts.js';
export * from './mail.js';
export * from './shipments.js';
export * from './events.js';
export * from './stores.js';
export * from './notifications.js';
