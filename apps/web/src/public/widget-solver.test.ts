import type { VerifyResult } from 'altcha/types';
import { describe, expect, it, vi } from 'vitest';
import { ChallengeError } from './challenge';
import { widgetSolver, type ChallengeWidget } from './widget-solver';

/** Stands in for <altcha-widget>: an element whose `verify` (the solve) the test controls. */
function fakeWidget() {
  const element = document.createElement('div') as unknown as ChallengeWidget & HTMLElement;
  const verify = vi.fn<() => Promise<VerifyResult | null>>();
  Object.assign(element, { verify });
  const emit = (type: string, detail: unknown) => element.dispatchEvent(new CustomEvent(type, { detail }));
  const mount = vi.fn(() => element);
  /** Resolves once the solver has put the widget on the page (and listens to it). */
  const mounted = () => vi.waitFor(() => expect(mount).toHaveBeenCalledTimes(1));
  return { element, verify, emit, mount, mounted };
}

describe('widgetSolver', () => {
  it('puts the widget on the page at the first call and answers the payload it solves on load', async () => {
    const widget = fakeWidget();
    const solver = widgetSolver(widget.mount);
    expect(widget.mount).not.toHaveBeenCalled();
    const first = solver.solve();
    await widget.mounted();
    widget.emit('statechange', { state: 'verifying' });
    widget.emit('verified', { payload: 'onload-payload' });
    await expect(first).resolves.toBe('onload-payload');
    expect(widget.verify).not.toHaveBeenCalled();
  });

  it('solves a new challenge for every later call, one at a time', async () => {
    const widget = fakeWidget();
    const solver = widgetSolver(widget.mount);
    let finishSecond: (result: VerifyResult) => void = () => undefined;
    widget.verify
      .mockImplementationOnce(() => new Promise((resolve) => (finishSecond = resolve)))
      .mockResolvedValueOnce({ payload: 'third' });

    const first = solver.solve();
    const second = solver.solve();
    const third = solver.solve();
    await widget.mounted();
    widget.emit('verified', { payload: 'first' });
    await expect(first).resolves.toBe('first');
    await vi.waitFor(() => expect(widget.verify).toHaveBeenCalledTimes(1));
    // The third waits: verifying again would abort the second's challenge.
    expect(widget.verify).toHaveBeenCalledTimes(1);
    finishSecond({ payload: 'second' });
    await expect(second).resolves.toBe('second');
    await expect(third).resolves.toBe('third');
    expect(widget.verify).toHaveBeenCalledTimes(2);
  });

  it('fails the call whose challenge could not be solved, and solves afresh for the next', async () => {
    const widget = fakeWidget();
    const solver = widgetSolver(widget.mount);
    const first = solver.solve();
    await widget.mounted();
    widget.emit('statechange', { state: 'error' });
    await expect(first).rejects.toBeInstanceOf(ChallengeError);

    widget.verify.mockResolvedValueOnce(null);
    await expect(solver.solve()).rejects.toBeInstanceOf(ChallengeError);
    widget.verify.mockResolvedValueOnce({ payload: 'fresh' });
    await expect(solver.solve()).resolves.toBe('fresh');
    expect(widget.mount).toHaveBeenCalledTimes(1);
  });
});
