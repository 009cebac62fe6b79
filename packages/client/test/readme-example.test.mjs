import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';

const root = path.resolve(import.meta.dirname, '../../..');

// The README shows the client's example file as it is, so what readers copy is what CI compiles.
test("README's typed-client example is the compiled example file", () => {
  const readme = readFileSync(path.join(root, 'README.md'), 'utf8');
  const shown = /<!-- example: (\S+) -->\n```ts\n([\s\S]*?)```/.exec(readme);
  assert.ok(shown, 'README has no marked example');
  assert.equal(shown[2], readFileSync(path.join(root, shown[1]), 'utf8'));
});
