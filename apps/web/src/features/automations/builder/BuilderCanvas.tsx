import Stack from '@mui/material/Stack';
import type { Dispatch } from 'react';
import { useCustomTriggers } from '../api/get-custom-triggers';
import { ActionDrawer } from './ActionDrawer';
import { ActionsCard } from './ActionsCard';
import type { BuilderEvent, RuleDraft } from './builder-state';
import { ConditionCard } from './ConditionCard';
import { ConditionDrawer } from './ConditionDrawer';
import { StepConnector } from './StepCard';
import { TriggerCard } from './TriggerCard';
import { TriggerDrawer } from './TriggerDrawer';
import { triggerOptions } from './trigger-options';
import { useDrawerTarget } from './use-drawer-target';

type Props = { draft: RuleDraft; dispatch: Dispatch<BuilderEvent>; editing: boolean };

/**
 * The rule as a flow of cards: the trigger, then (once there is one) the conditions, then
 * (once there is a condition) the actions, each edited in its right-hand drawer.
 */
export function BuilderCanvas({ draft, dispatch, editing }: Props) {
  const customTriggers = useCustomTriggers();
  const options = triggerOptions(draft.kind ?? 'INBUILT', customTriggers.data ?? []);
  const triggerDrawer = useDrawerTarget<true>();
  const conditionDrawer = useDrawerTarget<number | null>();
  const actionDrawer = useDrawerTarget<number | null>();

  return (
    <Stack sx={{ maxWidth: 760, mx: 'auto', width: '100%' }}>
      <TriggerCard
        kind={draft.kind}
        trigger={draft.trigger}
        options={options}
        changeable={!editing}
        onSelect={() => triggerDrawer.show(true)}
        onChangeType={() => dispatch({ type: 'goTo', step: 'type' })}
      />
      {draft.trigger ? (
        <>
          <StepConnector />
          <ConditionCard
            conditions={draft.condition}
            logicalOperator={draft.logical_operator}
            onLogicalOperator={(operator) => dispatch({ type: 'setLogicalOperator', operator })}
            onAdd={() => conditionDrawer.show(null)}
            onEdit={(index) => conditionDrawer.show(index)}
            onRemove={(index) => dispatch({ type: 'removeCondition', index })}
          />
        </>
      ) : null}
      {draft.trigger && draft.condition.length ? (
        <>
          <StepConnector />
          <ActionsCard
            actions={draft.action}
            onAdd={() => actionDrawer.show(null)}
            onEdit={(index) => actionDrawer.show(index)}
            onRemove={(index) => dispatch({ type: 'removeAction', index })}
          />
        </>
      ) : null}
      <TriggerDrawer
        open={triggerDrawer.open}
        options={options}
        selected={draft.trigger}
        onPick={(trigger) => {
          dispatch({ type: 'chooseTrigger', trigger });
          triggerDrawer.close();
        }}
        onClose={triggerDrawer.close}
      />
      <ConditionDrawer
        open={conditionDrawer.open}
        session={conditionDrawer.session}
        index={conditionDrawer.target}
        conditions={draft.condition}
        onSave={(index, condition) => {
          dispatch({ type: 'saveCondition', index, condition });
          conditionDrawer.close();
        }}
        onClose={conditionDrawer.close}
      />
      <ActionDrawer
        open={actionDrawer.open}
        session={actionDrawer.session}
        index={actionDrawer.target}
        actions={draft.action}
        onSave={(index, action) => {
          dispatch({ type: 'saveAction', index, action });
          actionDrawer.close();
        }}
        onClose={actionDrawer.close}
      />
    </Stack>
  );
}
