import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import { ACTION_LABELS, type AutomationAction } from '@trailpost/contracts';

/** The Actions column: each action's label (part 2 §9 names), in the rule's order. */
export function RuleActionChips({ actions }: { actions: AutomationAction[] }) {
  return (
    <Box component="ul" aria-label="Actions" sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5, m: 0, p: 0, listStyle: 'none' }}>
      {actions.map((action) => (
        <li key={action.type}>
          <Chip size="small" variant="outlined" label={ACTION_LABELS[action.type] ?? action.type} />
        </li>
      ))}
    </Box>
  );
}
