import type { WorkerJob } from './worker-context.js';

/** Unverified sender domains come due every 5 minutes at most: a pass a minute is soon enough. */
const SENDER_DOMAIN_POLL_MS = 60_000;

/** Checks unverified sender domains' DNS records again (modules/sender-domains; decision 0026). */
export const senderDomainChecks: WorkerJob = {
  name: 'sender-domain checks',
  claims:
    'unverified sender_domains due by next_check_at, 20 a pass, leased for 2 minutes; ' +
    'a check that fails sets the next one, a crashed pass is retried after the lease',
  intervalMs: () => SENDER_DOMAIN_POLL_MS,
  async run({ services }) {
    // The handler's own file, not the module's index: the index would load the whole module at start.
    const { RECHECK_BATCH, recheckDueDomains } = await import('../modules/sender-domains/recheck.js');
    return (await recheckDueDomains(services.ctx)) >= RECHECK_BATCH;
  },
};
