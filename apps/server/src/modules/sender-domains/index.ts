/** The sender-domains module's public API: other modules, the app, the jobs and start-up import only this file. */
export { senderDomainsRoutes } from './routes.js';
export { dkimFor, verifiedSenderAddresses } from './sender.js';
export { registerMailDnsZone } from './zone-plugin.js';
