import type { ChildProcess } from 'node:child_process';
import os from 'node:os';
import pg from 'pg';
import { openDatabase } from '../../apps/server/dist/db/client.js';
import { postgresErrorCode } from '../../apps/server/dist/db/errors.js';
import { updateShipmentsStatus } from '../../apps/server/dist/modules/shipments/repository.js';
import { benchRules, nextStatus, seededRandom, type RuleReferences } from './automations-rules.js';
import { benchDatabaseUrl, log, writeResults } from './dataset.js';
import { percentile, sleep, startWorker, stopProcess, waitUntil } from './harness.js';
import { seedShipments } from './seed.js';
import { merchant, startServer } from './server.js';
import { api } from './api.js';

/**
 * Automations end to end on PostgreSQL: one merchant with BENCH_AUTOMATION_RULES active rules
 * (50: CREATED and UPDATED, AND and OR, half e-mailing the customer with the default template,
 * others tagging or assigning) and BENCH_AUTOMATION_CHANGES status changes (20,000) of seeded
 * shipments, each shipment once, made as the bulk status change makes them (one statement per
 * new status updates the shipments and raises their `shipment.updated` events). The worker
 * process (`--role worker`) evaluates them into runs and carries out the steps; e-mails stay
 * queued in the outbox (no SMTP, the mail loop asleep): queued is what is measured. Two phases:
 * - steady: half the changes offered at BENCH_AUTOMATION_RATE (2,000/s, the goal) in 100 ms
 *   ticks (a tick waits for its writes: `written_per_s` says what was reached);
 *   to_queued_p95_ms is over its e-mails: outbox time minus the triggering event's time;
 * - burst: the rest offered at BENCH_AUTOMATION_BURST_RATE (10,000/s, more than the worker
 *   takes); changes_per_s from its first event to its last run, the worker killed with SIGKILL
 *   a third of the way through and started again.
 * Afterwards every change must have one run per UPDATED rule, every e-mail step its e-mail,
 * and nothing may be there twice. With BENCH_WORKER_PROFILE=<folder> the worker writes a CPU
 * profile of the steady phase there and the run stops after it.
 */
const DATABASE_URL = benchDatabaseUrl();
const RULES = Number(process.env.BENCH_AUTOMATION_RULES ?? 50);
const CHANGES = Number(process.env.BENCH_AUTOMATION_CHANGES ?? 20_000);
const RATE = Number(process.env.BENCH_AUTOMATION_RATE ?? 2_000);
const BURST_RATE = Number(process.env.BENCH_AUTOMATION_BURST_RATE ?? 10_000);
const PORT = 3921;
const TICK_MS = 100;
/** How often the backlog is looked at (the figures come from the rows' own times, not from this). */
const POLL_MS = 250;

interface Change {
  id: string;
  status: string;
}

/** The changes of one tick: one bulk status change (a statement of its own) per new status. */
type Apply = (changes: Change[]) => Promise<void>;

/** Writes `changes` at `ratePerS` in ticks (slower when a tick's write takes longer), telling `onFed` the count written. */
async function feed(apply: Apply, changes: Change[], ratePerS: number, onFed: (count: number) => void = () => {}): Promise<void> {
  const perTick = Math.max(1, Math.round((ratePerS * TICK_MS) / 1000));
  const start = Date.now();
  for (let sent = 0, tick = 1; sent < changes.length; sent += perTick, tick += 1) {
    const batch = changes.slice(sent, sent + perTick);
    await apply(batch);
    onFed(sent + batch.length);
    await sleep(start + tick * TICK_MS - Date.now());
  }
}


const sorted = (values: number[]) => [...values].sort((a, b) => a - b);

async function main() {
  const baseUrl = `http://127.0.0.1:${PORT}`;
  const env = {
    ...process.env,
    DATABASE_URL,
    PUBLIC_URL: baseUrl,
    LOG_LEVEL: 'warn',
    WEB_DIST: '',
    // Only automations are measured: no courier checks, and e-mail stays queued (no SMTP, the mail loop asleep).
    SMTP_URL: '',
    TRACKING_POLL_MS: '3600000',
    MAIL_POLL_MS: '3600000',
  };
  Object.assign(process.env, env);
  const server = await startServer(DATABASE_URL, PORT);
  const client = new pg.Client({ connectionString: DATABASE_URL });
  await client.connect();
  const database = await openDatabase({ databaseUrl: DATABASE_URL, poolSize: 4 });
  let worker: ChildProcess | null = null;
  try {
    const owner = await merchant(baseUrl, 'bench-automations@trailpost.test');
    const { tenantId, token } = owner;
    const query = async <T = Record<string, unknown>>(text: string, values: unknown[] = []) => (await client.query(text, [tenantId, ...values])).rows as T[];

    // An earlier run's rules (with their runs and steps), shipments, events and e-mails go.
    log('Clearing an earlier run');
    await query('delete from automation_rules where tenant_id = $1');
    await query('delete from automation_skips where tenant_id = $1');
    await query('delete from automation_skip_sets where tenant_id = $1');
    await query('delete from mail_outbox where tenant_id = $1');
    await query('delete from event_deliveries where tenant_id = $1');
    await query('delete from events where tenant_id = $1');
    await query('delete from shipments where tenant_id = $1');

    // Shipments with customer e-mails, couriers and destinations (no events: their creation is not measured).
    const run = Date.now().toString(36).toUpperCase();
    log(`Seeding ${(CHANGES + 1).toLocaleString('en')} shipments`);
    await seedShipments(client, tenantId, `AU${run}`, CHANGES + 1, log);
    // All on their way with recent news, their next check a year off: nothing but the measured
    // changes moves them (no courier check comes due, nothing expires when the worker starts).
    await query(`
      update shipments set current_status = (array['Pending', 'InfoReceived', 'InTransit', 'InTransit', 'InTransit', 'OutForDelivery', 'Exception', 'FailedAttempt'])[1 + floor(random() * 8)::int],
        delivered_at = null, delivery_time = null, last_checkpoint_time = now() - random() * interval '7 days', next_check_at = now() + interval '1 year'
      where tenant_id = $1`);

    // What the rules' actions name.
    const templates = await api<{ _id: string }[]>(baseUrl, token, 'GET', '/email_template/list');
    const tag = await api<{ _id: string; tag_name: string; tag_color: string }>(baseUrl, token, 'POST', '/tag', { tag_name: `Bench ${run}` });
    const options = await api<{ users: { value: string; email: string }[] }>(baseUrl, token, 'GET', '/automation/options');
    const refs: RuleReferences = { templateId: templates[0]!._id, tag: { value: tag._id, name: tag.tag_name, color: tag.tag_color }, user: options.users[0]! };
    const rules = benchRules(RULES, refs);
    for (const rule of rules) await api(baseUrl, token, 'POST', '/automation', rule);
    // The worker starts on tidy tables (an earlier run's rows are gone) with fresh statistics.
    await client.query('vacuum analyze');
    const updatedRules = rules.filter((rule) => rule.event_type === 'UPDATED').length;
    const actionCount = (type: string) => rules.filter((rule) => rule.action.some((action) => (action as { type: string }).type === type)).length;
    log(`${rules.length} rules: ${updatedRules} on status changes, ${actionCount('EMAIL')} e-mailing the customer`);

    // Each shipment changes once, to a status it does not have (the same choices on every run).
    const random = seededRandom(28);
    const shipments = await query<{ id: string; current_status: string }>('select id, current_status from shipments where tenant_id = $1 order by tracking_number');
    const changes = shipments.map((row) => ({ id: row.id, status: nextStatus(row.current_status, random) }));
    const scope = { tenantId, onlyAssignedTo: null };
    let deadlocks = 0;
    const apply: Apply = async (batch) => {
      const byStatus = new Map<string, string[]>();
      for (const change of batch) {
        const ids = byStatus.get(change.status);
        if (ids) ids.push(change.id);
        else byStatus.set(change.status, [change.id]);
      }
      for (const [status, ids] of byStatus) {
        // A deadlock with the worker's steps (an assignment updates the same rollup rows) is tried again, as a person would.
        for (;;) {
          try {
            await updateShipmentsStatus(database.db, scope, ids, status);
            break;
          } catch (error) {
            if (postgresErrorCode(error) !== '40P01') throw error;
            deadlocks += 1;
          }
        }
      }
    };

    /**
     * Status changes not evaluated yet (waiting for hand-over or for the automations consumer)
     * and steps not carried out. Each count reads its queue's partial index (the tenant is
     * filtered after): polled while the worker runs, it must cost the database little.
     */
    const backlog = async () =>
      (
        await query<{ events: number; steps: number }>(`
          select (select count(*) filter (where tenant_id = $1 and type = 'shipment.updated') from events where dispatched_at is null)::int
              + (select count(*) filter (where tenant_id = $1) from event_deliveries where consumer = 'automations' and dead_at is null)::int as events,
            (select count(*) filter (where tenant_id = $1) from automation_steps where status = 'scheduled')::int as steps`)
      )[0]!;
    const drained = async () => {
      const left = await backlog();
      return left.events === 0 && left.steps === 0;
    };
    const lastEventId = async () => Number((await query<{ id: string }>(`select coalesce(max(id), 0) as id from events where tenant_id = $1`))[0]!.id);

    /**
     * A worker whose mail loop sleeps: its first pass, at start, finds no e-mail due (those
     * queued so far wait a day), so it waits MAIL_POLL_MS (an hour) and every e-mail stays queued.
     */
    const startQuietWorker = async () => {
      await query(`update mail_outbox set next_attempt_at = now() + interval '1 day' where tenant_id = $1 and status = 'pending'`);
      return startWorker(env);
    };
    const loadAtStart = os.loadavg()[0]!;
    worker = await startQuietWorker();
    // The worker is up once a first change has been evaluated and carried out (not counted).
    await apply(changes.slice(0, 1));
    await waitUntil(drained, 60_000, 'the worker to start', POLL_MS);

    // Steady: the goal rate, for the time from a change to its e-mail.
    const steady = changes.slice(1, 1 + Math.floor(CHANGES / 2));
    const burst = changes.slice(1 + steady.length);
    log(`Steady: ${steady.length.toLocaleString('en')} changes at ${RATE.toLocaleString('en')}/s`);
    const steadyFrom = await lastEventId();
    await feed(apply, steady, RATE);
    await waitUntil(drained, 1_800_000, 'the steady changes to be carried out', POLL_MS);
    if (process.env.BENCH_WORKER_PROFILE) {
      await stopProcess(worker);
      throw new Error('profiled the steady phase only');
    }

    // Burst: faster than the worker takes them; the worker killed a third of the way through.
    log(`Burst: ${burst.length.toLocaleString('en')} changes at up to ${BURST_RATE.toLocaleString('en')}/s, the worker killed with SIGKILL mid-run`);
    const burstFrom = await lastEventId();
    let fed = 0;
    const feeding = feed(apply, burst, BURST_RATE, (count) => (fed = count));
    await waitUntil(async () => fed - (await backlog()).events >= burst.length / 3, 600_000, 'a third of the burst', POLL_MS);
    const killedAt = Date.now();
    await stopProcess(worker, 'SIGKILL');
    const evaluatedAtKill = fed - (await backlog()).events;
    log(`  killed after ${evaluatedAtKill.toLocaleString('en')} changes evaluated; restarting`);
    worker = await startQuietWorker();
    await feeding;
    await waitUntil(drained, 1_800_000, 'the burst to be carried out', POLL_MS);
    log('Measuring');
    await client.query('analyze events, automation_runs, automation_skips, automation_skip_sets, automation_steps, mail_outbox');

    /**
     * Evaluations written for the changes of a phase (a matched run each, a skipped rule each in
     * the skips): how many, and the times of its first and last events and of its last evaluation.
     */
    const runsOf = async (from: number, to: number) =>
      (
        await query<{ changes: number; runs: number; matched: number; first_event: Date; last_event: Date; last_run: Date }>(
          `with changed as (select id, created_at from events where tenant_id = $1 and type = 'shipment.updated' and id > $2 and id <= $3),
          evaluations as (
            select r.matched, r.created_at, 1 as n from changed join automation_runs r on r.tenant_id = $1 and r.event_key = 'event:' || changed.id
            union all
            select false, s.created_at, cardinality(k.rule_ids) from changed join automation_skips s on s.tenant_id = $1 and s.event_key = 'event:' || changed.id
            join automation_skip_sets k on k.tenant_id = s.tenant_id and k.id = s.set_id)
          select (select count(*) from changed)::int as changes, coalesce(sum(n), 0)::int as runs,
            coalesce(sum(n) filter (where matched), 0)::int as matched, (select min(created_at) from changed) as first_event,
            (select max(created_at) from changed) as last_event, max(created_at) as last_run
          from evaluations`,
          [from, to],
        )
      )[0]!;
    /** Each e-mail of a phase with where its time went (handed to consumers, evaluated, queued: ms from the event) and when it was queued. */
    const emailsOf = async (from: number, to: number) =>
      query<{ handed_over: number; evaluated: number; queued: number; queued_at: Date }>(
        `select extract(epoch from e.dispatched_at - e.created_at) * 1000 as handed_over, extract(epoch from r.created_at - e.created_at) * 1000 as evaluated,
          extract(epoch from m.created_at - e.created_at) * 1000 as queued, m.created_at as queued_at
        from mail_outbox m
        join automation_steps s on s.tenant_id = m.tenant_id and s.id = split_part(m.idempotency_key, ':', 2)::uuid
        join automation_runs r on r.tenant_id = s.tenant_id and r.id = s.run_id
        join events e on e.tenant_id = r.tenant_id and e.id = substr(r.event_key, length('event:') + 1)::bigint
        where m.tenant_id = $1 and m.idempotency_key like 'automation:%' and e.id > $2 and e.id <= $3`,
        [from, to],
      );
    const burstTo = await lastEventId();
    const [steadyRuns, burstRuns] = [await runsOf(steadyFrom, burstFrom), await runsOf(burstFrom, burstTo)];
    const steadyEmails = await emailsOf(steadyFrom, burstFrom);
    const burstEmails = await emailsOf(burstFrom, burstTo);
    const queued = sorted(steadyEmails.map((row) => Number(row.queued)));
    const burstQueued = sorted(burstEmails.map((row) => Number(row.queued)));
    const stages = Object.fromEntries((['handed_over', 'evaluated', 'queued'] as const).map((stage) => [stage, Math.round(percentile(sorted(steadyEmails.map((row) => Number(row[stage]))), 95))]));
    const seconds = (runs: typeof steadyRuns) => (runs.last_run.getTime() - runs.first_event.getTime()) / 1000;
    /** How a phase went: changes written per second, evaluated per second, e-mails queued per second (each from its first event). */
    const rates = (runs: typeof steadyRuns, emails: typeof steadyEmails) => ({
      written_per_s: Math.round(runs.changes / Math.max(0.001, (runs.last_event.getTime() - runs.first_event.getTime()) / 1000)),
      evaluated_per_s: Math.round(runs.changes / seconds(runs)),
      emails_queued_per_s: Math.round(emails.length / Math.max(0.001, (emails.reduce((last, row) => Math.max(last, row.queued_at.getTime()), 0) - runs.first_event.getTime()) / 1000)),
    });
    const restart = (await query<{ first: Date | null }>(`select least((select min(created_at) from automation_runs where tenant_id = $1 and created_at > $2),
      (select min(created_at) from automation_skips where tenant_id = $1 and created_at > $2)) as first`, [new Date(killedAt)]))[0]!.first;

    // Twice for one occurrence: an evaluation (run or skip), or an e-mail by its idempotency key or by (rule, shipment, event, address).
    const [twice] = await query<{ runs: number; emails_by_key: number; emails_by_occurrence: number }>(`
      select
        (select coalesce(sum(n - 1), 0) from (
          select count(*) as n from (
            select rule_id, shipment_id, event_key from automation_runs where tenant_id = $1
            union all select unnest(k.rule_ids), s.shipment_id, s.event_key from automation_skips s
              join automation_skip_sets k on k.tenant_id = s.tenant_id and k.id = s.set_id where s.tenant_id = $1) e
          group by rule_id, shipment_id, event_key having count(*) > 1) x)::int as runs,
        (select count(*) - count(distinct idempotency_key) from mail_outbox where tenant_id = $1 and idempotency_key like 'automation:%')::int as emails_by_key,
        (select coalesce(sum(n - 1), 0) from (
          select count(*) as n from mail_outbox m
          join automation_steps s on s.tenant_id = m.tenant_id and s.id = split_part(m.idempotency_key, ':', 2)::uuid
          join automation_runs r on r.tenant_id = s.tenant_id and r.id = s.run_id
          where m.tenant_id = $1 and m.idempotency_key like 'automation:%'
          group by r.rule_id, r.shipment_id, r.event_key, m.to_address having count(*) > 1) y)::int as emails_by_occurrence`);
    // Nothing left out: every e-mail step carried out and its e-mail there; no step failed, no event a dead letter.
    const [steps] = await query<{ email_steps: number; email_steps_done: number; sends: number; failed: number; failed_details: Record<string, number> | null; by_type: Record<string, number> }>(`
      select count(*) filter (where action_type = 'EMAIL')::int as email_steps, count(*) filter (where action_type = 'EMAIL' and status = 'done')::int as email_steps_done,
        coalesce(sum(sends) filter (where action_type = 'EMAIL'), 0)::int as sends, count(*) filter (where status = 'failed')::int as failed,
        (select jsonb_object_agg(action_type, n) from (select action_type, count(*)::int as n from automation_steps where tenant_id = $1 group by action_type) t) as by_type,
        (select jsonb_object_agg(detail, n) from (select left(detail, 120) as detail, count(*)::int as n from automation_steps where tenant_id = $1 and status = 'failed' group by 1) f) as failed_details
      from automation_steps where tenant_id = $1`);
    const [outbox] = await query<{ emails: number; left_the_queue: number; dead_events: number }>(`
      select (select count(*) from mail_outbox where tenant_id = $1 and idempotency_key like 'automation:%')::int as emails,
        (select count(*) from mail_outbox where tenant_id = $1 and status <> 'pending')::int as left_the_queue,
        (select count(*) from event_deliveries where tenant_id = $1 and consumer = 'automations' and dead_at is not null)::int as dead_events`);
    const changed = steadyRuns.changes + burstRuns.changes;
    const duplicates = twice!.runs + twice!.emails_by_key + twice!.emails_by_occurrence;
    const burstSeconds = seconds(burstRuns);
    const report = {
      benchmark: 'automations',
      rules: { active: rules.length, on_status_change: updatedRules, on_created: rules.length - updatedRules, email: actionCount('EMAIL'), tag: actionCount('TAG'), assign: actionCount('ASSIGN_SHIPMENT') },
      changes: changed,
      changes_per_s: Math.round(burstRuns.changes / burstSeconds),
      to_queued_p95_ms: Math.round(percentile(queued, 95)),
      duplicates,
      to_queued_p50_ms: Math.round(percentile(queued, 50)),
      to_queued_max_ms: Math.round(queued[queued.length - 1] ?? 0),
      stages_p95_ms: stages,
      steady: { changes: steadyRuns.changes, offered_per_s: RATE, ...rates(steadyRuns, steadyEmails), emails: steadyEmails.length },
      burst: {
        changes: burstRuns.changes,
        offered_per_s: BURST_RATE,
        ...rates(burstRuns, burstEmails),
        seconds_including_restart: Math.round(burstSeconds * 10) / 10,
        changes_per_s_before_kill: Math.round(evaluatedAtKill / ((killedAt - burstRuns.first_event.getTime()) / 1000)),
        emails: burstEmails.length,
        to_queued_p95_ms: Math.round(percentile(burstQueued, 95)),
      },
      kill_at: { changes_evaluated: evaluatedAtKill, of: burst.length, restart_to_first_run_ms: restart ? restart.getTime() - killedAt : null },
      runs: steadyRuns.runs + burstRuns.runs,
      matched_runs: steadyRuns.matched + burstRuns.matched,
      emails: outbox!.emails,
      emails_per_change: Math.round((outbox!.emails / changed) * 100) / 100,
      // 0: the mail loop handled none of them (kept or sent), so it took no time from the measure.
      emails_handled_by_mail_loop: outbox!.left_the_queue,
      steps: steps!.by_type,
      duplicates_detail: twice,
      missing_runs: changed * updatedRules - (steadyRuns.runs + burstRuns.runs),
      missing_emails: steps!.email_steps - steps!.email_steps_done + (steps!.sends - outbox!.emails),
      failed_steps: steps!.failed,
      failed_step_details: steps!.failed_details,
      bulk_change_deadlocks: deadlocks,
      dead_events: outbox!.dead_events,
      // Other work on the machine (2 cores) slows the worker and the database alike.
      load_average_1m: { at_start: Math.round(loadAtStart * 10) / 10, at_end: Math.round(os.loadavg()[0]! * 10) / 10 },
      goals: { changes_per_s: '>= 2000', to_queued_p95_ms: '<= 5000', duplicates: 0 },
    };
    log(JSON.stringify(report, null, 2));
    writeResults('automations', report);
  } finally {
    if (worker) await stopProcess(worker);
    await client.end();
    await database.close();
    await server.stop();
  }
}

await main();
