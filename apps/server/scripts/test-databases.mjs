// Runs the server tests on the embedded PGlite and, when TEST_DATABASE_URL names one, on
// PostgreSQL, so both databases pass the same suite. The two runs go at the same time: the
// PGlite run keeps the processor busy while the PostgreSQL run mostly waits on the server's
// disk (each test file creates and drops a database), so together they take little longer
// than the PGlite run alone (decision 0041). Each line is prefixed with the database it
// comes from.
import { spawn } from 'node:child_process';
import readline from 'node:readline';

const extra = process.argv.slice(2);
// Two suites running at once on one machine keep their templates apart.
process.env.TEST_RUN_ID ??= String(process.pid);
const postgresUrl = process.env.TEST_DATABASE_URL;

/** One vitest run; resolves to its exit status. */
function run(label, env) {
  return new Promise((resolve) => {
    // Each run has its own template names (TEST_RUN_ID) so they never drop each other's.
    const child = spawn('npx', ['vitest', 'run', ...extra], { stdio: ['ignore', 'pipe', 'pipe'], env: { ...env, TEST_RUN_ID: `${env.TEST_RUN_ID}_${label}` } });
    for (const [stream, out] of [
      [child.stdout, process.stdout],
      [child.stderr, process.stderr],
    ]) {
      readline.createInterface({ input: stream }).on('line', (line) => out.write(`[${label}] ${line}\n`));
    }
    child.on('close', (code) => {
      console.log(`\n=== server tests on ${label}: ${code === 0 ? 'passed' : 'failed'} ===`);
      resolve(code ?? 1);
    });
  });
}

const { TEST_DATABASE_URL: _ignored, ...withoutPostgres } = process.env;
const runs = [run('PGlite', withoutPostgres)];
if (postgresUrl) runs.push(run('PostgreSQL', { ...process.env, TEST_DATABASE_URL: postgresUrl }));
else console.log('TEST_DATABASE_URL is not set: PostgreSQL run skipped (CI sets it).');
const statuses = await Promise.all(runs);
process.exit(statuses.find((status) => status !== 0) ?? 0);
