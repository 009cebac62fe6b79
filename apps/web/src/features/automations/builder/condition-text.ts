import {
  CONDITION_FIELDS, OPERATOR_LABELS, STATUS_LABELS, type AutomationConditionInput, type AutomationOperator, type ConditionField, type ShipmentStatus,
} from '@trailpost/contracts';

export const deliveryTimeLabel = (hours: string) => `${hours} hours`;

/** A condition value as people read it: status names, courier names, "24 hours". */
export function conditionValueLabel(field: ConditionField, value: string, courierTitles: ReadonlyMap<string, string>): string {
  const editor = CONDITION_FIELDS[field].editor;
  if (editor === 'status') return STATUS_LABELS[value as ShipmentStatus] ?? value;
  if (editor === 'courier') return courierTitles.get(value) ?? value;
  if (editor === 'delivery_time') return deliveryTimeLabel(value);
  return value;
}

/** "Shipment Status", "is", ["Delivered", "Exception"]: how a condition reads on its card. */
export function conditionParts(condition: AutomationConditionInput, courierTitles: ReadonlyMap<string, string>) {
  const field = condition.query_param as ConditionField;
  return {
    field: CONDITION_FIELDS[field]?.label ?? field,
    operator: OPERATOR_LABELS[condition.operator as AutomationOperator] ?? condition.operator,
    values: condition.query_param_value.map((value) => conditionValueLabel(field, value, courierTitles)),
  };
}
