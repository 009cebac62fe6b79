import fs from 'node:fs/promises';
import path from 'node:path';
import { ROUTE_PRELOADS_FILE, type RoutePreload, type RoutePreloads } from '@trailpost/contracts';
import { escapeHtml } from './html-escape.js';

/** How specific a route path is: fixed segments outrank parameters, as in the web app's router. */
const rank = (route: RoutePreload) => route.path.split('/').filter((segment) => segment.startsWith(':')).length;

/** The route a pathname opens: its segments equal, a `:name` segment standing for any one. */
export function routeFor(routes: readonly RoutePreload[], pathname: string): RoutePreload | null {
  const segments = pathname.replace(/\/+$/, '').split('/');
  const matching = routes.filter((route) => {
    const pattern = route.path.replace(/\/+$/, '').split('/');
    return pattern.length === segments.length && pattern.every((part, index) => part === segments[index] || (part.startsWith(':') && segments[index] !== ''));
  });
  return matching.sort((a, b) => rank(a) - rank(b))[0] ?? null;
}

/**
 * The scripts to hint for an address: its screen's, and the shell's around a screen that has it.
 * The session cookie is sent to the API only, so the page cannot tell who is signed in; a
 * visitor who is not is sent on to sign in, having fetched the shell for nothing.
 */
export function preloadsFor(preloads: RoutePreloads, pathname: string): string[] {
  const route = routeFor(preloads.routes, pathname);
  if (!route) return [];
  return [...new Set([...route.files, ...(route.shell ? preloads.shell : [])])];
}

/** index.html with a module preload hint per script, before the end of its head. */
export function withPreloadHints(html: string, files: readonly string[]): string {
  if (!files.length || !html.includes('</head>')) return html;
  const links = files.map((file) => `<link rel="modulepreload" crossorigin href="${escapeHtml(file)}">`).join('');
  return html.replace('</head>', `${links}</head>`);
}

async function readPreloads(webDist: string): Promise<RoutePreloads | null> {
  try {
    return JSON.parse(await fs.readFile(path.join(webDist, ROUTE_PRELOADS_FILE), 'utf8')) as RoutePreloads;
  } catch {
    // A build without the list (or an unreadable one) serves the page without hints.
    return null;
  }
}

/**
 * The app's page for an address. Both files are read per request (the operating system keeps
 * them cached), so a rebuilt web app is served without a restart.
 */
export async function appPageFor(webDist: string, pathname: string): Promise<string> {
  const [html, preloads] = await Promise.all([fs.readFile(path.join(webDist, 'index.html'), 'utf8'), readPreloads(webDist)]);
  return preloads ? withPreloadHints(html, preloadsFor(preloads, pathname)) : html;
}
