#!/usr/bin/env node
// `npm start`'s build step: builds a workspace only when its sources (or a workspace it builds on)
// changed since its last build, so a restart starts the server at once. A workspace's sources are
// hashed by content (a fresh clone's file times say nothing); the hash is kept in its dist folder,
// written only after a build that succeeded. The server and the web app build side by side.
import { createHash } from 'node:crypto';
import { spawn } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
/** Files of the repository every build reads. */
const SHARED_INPUTS = ['package-lock.json', 'tsconfig.base.json'];
const SKIPPED_FOLDERS = new Set(['node_modules', 'dist', '.tmp', 'coverage']);
const STAMP = '.source-hash';

/** The workspaces `npm start` needs, each after those it builds on. */
const WORKSPACES = [
  { name: 'packages/contracts', after: [] },
  { name: 'apps/server', after: ['packages/contracts'] },
  { name: 'apps/web', after: ['packages/contracts'] },
];

function filesUnder(folder) {
  const found = [];
  for (const entry of readdirSync(folder, { withFileTypes: true })) {
    if (entry.isDirectory()) {
      if (!SKIPPED_FOLDERS.has(entry.name)) found.push(...filesUnder(path.join(folder, entry.name)));
    } else if (entry.isFile()) {
      found.push(path.join(folder, entry.name));
    }
  }
  return found;
}

/** One hash of the workspace's own files, the shared inputs and the hashes of what it builds on. */
function sourceHash(workspace, hashes) {
  const hash = createHash('sha256');
  const files = [...filesUnder(path.join(root, workspace.name)), ...SHARED_INPUTS.map((file) => path.join(root, file))].sort();
  for (const file of files) hash.update(path.relative(root, file)).update('\0').update(readFileSync(file)).update('\0');
  for (const dependency of workspace.after) hash.update(hashes.get(dependency));
  return hash.digest('hex');
}

function stampPath(workspace) {
  return path.join(root, workspace.name, 'dist', STAMP);
}

function isBuilt(workspace, hash) {
  const stamp = stampPath(workspace);
  return existsSync(stamp) && readFileSync(stamp, 'utf8') === hash;
}

function build(workspace, hash) {
  return new Promise((resolve, reject) => {
    const child = spawn('npm', ['run', 'build', '-w', workspace.name], { cwd: root, stdio: 'inherit' });
    child.on('error', reject);
    child.on('exit', (code) => {
      if (code !== 0) return reject(new Error(`Building ${workspace.name} failed (exit code ${code}).`));
      writeFileSync(stampPath(workspace), hash);
      resolve();
    });
  });
}

const hashes = new Map();
for (const workspace of WORKSPACES) hashes.set(workspace.name, sourceHash(workspace, hashes));

const builds = new Map();
for (const workspace of WORKSPACES) {
  const hash = hashes.get(workspace.name);
  const ready = Promise.all(workspace.after.map((dependency) => builds.get(dependency)));
  builds.set(workspace.name, ready.then(() => (isBuilt(workspace, hash) ? undefined : build(workspace, hash))));
}

try {
  await Promise.all(builds.values());
} catch (error) {
  console.error(error.message);
  process.exit(1);
}
