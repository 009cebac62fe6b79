import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, test } from 'node:test';
import { buildChanged } from './changed-builds.mjs';

const WORKSPACES = [
  { name: 'contracts', after: [] },
  { name: 'server', after: ['contracts'] },
  { name: 'web', after: ['contracts'] },
];

let root;
let order;

function write(file, text) {
  mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
  writeFileSync(path.join(root, file), text);
}

/** A build that writes its dist folder, as the real ones do, and notes when it ran. */
async function runBuild(name) {
  order.push(name);
  mkdirSync(path.join(root, name, 'dist'), { recursive: true });
}

const buildAll = () => buildChanged({ root, workspaces: WORKSPACES, sharedInputs: ['package-lock.json'], runBuild });

beforeEach(() => {
  root = mkdtempSync(path.join(tmpdir(), 'changed-builds-'));
  order = [];
  write('package-lock.json', '{}');
  for (const { name } of WORKSPACES) write(`${name}/src/index.ts`, `export const name = '${name}';`);
});

afterEach(() => rmSync(root, { recursive: true, force: true }));

test('the first start builds every workspace, each after those it builds on', async () => {
  assert.deepEqual((await buildAll()).sort(), ['contracts', 'server', 'web']);
  assert.equal(order[0], 'contracts');
});

test('a restart with nothing changed builds nothing', async () => {
  await buildAll();
  assert.deepEqual(await buildAll(), []);
});

test("a change to one workspace's files builds that workspace alone", async () => {
  await buildAll();
  write('server/src/index.ts', 'export const name = "changed";');
  assert.deepEqual(await buildAll(), ['server']);
});

test('a change to a workspace others build on builds them too', async () => {
  await buildAll();
  write('contracts/src/new-schema.ts', 'export {};');
  assert.deepEqual((await buildAll()).sort(), ['contracts', 'server', 'web']);
});

test('a change to a shared input builds everything', async () => {
  await buildAll();
  write('package-lock.json', '{"lockfileVersion":3}');
  assert.equal((await buildAll()).length, 3);
});

test('what a build writes into dist or node_modules is not a change', async () => {
  await buildAll();
  write('web/dist/assets/app.js', 'built');
  write('web/node_modules/some-package/index.js', 'installed');
  assert.deepEqual(await buildAll(), []);
});

test('a failed build is tried again on the next start', async () => {
  await assert.rejects(
    buildChanged({ root, workspaces: WORKSPACES, runBuild: async (name) => { if (name === 'web') throw new Error('web failed'); await runBuild(name); } }),
    /web failed/,
  );
  order = [];
  assert.deepEqual(await buildChanged({ root, workspaces: WORKSPACES, runBuild }), ['web']);
});
