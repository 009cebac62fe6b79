/**
 * The rules and the status changes of bench:automations: one merchant's 50 active rules, the
 * way a merchant writes them (a status, narrowed by courier, destination or customer; a few
 * ORs), and the statuses shipments move to.
 */

type Operator = 'IN' | 'NOT IN' | 'LIKE' | 'NOT LIKE';

interface Condition {
  collection: 'shipment';
  query_param: string;
  operator: Operator;
  query_param_value: string[];
}

export interface RuleBody {
  name: string;
  event_type: 'CREATED' | 'UPDATED';
  logical_operator: 'AND' | 'OR';
  condition: Condition[];
  action: object[];
}

/** What the rules' actions name: the account's default e-mail template, a tag and a team member. */
export interface RuleReferences {
  templateId: string;
  tag: { value: string; name: string; color: string };
  user: { value: string; email: string };
}

const condition = (field: string, operator: Operator, values: string[]): Condition => ({ collection: 'shipment', query_param: field, operator, query_param_value: values });

/** Where a status change leads, with its weight (the seeded shipment may already be there: the next one is taken). */
export const TARGET_STATUSES: [string, number][] = [
  ['InTransit', 30],
  ['Delivered', 25],
  ['OutForDelivery', 20],
  ['Exception', 8],
  ['FailedAttempt', 7],
  ['InfoReceived', 5],
  ['Expired', 5],
];

/**
 * Condition sets, most around one status (AND and OR; is, is not, contains, contains not),
 * narrow enough that a change e-mails its customer about once.
 */
const SHAPES: { name: string; logical: 'AND' | 'OR'; conditions: (status: string) => Condition[] }[] = [
  { name: 'status at a leading courier', logical: 'AND', conditions: (status) => [condition('status_id', 'IN', [status]), condition('courier_id', 'IN', ['usps', 'ups', 'fedex', 'dhl'])] },
  { name: 'status to the US or Australia', logical: 'AND', conditions: (status) => [condition('status_id', 'IN', [status]), condition('destination_country', 'LIKE', ['u'])] },
  {
    name: 'status abroad by a leading courier, not the test customers',
    logical: 'AND',
    conditions: (status) => [
      condition('status_id', 'IN', [status]),
      condition('destination_country', 'NOT LIKE', ['u']),
      condition('courier_id', 'IN', ['usps', 'ups', 'fedex', 'dhl']),
      condition('customer_name', 'NOT IN', ['Customer 1', 'Customer 2', 'Customer 3']),
    ],
  },
  { name: 'status to the UK, Ireland or Canada', logical: 'AND', conditions: (status) => [condition('status_id', 'IN', [status]), condition('destination_country', 'IN', ['GB', 'IE', 'CA'])] },
  { name: 'status or Royal Mail', logical: 'OR', conditions: (status) => [condition('status_id', 'IN', [status]), condition('courier_id', 'IN', ['royal-mail'])] },
  { name: 'New Zealand or Canada Post', logical: 'OR', conditions: () => [condition('destination_country', 'IN', ['NZ']), condition('courier_id', 'IN', ['canada-post'])] },
  {
    name: 'moving to Europe, not USPS',
    logical: 'AND',
    conditions: (status) => [
      condition('status_id', 'NOT IN', ['Pending', 'InfoReceived', status]),
      condition('destination_country', 'IN', ['DE', 'FR', 'NL', 'ES', 'IT']),
      condition('courier_id', 'NOT IN', ['usps']),
    ],
  },
];

/**
 * `count` rules: seven in ten on status changes (UPDATED), the rest on new shipments (CREATED);
 * every other one e-mails the customer at once with the default template, some of those also
 * tag; the others tag or assign.
 */
export function benchRules(count: number, refs: RuleReferences): RuleBody[] {
  const statuses = TARGET_STATUSES.map(([status]) => status);
  return Array.from({ length: count }, (_, i) => {
    const shape = SHAPES[i % SHAPES.length]!;
    const status = statuses[Math.floor(i / SHAPES.length) % statuses.length]!;
    const event = i % 10 < 7 ? 'UPDATED' : 'CREATED';
    const email = { type: 'EMAIL', request_params: { template_id: refs.templateId, template_name: 'Default', receiver_type: 'customer', action_type: 'Immediately' } };
    const tag = { type: 'TAG', request_params: [refs.tag] };
    const assign = { type: 'ASSIGN_SHIPMENT', request_params: { user_id: refs.user.value, user_email: refs.user.email } };
    const action = i % 2 === 0 ? (i % 6 === 0 ? [email, tag] : [email]) : i % 4 === 1 ? [tag] : [assign];
    return { name: `Bench ${i + 1}: ${event.toLowerCase()}, ${shape.name} (${status})`, event_type: event, logical_operator: shape.logical, condition: shape.conditions(status), action };
  });
}

/** A small seeded generator (mulberry32): the same changes on every run. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** A new status for a shipment now at `current`, by the weights above (never the one it has). */
export function nextStatus(current: string, random: () => number): string {
  const total = TARGET_STATUSES.reduce((sum, [, weight]) => sum + weight, 0);
  let pick = random() * total;
  let index = TARGET_STATUSES.findIndex(([, weight]) => (pick -= weight) < 0);
  if (index < 0) index = TARGET_STATUSES.length - 1;
  const status = TARGET_STATUSES[index]![0];
  return status === current ? TARGET_STATUSES[(index + 1) % TARGET_STATUSES.length]![0] : status;
}
