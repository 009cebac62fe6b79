import { createContext } from 'react';

export type ToastSeverity = 'success' | 'error';

/** How long a toast stays, when a screen's specification asks for other than the default. */
export type ToastOptions = { durationMs?: number };

export type ToastApi = {
  success: (message: string, options?: ToastOptions) => void;
  error: (message: string, options?: ToastOptions) => void;
};

export const ToastContext = createContext<ToastApi | null>(null);

/** Toasts stay for 3 seconds (part 1 §8). */
export const TOAST_DURATION_MS = 3000;
/** Automation toasts stay for 4 seconds (part 2 §9). */
export const AUTOMATION_TOAST_MS = 4000;
