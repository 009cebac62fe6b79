export * from './envelope.js';
export * from './statuses.js';
export * from './roles.js';
export * from './limits.js';
export * from './auth.js';
export * from './session.js';
export * from './subdomain.js';
