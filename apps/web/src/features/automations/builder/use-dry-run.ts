import { useState } from 'react';
import { errorMessage } from '@/lib/api-client';
import { useDryRunAutomation } from '../api/dry-run-automation';
import type { RuleDraft } from './builder-state';
import { ruleBody } from './rule-body';

/** The "Test this rule" drawer: each opening (and Run again) tests the rule as it is now. */
export function useDryRun(draft: RuleDraft) {
  const mutation = useDryRunAutomation();
  const [open, setOpen] = useState(false);
  const run = () => mutation.mutate(ruleBody(draft));
  return {
    open,
    show: () => {
      setOpen(true);
      run();
    },
    close: () => setOpen(false),
    run,
    running: mutation.isPending,
    result: mutation.data,
    error: mutation.isError ? errorMessage(mutation.error) : null,
  };
}
