// Which workspaces need building: a workspace's sources are hashed by content (a fresh clone's
// file times say nothing) and the hash is kept in its dist folder, written only after a build
// that succeeded. A workspace builds again when its own files, the shared inputs or a workspace
// it builds on changed.
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const SKIPPED_FOLDERS = new Set(['node_modules', 'dist', '.tmp', 'coverage']);
const STAMP = '.source-hash';

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

function sourceHash(root, workspace, sharedInputs, hashes) {
  const hash = createHash('sha256');
  const files = [...filesUnder(path.join(root, workspace.name)), ...sharedInputs.map((file) => path.join(root, file))].sort();
  for (const file of files) hash.update(path.relative(root, file)).update('\0').update(readFileSync(file)).update('\0');
  for (const dependency of workspace.after) hash.update(hashes.get(dependency));
  return hash.digest('hex');
}

/**
 * Builds the workspaces whose sources changed, each after those it builds on (`after`), the others
 * side by side. `runBuild(name)` resolves when that workspace's build succeeded. Resolves with the
 * names built; rejects with the first failed build.
 */
export async function buildChanged({ root, workspaces, sharedInputs = [], runBuild }) {
  const hashes = new Map();
  for (const workspace of workspaces) hashes.set(workspace.name, sourceHash(root, workspace, sharedInputs, hashes));

  const built = [];
  const builds = new Map();
  for (const workspace of workspaces) {
    const hash = hashes.get(workspace.name);
    const stamp = path.join(root, workspace.name, 'dist', STAMP);
    const upToDate = existsSync(stamp) && readFileSync(stamp, 'utf8') === hash;
    const ready = Promise.all(workspace.after.map((dependency) => builds.get(dependency)));
    builds.set(
      workspace.name,
      ready.then(async () => {
        if (upToDate) return;
        await runBuild(workspace.name);
        writeFileSync(stamp, hash);
        built.push(workspace.name);
      }),
    );
  }
  await Promise.all(builds.values());
  return built;
}
