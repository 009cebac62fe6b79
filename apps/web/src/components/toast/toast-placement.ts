import type { SxProps, Theme } from '@mui/material/styles';

/** Space kept between a toast and the drawer (and the window's edge). */
const GAP = 8;
/** A toast narrower than this wraps its message into a column: it goes below the title bar instead. */
const NARROWEST_TOAST = 288;

/** Each value for every width: the snackbar's own position changes at the `sm` breakpoint. */
const everyWidth = (value: string) => ({ xs: value, sm: value });

/**
 * Where a toast goes while a drawer is open, so it never covers the drawer's title bar or its
 * actions: centred in the room the drawer leaves beside it when that room fits a toast (a
 * desktop), otherwise just below the title bar, over the start of the drawer's body (a phone,
 * where the drawer takes the whole width). Without a drawer, the usual top centre.
 */
export function toastPlacement(drawerHeader: HTMLElement | null, windowWidth: number): SxProps<Theme> | undefined {
  if (!drawerHeader) return undefined;
  const beside = windowWidth - drawerHeader.offsetWidth;
  if (beside >= NARROWEST_TOAST + 2 * GAP) {
    return { left: everyWidth(`${beside / 2}px`), right: everyWidth('auto'), transform: everyWidth('translateX(-50%)'), maxWidth: beside - 2 * GAP };
  }
  return { top: everyWidth(`${Math.ceil(drawerHeader.getBoundingClientRect().bottom) + GAP}px`) };
}
