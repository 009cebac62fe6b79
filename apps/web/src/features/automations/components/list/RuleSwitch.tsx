import Switch from '@mui/material/Switch';
import Tooltip from '@mui/material/Tooltip';
import type { AutomationView } from '@trailpost/contracts';

type Props = { rule: AutomationView; busy: boolean; onToggle: (rule: AutomationView) => void };

/** A rule's on/off switch; the list shows the new state at once and goes back if the server refuses. */
export function RuleSwitch({ rule, busy, onToggle }: Props) {
  const on = rule.active === 1;
  return (
    <Tooltip title={on ? 'Turn off' : 'Turn on'}>
      <Switch
        size="small"
        checked={on}
        disabled={busy}
        onChange={() => onToggle(rule)}
        slotProps={{ input: { 'aria-label': `${rule.name} active` } }}
      />
    </Tooltip>
  );
}
