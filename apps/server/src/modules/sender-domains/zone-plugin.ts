import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config.js';
import { createMailDnsZone } from './dns-zone.js';

/** API processes answer for the mail zone when MAIL_DNS_PORT is set: listening once ready, stopping on close. */
export function registerMailDnsZone(app: FastifyInstance, config: Config): void {
  if (config.mailDns.port === null || config.role === 'worker') return;
  const zone = createMailDnsZone(app.ctx.db, config.mailDns, app.log);
  app.addHook('onReady', async () => {
    const addresses = await zone.listen();
    app.log.info({ zone: config.mailDns.zone, udp: addresses.udp?.port, tcp: addresses.tcp?.port }, 'mail DNS zone answering');
  });
  app.addHook('onClose', async () => zone.close());
}
