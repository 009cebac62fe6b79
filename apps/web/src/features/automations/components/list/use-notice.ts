import { useCallback, useMemo, useState } from 'react';

export type NoticeSeverity = 'success' | 'error';
export type Notice = { id: number; message: string; severity: NoticeSeverity };
export type NoticeApi = { success: (message: string) => void; error: (message: string) => void };

/** The automation screens' one snackbar at a time: what it says and whether it shows. */
export function useNotice() {
  const [notice, setNotice] = useState<Notice | null>(null);
  const [open, setOpen] = useState(false);

  const show = useCallback((message: string, severity: NoticeSeverity) => {
    setNotice({ id: Date.now(), message, severity });
    setOpen(true);
  }, []);

  const api = useMemo<NoticeApi>(() => ({ success: (message) => show(message, 'success'), error: (message) => show(message, 'error') }), [show]);
  const close = useCallback(() => setOpen(false), []);
  return { notice, open, close, api };
}
