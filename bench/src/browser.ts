import fs from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Browser, BrowserContext, Page } from 'playwright-core';

/** What the benchmarks that load the production web build in Chromium share. */

export const WEB_DIST = path.resolve(import.meta.dirname, '../../apps/web/dist');

export const round = (value: number) => Math.round(value * 10) / 10;

const gzipKb = new Map<string, number>();
/** Gzipped size of a built script, as a server compressing it would send it. */
export function scriptGzipKb(url: string): number {
  const file = path.join(WEB_DIST, new URL(url).pathname);
  if (!gzipKb.has(file)) gzipKb.set(file, gzipSync(fs.readFileSync(file), { level: 9 }).length / 1024);
  return gzipKb.get(file)!;
}

/**
 * Opens a path in a fresh context and adds up the scripts it downloaded (workers included) until
 * the network settled, or until `settled` resolves when the page has more to wait for.
 */
export async function firstLoadScriptKb(browser: Browser, baseUrl: string, pathname: string, options: { storageState?: string; settled?: (page: Page) => Promise<unknown> } = {}): Promise<number> {
  const context = await browser.newContext({ storageState: options.storageState });
  const page = await context.newPage();
  const scripts = new Set<string>();
  const isScript = (url: string, type: string) => url.startsWith(baseUrl) && (type === 'script' || new URL(url).pathname.endsWith('.js'));
  page.on('response', (response) => {
    if (isScript(response.url(), response.request().resourceType())) scripts.add(response.url());
  });
  page.on('worker', (worker) => {
    if (isScript(worker.url(), 'script')) scripts.add(worker.url());
  });
  await page.goto(`${baseUrl}${pathname}`, { waitUntil: 'networkidle' });
  if (options.settled) await options.settled(page);
  await context.close();
  return round([...scripts].reduce((sum, url) => sum + scriptGzipKb(url), 0));
}

/** A page whose CPU runs `slowdown` times slower, as a mid-range phone's would. */
export async function slowPage(context: BrowserContext, slowdown: number): Promise<Page> {
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: slowdown });
  return page;
}

/** The median of `runs` measurements taken one after another. */
export async function median(runs: number, measure: () => Promise<number>): Promise<number> {
  const values: number[] = [];
  for (let i = 0; i < runs; i += 1) values.push(await measure());
  values.sort((a, b) => a - b);
  return round(values[Math.floor(values.length / 2)]!);
}

export const launchChromium = (chromium: { launch(options: object): Promise<Browser> }) =>
  chromium.launch({ executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });

/** Signs in as a merchant does: e-mail, Next, password, Login, then waits to leave the sign-in screens. */
export async function signInThroughScreens(page: Page, baseUrl: string, email: string, password: string): Promise<void> {
  await page.goto(`${baseUrl}/login`);
  await page.getByLabel('E-mail').fill(email);
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Login' }).click();
  await page.waitForURL((url) => !url.pathname.startsWith('/userLogin') && !url.pathname.startsWith('/login'));
}
