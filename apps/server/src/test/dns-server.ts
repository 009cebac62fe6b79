import dgram from 'node:dgram';
import type { EventEmitter } from 'node:events';
import dns2 from 'dns2';

const { Packet } = dns2;
type Packet = InstanceType<typeof dns2.Packet>;

/** What a merchant publishes in its own zone: CNAMEs (and TXT, to show a wrong record type). */
export interface ZoneRecords {
  cname?: string;
  txt?: string[];
}

export interface TestDnsServer {
  /** `127.0.0.1:<port>`, as DNS_SERVERS takes it. */
  address: string;
  port: number;
  records: Map<string, ZoneRecords>;
  close(): Promise<void>;
}

/** A UDP port free at this moment, for servers that must listen on UDP and TCP alike. */
export async function freePort(): Promise<number> {
  const socket = dgram.createSocket('udp4');
  await new Promise<void>((resolve) => socket.bind(0, '127.0.0.1', resolve));
  const { port } = socket.address();
  await new Promise<void>((resolve) => socket.close(() => resolve()));
  return port;
}

/**
 * A local DNS server standing in for the merchant's DNS and a recursive resolver: it answers
 * the CNAMEs in `records` and, for TXT questions, follows a CNAME into `delegate` (the
 * product's own mail-zone responder) as a resolver would. `silent` never answers (a timeout).
 */
export async function startTestDnsServer(options: { delegate?: { zone: string; port: number }; silent?: boolean } = {}): Promise<TestDnsServer> {
  const records = new Map<string, ZoneRecords>();
  const delegate = options.delegate ? dns2.UDPClient({ dns: '127.0.0.1', port: options.delegate.port, timeout: 2000 }) : null;

  async function chase(name: string, type: number, response: Packet, depth = 0): Promise<void> {
    const key = name.toLowerCase().replace(/\.$/, '');
    const own = records.get(key);
    const base = { name, class: Packet.CLASS.IN, ttl: 60 };
    if (own?.cname) {
      response.answers.push({ ...base, type: Packet.TYPE.CNAME, domain: own.cname } as never);
      if (type !== Packet.TYPE.CNAME && depth < 5) await chase(own.cname, type, response, depth + 1);
      return;
    }
    if (own?.txt && type === Packet.TYPE.TXT) {
      response.answers.push({ ...base, type: Packet.TYPE.TXT, data: own.txt } as never);
      return;
    }
    if (own) return;
    if (delegate && options.delegate && (key === options.delegate.zone || key.endsWith(`.${options.delegate.zone}`))) {
      const upstream = await delegate(key, type === Packet.TYPE.TXT ? 'TXT' : 'A');
      response.answers.push(...upstream.answers);
      if (!upstream.answers.length && depth === 0) response.header.rcode = upstream.header.rcode;
      return;
    }
    if (depth === 0) response.header.rcode = 3; // NXDOMAIN
  }

  const createServer = () => dns2.createServer({
    udp: true,
    // Long answers (a DKIM key after its CNAME) are truncated on UDP; resolvers then ask over TCP.
    tcp: true,
    handle: (request, send) => {
      if (options.silent) return;
      const response = Packet.createResponseFromRequest(request);
      response.header.ra = 1;
      const [question] = request.questions;
      if (!question) return void send(response);
      chase(question.name, question.type, response)
        .catch(() => {
          response.header.rcode = 2; // SERVFAIL
        })
        .then(() => send(response));
    },
  });
  // A port free for UDP may be taken for TCP (an outgoing connection of another test), or taken
  // by another file's server between the probe and the listen: try another.
  for (let attempt = 1; ; attempt += 1) {
    const port = await freePort();
    const server = createServer();
    // dns2 reports a failed listen as an 'error' event, not by rejecting.
    const events = server as unknown as EventEmitter;
    try {
      await new Promise<void>((resolve, reject) => {
        events.once('error', reject);
        server.listen({ udp: { port, address: '127.0.0.1' }, tcp: { port, address: '127.0.0.1' } }).then(() => {
          events.off('error', reject);
          resolve();
        }, reject);
      });
      return { address: `127.0.0.1:${port}`, port, records, close: () => server.close() };
    } catch (error) {
      // Whatever half of it did listen is let go; nothing waits for it.
      server.close().catch(() => undefined);
      if ((error as { code?: string }).code !== 'EADDRINUSE' || attempt === 10) throw error;
    }
  }
}
