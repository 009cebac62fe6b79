import { createContext } from 'react';

/**
 * Asked before the app moves to another address. Returns true when it holds the move back; it then
 * calls `proceed` itself once the user agrees to leave.
 */
export type LeaveCheck = (proceed: () => void) => boolean;

/**
 * Where screens with unsaved input register their check while they have some; `pass` runs moves
 * that must not be held (leaving right after a save) without asking any check.
 */
export type LeaveGuard = { register: (check: LeaveCheck) => () => void; pass: (moves: () => void) => void };

/** Without a guarding router (component tests on a memory router) nothing holds a move back. */
export const LeaveGuardContext = createContext<LeaveGuard>({ register: () => () => undefined, pass: (moves) => moves() });
