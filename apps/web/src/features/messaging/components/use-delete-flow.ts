import type { UseMutationResult } from '@tanstack/react-query';
import { useState } from 'react';
import { useToast } from '@/components/toast/use-toast';
import { errorMessage } from '@/lib/api-client';

type Named = { _id: string; template_name: string };

/** Which template waits for confirmation, and what confirming does: delete, flash, close. */
export function useDeleteFlow(remove: UseMutationResult<string, Error, string>) {
  const toast = useToast();
  const [deleting, setDeleting] = useState<Named | null>(null);
  const confirm = () => {
    if (!deleting) return;
    remove.mutate(deleting._id, {
      onSuccess: (message) => toast.success(message),
      onError: (error) => toast.error(errorMessage(error)),
      onSettled: () => setDeleting(null),
    });
  };
  return { deleting, ask: setDeleting, confirm, cancel: () => setDeleting(null) };
}
