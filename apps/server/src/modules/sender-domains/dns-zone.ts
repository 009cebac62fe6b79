import dns2 from 'dns2';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.js';
import type { MailDnsConfig } from '../../platform/dns-servers.js';
import { DKIM_SELECTORS, dkimTxt, readLabel } from './records.js';
import { findDomain } from './repository.js';

const { Packet } = dns2;
type Packet = InstanceType<typeof dns2.Packet>;
type Resource = dns2.Packet.Resource;

const RCODE = { NOERROR: 0, SERVFAIL: 2, NXDOMAIN: 3, REFUSED: 5 } as const;
const TTL = 300;
const SELECTORS = new Set<string>(Object.values(DKIM_SELECTORS));

/**
 * The product's mail zone (decision 0026), answered from the sender_domains table: the DKIM
 * public key at each `<selector>.<label>.dkim.<zone>`, the SPF record (MAIL_SPF) at each
 * return path `<label>.<zone>`, SOA and NS at the apex, NXDOMAIN for anything else. The
 * operator delegates the zone to this responder with NS records; merchants' CNAMEs lead here.
 */
export function mailZoneAnswerer(db: Db, config: MailDnsConfig) {
  const zone = config.zone;
  const soa = (): Partial<Resource> => ({
    name: zone,
    type: Packet.TYPE.SOA,
    class: Packet.CLASS.IN,
    ttl: TTL,
    primary: config.nameservers[0],
    admin: `hostmaster.${zone}`,
    // The records change with the table, not by hand: the serial only has to move forward.
    serial: Math.floor(Date.now() / 1000),
    refresh: 3600,
    retry: 600,
    expiration: 604800,
    minimum: TTL,
  });

  /** The TXT strings a name holds, or null when the name does not exist in the zone. */
  async function txtAt(relative: string): Promise<string[][] | null> {
    const parts = relative.split('.');
    if (parts.length === 1) {
      const owner = readLabel(parts[0]!);
      if (!owner || !(await findDomain(db, owner.tenantId, owner.domainId))) return null;
      return config.spf ? [[config.spf]] : [];
    }
    if (parts.length === 3 && parts[2] === 'dkim' && SELECTORS.has(parts[0]!)) {
      const owner = readLabel(parts[1]!);
      const row = owner ? await findDomain(db, owner.tenantId, owner.domainId) : null;
      // One key pair today: both selectors publish it (tp2 is where a rotated key will go).
      return row ? [dkimTxt(row.dkimPublicKey)] : null;
    }
    return null;
  }

  return async function answer(request: Packet): Promise<Packet> {
    const response = Packet.createResponseFromRequest(request);
    const [question] = request.questions;
    const name = question?.name.toLowerCase().replace(/\.$/, '') ?? '';
    if (!question || (name !== zone && !name.endsWith(`.${zone}`))) {
      response.header.rcode = RCODE.REFUSED;
      return response;
    }
    response.header.aa = 1;
    const relative = name === zone ? '' : name.slice(0, -(zone.length + 1));
    const wants = (type: number) => question.type === type || question.type === Packet.TYPE.ANY;
    const record = (fields: Partial<Resource>) => Packet.createResourceFromQuestion(question, { name: question.name, class: Packet.CLASS.IN, ttl: TTL, ...fields });
    try {
      if (relative === '') {
        if (wants(Packet.TYPE.SOA)) response.answers.push(record(soa()));
        if (wants(Packet.TYPE.NS)) for (const ns of config.nameservers) response.answers.push(record({ type: Packet.TYPE.NS, ns }));
      } else if (config.nameservers.includes(name)) {
        // The name servers' own addresses live in the parent zone's glue.
      } else {
        const txt = await txtAt(relative);
        if (txt === null) response.header.rcode = RCODE.NXDOMAIN;
        else if (wants(Packet.TYPE.TXT)) for (const data of txt) response.answers.push(record({ type: Packet.TYPE.TXT, data }));
      }
    } catch {
      response.header.rcode = RCODE.SERVFAIL;
      return response;
    }
    // No answer (NXDOMAIN or no record of that type): the SOA tells resolvers how long to cache that.
    if (!response.answers.length) response.authorities.push(Packet.createResourceFromQuestion(question, soa()));
    return response;
  };
}

export interface MailDnsZone {
  listen(): Promise<{ udp?: { port: number }; tcp?: { port: number } }>;
  close(): Promise<void>;
}

/** The responder on UDP and TCP (long answers are truncated on UDP; resolvers then ask over TCP). */
export function createMailDnsZone(db: Db, config: MailDnsConfig, log: FastifyBaseLogger): MailDnsZone {
  const answer = mailZoneAnswerer(db, config);
  const server = dns2.createServer({
    udp: true,
    tcp: true,
    handle: (request, send) => {
      answer(request)
        .then((response) => send(response))
        .catch((error: unknown) => log.warn({ err: error }, 'mail DNS zone: answer not sent'));
    },
  });
  server.on('requestError', (error) => log.debug({ err: error }, 'mail DNS zone: malformed query'));
  server.on('error', (error) => log.error({ err: error }, 'mail DNS zone: server error'));
  return {
    listen: () => server.listen({ udp: { port: config.port ?? 0, address: config.host }, tcp: { port: config.port ?? 0, address: config.host } }),
    close: () => server.close(),
  };
}
