import { CONDITION_FIELDS, DELIVERY_TIME_OPTIONS, SHIPMENT_STATUSES, STATUS_LABELS, type ConditionField } from '@trailpost/contracts';
import { deliveryTimeLabel } from './condition-text';
import { CheckboxValuesEditor } from './CheckboxValuesEditor';
import { CourierValuesEditor } from './CourierValuesEditor';
import { ListValuesEditor } from './ListValuesEditor';
import type { ValueEditorProps } from './value-editor';

const STATUS_OPTIONS = SHIPMENT_STATUSES.map((status) => ({ value: status, label: STATUS_LABELS[status] }));
const DELIVERY_OPTIONS = DELIVERY_TIME_OPTIONS.map((hours) => ({ value: hours, label: deliveryTimeLabel(hours) }));

/** The value editor a condition field asks for (CONDITION_FIELDS[field].editor). */
export function ConditionValueEditor({ field, ...props }: Omit<ValueEditorProps, 'label'> & { field: ConditionField }) {
  const { label, editor } = CONDITION_FIELDS[field];
  switch (editor) {
    case 'status':
      return <CheckboxValuesEditor label={label} options={STATUS_OPTIONS} {...props} />;
    case 'delivery_time':
      return <CheckboxValuesEditor label={label} options={DELIVERY_OPTIONS} {...props} />;
    case 'courier':
      return <CourierValuesEditor label={label} {...props} />;
    case 'list':
      return <ListValuesEditor label={label} {...props} />;
    default:
      throw new Error(`No value editor for ${field}`);
  }
}
