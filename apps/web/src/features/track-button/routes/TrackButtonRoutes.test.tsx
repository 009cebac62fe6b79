import { COPY_BLOCKED } from '@/components/CopyButton';
import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { storeSession } from '@/lib/session';
import { sessionFixture } from '@/test/fixtures';
import { mockApi } from '@/test/mock-api';
import { renderScreen } from '@/test/render';
import { CODE_COPIED } from '../components/copy-code';
import { CustomTrackButtonRoute } from './CustomTrackButtonRoute';
import { SHOPIFY_STEPS, ShopifyTrackButtonRoute } from './ShopifyTrackButtonRoute';
import { TrackButtonRoute } from './TrackButtonRoute';

const SUFFIX = '.trailpost.app';
/** jsdom's page is http://localhost:3000: the public host keeps that protocol and port. */
const ORIGIN = (host: string) => `${window.location.protocol}//${host}${window.location.port ? `:${window.location.port}` : ''}`;

/** The server links the pages on the custom domain only once it is verified (`public_host`). */
function setup(element: ReactElement, path: string, { subDomain = 'ada' as string | null, verified = false } = {}) {
  const publicHost = subDomain && (verified ? 'track.ada.com' : `${subDomain}${SUFFIX}`);
  mockApi({
    'GET /api/user/sub_domain': () => ({ data: { sub_domain: subDomain, custom_domain_url: 'track.ada.com', sub_domain_suffix: SUFFIX, public_host: publicHost } }),
  });
  const user = userEvent.setup({ delay: null });
  const writeText = vi.fn(async (_text: string) => undefined);
  // After user-event's setup, which puts its own clipboard in place.
  Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
  renderScreen(element, { path });
  return { user, writeText };
}

describe('track button', () => {
  beforeEach(() => storeSession(sessionFixture()));
  afterEach(() => vi.restoreAllMocks());

  it('asks which store, with a card for each guide', async () => {
    renderScreen(<TrackButtonRoute />, { path: '/track_button' });
    expect(screen.getByRole('heading', { name: 'Select store to add track button' })).toBeTruthy();
    expect(screen.getByRole('link', { name: /Shopify/ }).getAttribute('href')).toBe('/track_button_shopify');
    expect(screen.getByRole('link', { name: /Custom Store/ }).getAttribute('href')).toBe('/track_button_custom');
  });

  describe('Shopify guide', () => {
    it('has the five steps of the specification, the first open', async () => {
      setup(<ShopifyTrackButtonRoute />, '/track_button_shopify');
      await screen.findByRole('button', { name: /Step 1: Add a new page/ });
      expect(SHOPIFY_STEPS.map((step) => step.title)).toEqual(['Add a new page', 'Switch to the HTML editor', 'Copy the redirect code', 'Name the URL', 'Preview']);
      const summaries = screen.getAllByRole('button', { name: /^(Done|Not done yet) Step \d/ });
      expect(summaries).toHaveLength(5);
      // Each step is a second-level heading under the page's title.
      expect(screen.getAllByRole('heading', { level: 2 }).filter((heading) => /Step \d/.test(heading.textContent ?? ''))).toHaveLength(5);
      expect(summaries.map((s) => s.getAttribute('aria-expanded'))).toEqual(['true', 'false', 'false', 'false', 'false']);
      expect(screen.getByRole('link', { name: 'Track Button' }).getAttribute('href')).toBe('/track_button');
    });

    it('ticks a step on Done and opens the next; Done again unticks it', async () => {
      const { user } = setup(<ShopifyTrackButtonRoute />, '/track_button_shopify');
      const first = await screen.findByRole('button', { name: /Step 1: Add a new page/ });
      expect(within(first).getByTitle('Not done yet')).toBeTruthy();
      await user.click(screen.getByRole('button', { name: 'Done' }));
      expect(within(first).getByTitle('Done')).toBeTruthy();
      expect(first.getAttribute('aria-expanded')).toBe('false');
      const second = screen.getByRole('button', { name: /Step 2: Switch to the HTML editor/ });
      expect(second.getAttribute('aria-expanded')).toBe('true');

      await user.click(first);
      const done = within(document.getElementById('guide-step-1-content') as HTMLElement).getByRole('button', { name: 'Done' });
      expect(done.getAttribute('aria-pressed')).toBe('true');
      await user.click(done);
      expect(within(first).getByTitle('Not done yet')).toBeTruthy();
    });

    it('copies the redirect code to the sub-domain on click and says so', async () => {
      const { user, writeText } = setup(<ShopifyTrackButtonRoute />, '/track_button_shopify');
      await user.click(await screen.findByRole('button', { name: /Step 3: Copy the redirect code/ }));
      const code = await screen.findByRole('button', { name: 'Copy the redirect code' });
      expect(code.textContent).toContain(`${ORIGIN(`ada${SUFFIX}`)}/trackingPage`);
      await user.click(code);
      expect(await screen.findByText(CODE_COPIED)).toBeTruthy();
      expect(writeText.mock.calls[0]?.[0]).toContain(`window.location.replace("${ORIGIN(`ada${SUFFIX}`)}/trackingPage")`);
    });

    it('points at the custom domain once it is verified', async () => {
      const { user } = setup(<ShopifyTrackButtonRoute />, '/track_button_shopify', { verified: true });
      await user.click(await screen.findByRole('button', { name: /Step 3/ }));
      expect((await screen.findByRole('button', { name: 'Copy the redirect code' })).textContent).toContain(`${ORIGIN('track.ada.com')}/trackingPage`);
    });

    it('says how to copy by hand when the browser refuses', async () => {
      const { user, writeText } = setup(<ShopifyTrackButtonRoute />, '/track_button_shopify');
      writeText.mockRejectedValue(new Error('denied'));
      // jsdom has no execCommand either: the hidden text-area fallback fails too.
      await user.click(await screen.findByRole('button', { name: /Step 3/ }));
      await user.click(await screen.findByRole('button', { name: 'Copy the redirect code' }));
      expect(await screen.findByText(COPY_BLOCKED)).toBeTruthy();
    });

    it('sends the merchant to choose a sub-domain first', async () => {
      setup(<ShopifyTrackButtonRoute />, '/track_button_shopify', { subDomain: null });
      expect(await screen.findByText(/choose your sub-domain/)).toBeTruthy();
      expect(screen.getByRole('link', { name: 'Custom Domain' }).getAttribute('href')).toBe('/custom_domain');
    });
  });

  describe('custom store', () => {
    it('shows the iframe code read-only, and selects and copies it on focus', async () => {
      const { writeText } = setup(<CustomTrackButtonRoute />, '/track_button_custom');
      const area = (await screen.findByLabelText('Embed code')) as HTMLTextAreaElement;
      const expected = `<iframe src="${ORIGIN(`ada${SUFFIX}`)}/trackingButton?domain=ada${SUFFIX}" width="100%" height="200" frameborder="0" title="Track your order"></iframe>`;
      expect(area.value).toBe(expected);
      expect(area.readOnly).toBe(true);
      fireEvent.focus(area);
      expect(await screen.findByText(CODE_COPIED)).toBeTruthy();
      expect(writeText).toHaveBeenCalledWith(expected);
      expect([area.selectionStart, area.selectionEnd]).toEqual([0, expected.length]);
      expect(screen.getByRole('link', { name: 'Track Button' }).getAttribute('href')).toBe('/track_button');
    });

    it('ticks its one step on Done', async () => {
      const { user } = setup(<CustomTrackButtonRoute />, '/track_button_custom');
      const step = await screen.findByRole('button', { name: /Step 1: Add the code to your website/ });
      await user.click(screen.getByRole('button', { name: 'Done' }));
      expect(within(step).getByTitle('Done')).toBeTruthy();
    });
  });
});
