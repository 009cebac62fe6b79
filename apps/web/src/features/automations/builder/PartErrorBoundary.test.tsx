import { AUTOMATION_MESSAGES } from '@trailpost/contracts';
import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { PartErrorBoundary } from './PartErrorBoundary';

function Broken(): never {
  throw new Error('unknown editor');
}

describe('PartErrorBoundary', () => {
  it('shows the builder’s message instead of a form that throws', () => {
    const quiet = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    render(
      <PartErrorBoundary>
        <Broken />
      </PartErrorBoundary>,
    );
    expect(screen.getByRole('alert').textContent).toBe(AUTOMATION_MESSAGES.boundary);
    quiet.mockRestore();
  });

  it('shows the form when it renders', () => {
    render(<PartErrorBoundary>form</PartErrorBoundary>);
    expect(screen.getByText('form')).toBeTruthy();
  });
});
