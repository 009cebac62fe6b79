import TextField from '@mui/material/TextField';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { DrawerFrame } from '../DrawerFrame';
import { useUnsavedChanges } from './discard-scope-context';
import { DISCARD_TEXTS } from './DiscardDialog';
import { LeaveButton } from './LeaveButton';

function NameForm() {
  const [name, setName] = useState('');
  useUnsavedChanges(name !== '');
  return <TextField label="Name" value={name} onChange={(event) => setName(event.target.value)} />;
}

function DrawerWithForm() {
  const [open, setOpen] = useState(true);
  return (
    <>
      <div>{open ? 'drawer open' : 'drawer closed'}</div>
      <DrawerFrame open={open} title="Add Tag" onClose={() => setOpen(false)} footer={<LeaveButton onClick={() => setOpen(false)}>CANCEL</LeaveButton>}>
        <NameForm />
      </DrawerFrame>
    </>
  );
}

const question = () => screen.queryByRole('dialog', { name: DISCARD_TEXTS.title });

describe('a drawer with a form', () => {
  it('closes at once when nothing was typed', async () => {
    render(<DrawerWithForm />);
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.getByText('drawer closed')).toBeTruthy();
    expect(question()).toBeNull();
  });

  it.each([
    ['X', () => userEvent.click(screen.getByRole('button', { name: 'Close' }))],
    ['Escape', () => userEvent.keyboard('{Escape}')],
    ['Cancel', () => userEvent.click(screen.getByRole('button', { name: 'CANCEL' }))],
  ])('asks before %s throws typed input away: Keep Editing keeps it, Discard closes', async (_way, leave) => {
    render(<DrawerWithForm />);
    await userEvent.type(screen.getByLabelText('Name'), 'Fragile');
    await leave();
    expect((await screen.findByRole('dialog', { name: DISCARD_TEXTS.title })).textContent).toContain(DISCARD_TEXTS.text);

    await userEvent.click(screen.getByRole('button', { name: DISCARD_TEXTS.keep }));
    await waitFor(() => expect(question()).toBeNull());
    expect(screen.getByText('drawer open')).toBeTruthy();
    expect((screen.getByLabelText('Name') as HTMLInputElement).value).toBe('Fragile');

    await leave();
    await userEvent.click(await screen.findByRole('button', { name: DISCARD_TEXTS.discard }));
    expect(screen.getByText('drawer closed')).toBeTruthy();
  });
});
