import { SUB_DOMAIN_CHECK_DELAY_MS, SUB_DOMAIN_MESSAGES } from '@trailpost/contracts';
import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { readItem, writeItem } from '@/lib/storage';
import { STORAGE_KEYS } from '@/lib/storage-keys';
import { storeSession } from '@/lib/session';
import { sessionFixture } from '@/test/fixtures';
import { mockApi, type ApiCall } from '@/test/mock-api';
import { renderScreen } from '@/test/render';
import { OnboardingRoute } from './OnboardingRoute';

const TAKEN = new Set(['taken']);

/** Advances fake time, then lets the responses and the re-renders they cause settle. */
async function flush(ms = 0) {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });
  for (let i = 0; i < 5; i += 1) {
    await act(async () => {
      await vi.advanceTimersByTimeAsync(0);
    });
  }
}

function checks(calls: ApiCall[]) {
  return calls.filter((c) => c.method === 'POST' && c.path === '/api/user/sub_domain').map((c) => c.body);
}

describe('onboarding sub-domain', () => {
  let calls: ApiCall[];

  beforeEach(() => {
    vi.useFakeTimers();
    storeSession(sessionFixture({ onboarding: { status: 0 }, sub_domain: null, custom_domain_url: null }));
    calls = mockApi({
      'GET /api/user/sub_domain': () => ({ data: { sub_domain: null, custom_domain_url: null, sub_domain_suffix: '.trailpost.app', public_host: null } }),
      'POST /api/user/sub_domain': (body) => {
        const value = (body as { sub_domain: string }).sub_domain;
        return { data: { is_domain_available: !TAKEN.has(value) } };
      },
      'PUT /api/user/sub_domain': (body) => {
        const value = (body as { sub_domain: string }).sub_domain;
        return { data: { sub_domain: value, custom_domain_url: `${value}.trailpost.app`, sub_domain_suffix: '.trailpost.app', public_host: `${value}.trailpost.app` } };
      },
    });
  });

  afterEach(() => {
    vi.useRealTimers();
  });

  const input = () => screen.getByLabelText('Sub-domain') as HTMLInputElement;

  it('greets by profile name and shows the note and the platform suffix', async () => {
    renderScreen(<OnboardingRoute />, { path: '/onboarding' });
    await flush();
    expect(screen.getByText('Hi Ada Merchant')).toBeTruthy();
    expect(screen.getByText(SUB_DOMAIN_MESSAGES.note)).toBeTruthy();
    expect(screen.getByText('.trailpost.app')).toBeTruthy();
  });

  it('normalises while typing and checks only after a pause of one second', async () => {
    renderScreen(<OnboardingRoute />, { path: '/onboarding' });
    await flush();

    fireEvent.change(input(), { target: { value: 'My Shop!' } });
    expect(input().value).toBe('myshop');
    await flush(SUB_DOMAIN_CHECK_DELAY_MS - 100);
    fireEvent.change(input(), { target: { value: 'myshop-2' } });
    await flush(SUB_DOMAIN_CHECK_DELAY_MS - 1);
    expect(checks(calls)).toEqual([]);

    await flush(1);
    expect(checks(calls)).toEqual([{ sub_domain: 'myshop-2' }]);
    expect(screen.getByText(`myshop-2 ${SUB_DOMAIN_MESSAGES.available}`)).toBeTruthy();
  });

  it('says when the sub-domain is taken, and blocks DONE', async () => {
    renderScreen(<OnboardingRoute />, { path: '/onboarding' });
    await flush();
    fireEvent.change(input(), { target: { value: 'taken' } });
    await flush(SUB_DOMAIN_CHECK_DELAY_MS);
    expect(screen.getByText(`taken ${SUB_DOMAIN_MESSAGES.unavailable}`)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'DONE' })).toHaveProperty('disabled', true);
  });

  it('asks for a sub-domain when the field is emptied, without calling the server', async () => {
    renderScreen(<OnboardingRoute />, { path: '/onboarding' });
    await flush();
    fireEvent.change(input(), { target: { value: 'a' } });
    fireEvent.change(input(), { target: { value: '' } });
    expect(screen.getByText(SUB_DOMAIN_MESSAGES.required)).toBeTruthy();
    await flush(SUB_DOMAIN_CHECK_DELAY_MS * 2);
    expect(checks(calls)).toEqual([]);
  });

  it('shows the required message on DONE with an empty field', async () => {
    renderScreen(<OnboardingRoute />, { path: '/onboarding' });
    await flush();
    fireEvent.click(screen.getByRole('button', { name: 'DONE' }));
    await flush();
    expect(screen.getByText(SUB_DOMAIN_MESSAGES.required)).toBeTruthy();
    expect(calls.some((c) => c.method === 'PUT')).toBe(false);
  });

  it('saves, marks onboarding done and goes home', async () => {
    renderScreen(<OnboardingRoute />, { path: '/onboarding' });
    await flush();
    fireEvent.change(input(), { target: { value: 'acme' } });
    fireEvent.click(screen.getByRole('button', { name: 'DONE' }));
    await flush();
    expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({ sub_domain: 'acme' });
    expect(readItem(STORAGE_KEYS.subDomain)).toBe('acme');
    expect(readItem(STORAGE_KEYS.subDomainStatus)).toBe('1');
    expect(screen.getByTestId('location').textContent).toBe('/');
  });

  it('goes to the integration list when asked to, and clears that flag', async () => {
    writeItem(STORAGE_KEYS.redirectToIntegratedList, '1');
    renderScreen(<OnboardingRoute />, { path: '/onboarding' });
    await flush();
    fireEvent.change(input(), { target: { value: 'acme' } });
    fireEvent.click(screen.getByRole('button', { name: 'DONE' }));
    await flush();
    expect(screen.getByTestId('location').textContent).toBe('/integrated_list');
    expect(readItem(STORAGE_KEYS.redirectToIntegratedList)).toBeNull();
  });
});
