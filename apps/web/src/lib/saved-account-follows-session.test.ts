import { describe, expect, it } from 'vitest';
import { sessionFixture } from '@/test/fixtures';
import { readSavedAccounts, rememberAccount, storeSession } from './session';

describe('the saved account of the signed-in user', () => {
  it('takes a new name as soon as the session record carries it, in its place in the list', () => {
    rememberAccount({ name: 'Ada Merchant', email: 'ada@example.com' });
    rememberAccount({ name: 'Bo Owner', email: 'bo@example.com' });
    storeSession(sessionFixture());
    storeSession(sessionFixture({ name: 'Ada Lovelace' }));
    expect(readSavedAccounts()).toEqual([
      { name: 'Ada Lovelace', email: 'ada@example.com' },
      { name: 'Bo Owner', email: 'bo@example.com' },
    ]);
  });

  it('takes a new e-mail of the same user, matched however it is capitalised', () => {
    rememberAccount({ name: 'Ada Merchant', email: 'Ada@Example.com' });
    storeSession(sessionFixture());
    storeSession(sessionFixture({ email: 'ada@lovelace.dev' }));
    expect(readSavedAccounts()).toEqual([{ name: 'Ada Merchant', email: 'ada@lovelace.dev' }]);
  });

  it('is not added when it was not saved (the account was removed from the chooser)', () => {
    rememberAccount({ name: 'Bo Owner', email: 'bo@example.com' });
    storeSession(sessionFixture({ name: 'Ada Lovelace' }));
    expect(readSavedAccounts()).toEqual([{ name: 'Bo Owner', email: 'bo@example.com' }]);
  });

  it('does not take over another saved account when a different user signs in', () => {
    rememberAccount({ name: 'Ada Merchant', email: 'ada@example.com' });
    rememberAccount({ name: 'Sam Sub', email: 'sam@example.com' });
    storeSession(sessionFixture());
    storeSession(sessionFixture({ _id: 'u2', name: 'Sam Renamed', email: 'sam@example.com' }));
    expect(readSavedAccounts()).toEqual([
      { name: 'Ada Merchant', email: 'ada@example.com' },
      { name: 'Sam Renamed', email: 'sam@example.com' },
    ]);
  });
});
