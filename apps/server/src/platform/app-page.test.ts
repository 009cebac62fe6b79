import type { RoutePreloads } from '@trailpost/contracts';
import { describe, expect, it } from 'vitest';
import { preloadsFor, routeFor, withPreloadHints } from './app-page.js';

const PRELOADS: RoutePreloads = {
  routes: [
    { path: '/', files: ['/assets/Dashboard.js'], shell: true },
    { path: '/login', files: ['/assets/Login.js', '/assets/Shared.js'], shell: false },
    { path: '/tracking/:id', files: ['/assets/Tracking.js'], shell: true },
    { path: '/tracking/add', files: ['/assets/Tracking.js', '/assets/AddForm.js'], shell: true },
    { path: '/automations/:id/logs', files: ['/assets/Logs.js'], shell: true },
  ],
  shell: ['/assets/AppShell.js', '/assets/Shared.js'],
};

describe('the route an address opens', () => {
  it.each([
    ['/', '/'],
    ['/login', '/login'],
    ['/login/', '/login'],
    ['/tracking/abc123', '/tracking/:id'],
    ['/tracking/add', '/tracking/add'],
    ['/automations/42/logs', '/automations/:id/logs'],
  ])('%s opens %s', (pathname, route) => {
    expect(routeFor(PRELOADS.routes, pathname)?.path).toBe(route);
  });

  it.each(['/tracking', '/tracking/', '/tracking/a/b', '/nothing', '/automations//logs'])('%s opens none of them', (pathname) => {
    expect(routeFor(PRELOADS.routes, pathname)).toBeNull();
  });
});

describe('the scripts hinted for an address', () => {
  it("adds the shell's to a shell route's, once each", () => {
    expect(preloadsFor(PRELOADS, '/tracking/abc')).toEqual(['/assets/Tracking.js', '/assets/AppShell.js', '/assets/Shared.js']);
  });

  it('never adds the shell to a screen drawn without it', () => {
    expect(preloadsFor(PRELOADS, '/login')).toEqual(['/assets/Login.js', '/assets/Shared.js']);
  });

  it('hints nothing for an unknown address', () => {
    expect(preloadsFor(PRELOADS, '/no/such/screen')).toEqual([]);
  });
});

describe('the page with its hints', () => {
  const html = '<!doctype html><html><head><title>Trailpost</title></head><body><div id="root"></div></body></html>';

  it('puts a module preload per script before the end of the head', () => {
    expect(withPreloadHints(html, ['/assets/A.js', '/assets/B.js'])).toBe(
      '<!doctype html><html><head><title>Trailpost</title><link rel="modulepreload" crossorigin href="/assets/A.js"><link rel="modulepreload" crossorigin href="/assets/B.js"></head><body><div id="root"></div></body></html>',
    );
  });

  it('escapes what it writes into an attribute', () => {
    expect(withPreloadHints(html, ['/assets/"><script>x</script>.js'])).toContain('href="/assets/&#34;&#62;&#60;script&#62;x&#60;/script&#62;.js"');
  });

  it('leaves the page as it is with nothing to hint', () => {
    expect(withPreloadHints(html, [])).toBe(html);
  });
});
