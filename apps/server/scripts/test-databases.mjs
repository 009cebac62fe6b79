// Runs the server tests on the embedded PGlite, then again on PostgreSQL when
// TEST_DATABASE_URL names one, so both databases pass the same suite.
import { spawnSync } from 'node:child_process';

const extra = process.argv.slice(2);
// Two suites running at once on one machine keep their templates apart.
process.env.TEST_RUN_ID ??= String(process.pid);
const postgresUrl = process.env.TEST_DATABASE_URL;

function run(label, env) {
  console.log(`\n=== server tests on ${label} ===`);
  const result = spawnSync('npx', ['vitest', 'run', ...extra], { stdio: 'inherit', env });
  return result.status ?? 1;
}

const { TEST_DATABASE_URL: _ignored, ...withoutPostgres } = process.env;
let status = run('PGlite', withoutPostgres);
if (status === 0 && postgresUrl) status = run('PostgreSQL', { ...process.env, TEST_DATABASE_URL: postgresUrl });
if (!postgresUrl) console.log('\nTEST_DATABASE_URL is not set: PostgreSQL run skipped (CI sets it).');
process.exit(status);
