import Stack from '@mui/material/Stack';
import {
  AUTOMATION_MESSAGES, CONDITION_FIELD_NAMES, CONDITION_FIELDS, OPERATOR_LABELS,
  type AutomationConditionInput, type AutomationOperator, type ConditionField,
} from '@trailpost/contracts';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { useUnsavedChanges } from '@/components/discard-guard/discard-scope-context';
import { ConditionValueEditor } from './ConditionValueEditor';
import { FormSelect } from './FormSelect';
import { conditionIssues, partResolver } from './part-issues';

export const CONDITION_FORM_ID = 'automation-condition-form';

type Values = { query_param: ConditionField | ''; operator: AutomationOperator | ''; query_param_value: string[] };

const toCondition = (values: Values): AutomationConditionInput => ({
  collection: 'shipment',
  query_param: values.query_param as ConditionField,
  operator: values.operator as AutomationOperator,
  query_param_value: values.query_param_value,
});

const fieldOf = (path: string): keyof Values => (path.startsWith('operator') ? 'operator' : path.startsWith('query_param_value') ? 'query_param_value' : 'query_param');

type Props = {
  condition: AutomationConditionInput | undefined;
  /** Fields the rule's other conditions use: each field once per rule. */
  usedFields: readonly ConditionField[];
  onSave: (condition: AutomationConditionInput) => void;
};

/** A field, how it compares (its operators only) and the values, checked by the shared schema. */
export function ConditionForm({ condition, usedFields, onSave }: Props) {
  const { control, handleSubmit, setValue, getValues, formState } = useForm<Values>({
    defaultValues: {
      query_param: (condition?.query_param as ConditionField | undefined) ?? '',
      operator: (condition?.operator as AutomationOperator | undefined) ?? '',
      query_param_value: condition?.query_param_value ?? [],
    },
    resolver: partResolver((values) => conditionIssues(toCondition(values), usedFields), fieldOf),
  });
  useUnsavedChanges(formState.isDirty);
  const field = useWatch({ control, name: 'query_param' });
  const operators = field ? CONDITION_FIELDS[field].operators : [];

  // Another field: keep the operator if it still applies (or the only one there is), start the values afresh.
  const pickField = (next: string) => {
    const allowed: readonly AutomationOperator[] = CONDITION_FIELDS[next as ConditionField].operators;
    const operator = getValues('operator');
    setValue('operator', allowed.length === 1 ? allowed[0]! : operator && allowed.includes(operator) ? operator : '');
    setValue('query_param_value', []);
  };

  return (
    <Stack component="form" id={CONDITION_FORM_ID} noValidate spacing={2.5} onSubmit={handleSubmit((values) => onSave(toCondition(values)))}>
      <FormSelect
        control={control}
        name="query_param"
        label="Condition"
        onPicked={pickField}
        options={CONDITION_FIELD_NAMES.map((name) => {
          const used = usedFields.includes(name);
          return { value: name, label: CONDITION_FIELDS[name].label, disabled: used, secondary: used ? AUTOMATION_MESSAGES.conditionDuplicate : undefined };
        })}
      />
      <FormSelect
        control={control}
        name="operator"
        label="Operator"
        disabled={!field}
        options={operators.map((operator) => ({ value: operator, label: OPERATOR_LABELS[operator] }))}
      />
      {field ? (
        <Controller
          control={control}
          name="query_param_value"
          render={({ field: values, fieldState }) => (
            <ConditionValueEditor key={field} field={field} value={values.value} onChange={values.onChange} error={fieldState.error?.message} />
          )}
        />
      ) : null}
    </Stack>
  );
}
