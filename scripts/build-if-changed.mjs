#!/usr/bin/env node
// `npm start`'s build step: builds only what changed since the last build, so a restart starts
// the server at once (lib/changed-builds.mjs). The server and the web app build side by side.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildChanged } from './lib/changed-builds.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

function npmBuild(workspace) {
  return new Promise((resolve, reject) => {
    const child = spawn('npm', ['run', 'build', '-w', workspace], { cwd: root, stdio: 'inherit' });
    child.on('error', reject);
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`Building ${workspace} failed (exit code ${code}).`))));
  });
}

try {
  await buildChanged({
    root,
    workspaces: [
      { name: 'packages/contracts', after: [] },
      { name: 'apps/server', after: ['packages/contracts'] },
      { name: 'apps/web', after: ['packages/contracts'] },
    ],
    sharedInputs: ['package-lock.json', 'tsconfig.base.json'],
    runBuild: npmBuild,
  });
} catch (error) {
  console.error(error.message);
  process.exit(1);
}
