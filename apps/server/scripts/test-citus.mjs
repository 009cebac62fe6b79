// Runs the whole server suite on a Citus cluster: CITUS_URL names the coordinator's maintenance
// database, where the workers were added (README, docs/scaling.md). Each test file gets its
// own database on every node, copied from one migrated and distributed template.
import { spawn } from 'node:child_process';

const url = process.env.CITUS_URL;
if (!url) {
  console.error('CITUS_URL is not set: point it at a Citus coordinator, e.g. postgres://postgres@127.0.0.1:9700/postgres');
  process.exit(2);
}
const child = spawn('npx', ['vitest', 'run', ...process.argv.slice(2)], {
  stdio: 'inherit',
  env: { ...process.env, TEST_DATABASE_URL: url, TEST_CLUSTER: '1', TEST_RUN_ID: process.env.TEST_RUN_ID ?? `citus${process.pid}` },
});
child.on('close', (code) => process.exit(code ?? 1));
