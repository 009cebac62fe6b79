import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';

type Props<T> = {
  query: UseQueryResult<T>;
  /** Name of what loads, for the spinner's label. */
  label: string;
  isEmpty: (data: T) => boolean;
  /** The specification's empty text of this card. */
  emptyText: string;
  /** Keeps the card's height while loading or empty, so the page does not jump. */
  minHeight: number;
  children: (data: T) => ReactNode;
};

function Centered({ minHeight, children }: { minHeight: number; children?: ReactNode }) {
  return <Box sx={{ minHeight, flexGrow: 1, display: 'flex', alignItems: 'center', justifyContent: 'center' }}>{children}</Box>;
}

/**
 * A card's body by the state of its call (part 1 §4, §8): a spinner while loading, the empty
 * text, the data, or, when the call failed, nothing at all.
 */
export function CardQuery<T>({ query, label, isEmpty, emptyText, minHeight, children }: Props<T>) {
  if (query.isPending) {
    return (
      <Centered minHeight={minHeight}>
        <CircularProgress size={32} aria-label={`Loading ${label}`} />
      </Centered>
    );
  }
  if (query.isError) return <Centered minHeight={minHeight} />;
  if (isEmpty(query.data)) {
    return (
      <Centered minHeight={minHeight}>
        <Typography color="text.secondary">{emptyText}</Typography>
      </Centered>
    );
  }
  return <>{children(query.data)}</>;
}
