import type { AutomationView } from '@trailpost/contracts';
import { useId, useReducer, useState } from 'react';
import { useNavigate } from 'react-router';
import { BuilderCanvas } from './BuilderCanvas';
import { BuilderDialog } from './BuilderDialog';
import { BuilderHeader } from './BuilderHeader';
import { useDiscardGuard } from '@/components/discard-guard/use-discard-guard';
import { changedFrom } from '@/lib/changed-from';
import { builderReducer, initialBuilderState } from './builder-state';
import { DryRunDrawer } from './DryRunDrawer';
import { ReviewDialog } from './ReviewDialog';
import { canDryRun, isRuleComplete, reviewMessages, ruleBody } from './rule-body';
import { SaveControls } from './SaveControls';
import { TriggerTypeStep } from './TriggerTypeStep';
import { useDryRun } from './use-dry-run';
import { useSaveRule } from './use-save-rule';

/** The full-screen builder of a new rule, or of `rule` when editing (part 2 §2.14, §4). */
export function AutomationBuilder({ rule }: { rule?: AutomationView }) {
  const titleId = useId();
  const navigate = useNavigate();
  const [{ draft, step }, dispatch] = useReducer(builderReducer, rule, initialBuilderState);
  const [openedDraft] = useState(draft);
  const discard = useDiscardGuard(changedFrom(draft, openedDraft));
  const [reviewing, setReviewing] = useState(false);
  const dryRun = useDryRun(draft);
  const { save, saving } = useSaveRule({
    ruleId: rule?._id ?? null,
    onSaved: () => {
      discard.release();
      dispatch({ type: 'reset' });
    },
  });
  // Escape and "Back To Automate" ask before an unsaved rule is lost; a save leaves without asking.
  const close = () => discard.confirmDiscard(() => navigate('/automations'));
  const complete = isRuleComplete(draft);

  const header = (
    <BuilderHeader titleId={titleId} name={draft.name} onName={(name) => dispatch({ type: 'rename', name })} active={rule?.active === 1} onBack={close}>
      <SaveControls
        editing={Boolean(rule)}
        complete={complete}
        canTest={canDryRun(draft)}
        saving={saving}
        onTest={dryRun.show}
        onReview={() => setReviewing(true)}
        onSave={(active) => save(ruleBody(draft), active)}
      />
    </BuilderHeader>
  );

  return (
    <BuilderDialog titleId={titleId} onClose={close} header={header}>
      {step === 'type' ? (
        <TriggerTypeStep
          draft={draft}
          onNext={(kind, trigger) => {
            dispatch({ type: 'chooseType', kind, trigger });
            dispatch({ type: 'goTo', step: 'builder' });
          }}
        />
      ) : (
        <BuilderCanvas draft={draft} dispatch={dispatch} editing={Boolean(rule)} />
      )}
      <ReviewDialog open={reviewing} messages={reviewMessages(draft)} onClose={() => setReviewing(false)} />
      <DryRunDrawer open={dryRun.open} running={dryRun.running} result={dryRun.result} error={dryRun.error} onRun={dryRun.run} onClose={dryRun.close} />
      {discard.dialog}
    </BuilderDialog>
  );
}
