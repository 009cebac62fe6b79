import TextField from '@mui/material/TextField';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { Link, Route, Routes, useNavigate } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { useLeaveAfterSave, useUnsavedChanges } from '@/components/discard-guard/discard-scope-context';
import { DISCARD_TEXTS } from '@/components/discard-guard/DiscardDialog';
import { DiscardScope } from '@/components/discard-guard/DiscardScope';
import { GuardedBrowserRouter } from './GuardedBrowserRouter';

function NameField() {
  const [name, setName] = useState('');
  useUnsavedChanges(name !== '');
  return <TextField label="Name" value={name} onChange={(event) => setName(event.target.value)} />;
}

function ProfileForm() {
  return (
    <>
      <NameField />
      <Link to="/dashboard">Dashboard</Link>
    </>
  );
}

/** A drawer's owner saves and moves on before the drawer's form has re-rendered as saved. */
function DrawerOwner() {
  const navigate = useNavigate();
  const leaveAfterSave = useLeaveAfterSave();
  return (
    <>
      <DiscardScope>
        <NameField />
      </DiscardScope>
      <button type="button" onClick={() => leaveAfterSave(() => navigate('/dashboard'))}>
        Save
      </button>
    </>
  );
}

function renderAt(path: string) {
  window.history.replaceState(null, '', path);
  return render(
    <GuardedBrowserRouter>
      <DiscardScope>
        <Routes>
          <Route path="/settings" element={<ProfileForm />} />
          <Route path="/tracking/add" element={<DrawerOwner />} />
          <Route path="/dashboard" element={<Link to="/settings">Settings</Link>} />
        </Routes>
      </DiscardScope>
    </GuardedBrowserRouter>,
  );
}

const nameField = () => screen.getByLabelText('Name') as HTMLInputElement;
const question = () => screen.queryByRole('dialog', { name: DISCARD_TEXTS.title });
const unloadRefused = () => !window.dispatchEvent(new Event('beforeunload', { cancelable: true }));

afterEach(() => window.history.replaceState(null, '', '/'));

describe('leaving a page with unsaved input', () => {
  it('goes at once when nothing changed', async () => {
    renderAt('/settings');
    expect(unloadRefused()).toBe(false);
    await userEvent.click(screen.getByRole('link', { name: 'Dashboard' }));
    expect(await screen.findByRole('link', { name: 'Settings' })).toBeTruthy();
    expect(question()).toBeNull();
  });

  it('asks before a link leaves: Keep Editing stays with the input, Discard follows the link', async () => {
    renderAt('/settings');
    await userEvent.type(nameField(), 'Ada');
    await userEvent.click(screen.getByRole('link', { name: 'Dashboard' }));
    await userEvent.click(await screen.findByRole('button', { name: DISCARD_TEXTS.keep }));
    await waitFor(() => expect(question()).toBeNull());
    expect(window.location.pathname).toBe('/settings');
    expect(nameField().value).toBe('Ada');

    await userEvent.click(screen.getByRole('link', { name: 'Dashboard' }));
    await userEvent.click(await screen.findByRole('button', { name: DISCARD_TEXTS.discard }));
    expect(await screen.findByRole('link', { name: 'Settings' })).toBeTruthy();
    expect(window.location.pathname).toBe('/dashboard');
  });

  it('asks before browser back leaves, and puts the address back while it asks', async () => {
    renderAt('/dashboard');
    await userEvent.click(screen.getByRole('link', { name: 'Settings' }));
    await userEvent.type(nameField(), 'Ada');
    act(() => window.history.back());
    await userEvent.click(await screen.findByRole('button', { name: DISCARD_TEXTS.keep }));
    await waitFor(() => expect(window.location.pathname).toBe('/settings'));
    expect(nameField().value).toBe('Ada');

    act(() => window.history.back());
    await userEvent.click(await screen.findByRole('button', { name: DISCARD_TEXTS.discard }));
    expect(await screen.findByRole('link', { name: 'Settings' })).toBeTruthy();
    expect(window.location.pathname).toBe('/dashboard');
  });

  it('does not ask when a save moves on', async () => {
    renderAt('/tracking/add');
    await userEvent.type(nameField(), 'Ada');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('link', { name: 'Settings' })).toBeTruthy();
    expect(question()).toBeNull();
  });

  it('has the browser ask before the tab closes', async () => {
    renderAt('/settings');
    await userEvent.type(nameField(), 'Ada');
    expect(unloadRefused()).toBe(true);
  });
});
