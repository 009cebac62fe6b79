import { TableStateRow } from '@/components/TableStateRow';

type Props = { columns: number; isPending: boolean; error: unknown; emptyText: string };

/** The one row a template table shows while loading, after a failure or when it has no template (the shared row). */
export function TemplateTableState({ emptyText, ...state }: Props) {
  return <TableStateRow {...state} empty={emptyText} />;
}
