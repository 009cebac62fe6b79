import { useToast } from '@/components/toast/use-toast';
import { COPY_BLOCKED } from '@/components/CopyButton';
import { copyText } from '@/lib/copy-text';

/** Part 2 §8. */
export const CODE_COPIED = 'Code Copied.';

/** Copies a snippet and says so, or says how to copy it by hand when the browser refuses. */
export function useCopyCode() {
  const toast = useToast();
  return async (code: string) => {
    if (await copyText(code)) toast.success(CODE_COPIED);
    else toast.error(COPY_BLOCKED);
  };
}
