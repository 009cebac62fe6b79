import { createContext } from 'react';

export type ToastSeverity = 'success' | 'error';

export type ToastApi = {
  success: (message: string) => void;
  error: (message: string) => void;
};

export const ToastContext = createContext<ToastApi | null>(null);

/** Toasts stay for 3 seconds (part 1 §8). */
export const TOAST_DURATION_MS = 3000;
