import type { AutomationConditionInput, ConditionField } from '@trailpost/contracts';
import { LeaveButton } from '@/components/discard-guard/LeaveButton';
import { DrawerFrame } from '@/components/DrawerFrame';
import { SubmitButton } from '@/components/SubmitButton';
import { CONDITION_FORM_ID, ConditionForm } from './ConditionForm';
import { PartErrorBoundary } from './PartErrorBoundary';

export const CONDITION_DRAWER_TITLE = 'Shipment Conditions';

type Props = {
  open: boolean;
  session: number;
  /** The condition being edited, or null to add one. */
  index: number | null;
  conditions: readonly AutomationConditionInput[];
  onSave: (index: number | null, condition: AutomationConditionInput) => void;
  onClose: () => void;
};

/** "Shipment Conditions": adds or edits one condition of the rule. */
export function ConditionDrawer({ open, session, index, conditions, onSave, onClose }: Props) {
  const usedFields = conditions.filter((_condition, position) => position !== index).map((condition) => condition.query_param as ConditionField);
  return (
    <DrawerFrame
      open={open}
      title={CONDITION_DRAWER_TITLE}
      onClose={onClose}
      footer={
        <>
          <SubmitButton form={CONDITION_FORM_ID} fullWidth={false}>
            SAVE
          </SubmitButton>
          <LeaveButton onClick={onClose}>CANCEL</LeaveButton>
        </>
      }
    >
      <PartErrorBoundary key={session}>
        <ConditionForm
          condition={index === null ? undefined : conditions[index]}
          usedFields={usedFields}
          onSave={(condition) => onSave(index, condition)}
        />
      </PartErrorBoundary>
    </DrawerFrame>
  );
}
