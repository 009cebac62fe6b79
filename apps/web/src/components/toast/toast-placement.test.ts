import { describe, expect, it } from 'vitest';
import { toastPlacement } from './toast-placement';

/** A drawer's title bar of this width, ending this far down the window. */
const header = (width: number, bottom: number) => ({ offsetWidth: width, getBoundingClientRect: () => ({ bottom }) }) as unknown as HTMLElement;

describe('a toast while a drawer is open', () => {
  it('keeps its usual place without a drawer', () => {
    expect(toastPlacement(null, 1280)).toBeUndefined();
  });

  it('is centred in the room beside the drawer on a desktop, never wider than that room', () => {
    expect(toastPlacement(header(657, 64), 1280)).toEqual({
      left: { xs: '311.5px', sm: '311.5px' },
      right: { xs: 'auto', sm: 'auto' },
      transform: { xs: 'translateX(-50%)', sm: 'translateX(-50%)' },
      maxWidth: 607,
    });
  });

  it('goes below the title bar when the drawer leaves no room for it (a phone, a narrow window)', () => {
    expect(toastPlacement(header(390, 64.4), 390)).toEqual({ top: { xs: '73px', sm: '73px' } });
    expect(toastPlacement(header(657, 64), 900)).toEqual({ top: { xs: '72px', sm: '72px' } });
  });
});
