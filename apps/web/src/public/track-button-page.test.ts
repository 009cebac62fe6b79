import { getByLabelText, getByRole, queryByRole } from '@testing-library/dom';
import { describe, expect, it, vi } from 'vitest';
import { pageAt } from './test-data';
import { trackButtonPage } from './track-button-page';

const input = (root: HTMLElement) => getByLabelText(root, 'Tracking Number') as HTMLInputElement;
const track = (root: HTMLElement) => getByRole(root, 'button', { name: 'Track' }).click();

describe('the track button page', () => {
  it("opens the shop's tracking page of the number in a new tab, over this page's scheme and port", () => {
    const fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    const { root, context, openInNewTab, solver } = pageAt('http://127.0.0.1:4173/trackingButton?domain=acme.trailpost.test');
    trackButtonPage(context);
    input(root).value = ' 1Z 999 ';
    track(root);
    expect(openInNewTab).toHaveBeenCalledWith('http://acme.trailpost.test:4173/trackingPage/1Z%20999');
    // No lookup here: no API call, no challenge.
    expect(fetchMock).not.toHaveBeenCalled();
    expect(solver.solve).not.toHaveBeenCalled();
  });

  it('leaves the port out when the page has none', () => {
    const { root, context, openInNewTab } = pageAt('https://app.trailpost.test/trackingButton?domain=track.acme.example');
    trackButtonPage(context);
    input(root).value = '1Z999';
    input(root).form?.requestSubmit();
    expect(openInNewTab).toHaveBeenCalledWith('https://track.acme.example/trackingPage/1Z999');
  });

  it('an empty number says "Please enter tracking number" and opens nothing', () => {
    const { root, context, openInNewTab } = pageAt('https://app.trailpost.test/trackingButton?domain=acme.trailpost.test');
    trackButtonPage(context);
    track(root);
    expect(getByRole(root, 'alert').textContent).toBe('Please enter tracking number');
    expect(input(root).getAttribute('aria-invalid')).toBe('true');
    expect(openInNewTab).not.toHaveBeenCalled();
    input(root).value = '1';
    input(root).dispatchEvent(new Event('input'));
    expect(getByRole(root, 'alert').textContent).toBe('');
  });

  it.each(['https://app.trailpost.test/trackingButton', 'https://app.trailpost.test/trackingButton?domain=evil.example%2Fphish'])(
    'without a usable ?domain= (%s) it says what is missing instead of a form',
    (address) => {
      const { root, context } = pageAt(address);
      trackButtonPage(context);
      expect(getByRole(root, 'alert').textContent).toBe('This track button has no shop domain. Add ?domain=your-shop-domain to its address.');
      expect(queryByRole(root, 'textbox')).toBeNull();
    },
  );

  it('marks the document as embedded, for its compact iframe layout', () => {
    const { context } = pageAt('https://app.trailpost.test/trackingButton?domain=acme.trailpost.test');
    trackButtonPage(context);
    expect(document.documentElement.classList.contains('embedded')).toBe(true);
    document.documentElement.classList.remove('embedded');
  });
});
