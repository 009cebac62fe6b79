/** The template table's loading, error and empty row: the shared one, under the name this feature uses. */
export { TableStateRow as TableState } from '@/components/TableStateRow';
