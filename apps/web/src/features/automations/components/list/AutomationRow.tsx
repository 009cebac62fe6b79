import DeleteOutlinedIcon from '@mui/icons-material/DeleteOutlined';
import HistoryIcon from '@mui/icons-material/History';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import type { AutomationView } from '@trailpost/contracts';
import { Link as RouterLink } from 'react-router';
import { DateTimeText } from './DateTimeText';
import { FROM_DESKTOP, FROM_TABLET, PHONE_ONLY } from './columns';
import { RuleActionChips } from './RuleActionChips';
import { RuleSwitch } from './RuleSwitch';

export type RuleRowActions = {
  onToggle: (rule: AutomationView) => void;
  onDelete: (rule: AutomationView) => void;
  /** The rule whose switch is on its way to the server. */
  togglingId: string | null;
};

type Props = RuleRowActions & { rule: AutomationView };

/** One rule: switch, name (opens the builder), type, trigger, actions, sends, dates, its log and, when off, delete. */
export function AutomationRow({ rule, onToggle, onDelete, togglingId }: Props) {
  return (
    <TableRow hover aria-label={rule.name}>
      <TableCell padding="checkbox">
        <RuleSwitch rule={rule} busy={togglingId === rule._id} onToggle={onToggle} />
      </TableCell>
      <TableCell sx={{ overflowWrap: 'anywhere', minWidth: { sm: 160 } }}>
        <Link component={RouterLink} to={`/automations/edit/${rule._id}`} underline="hover" sx={{ fontWeight: 500 }}>
          {rule.name}
        </Link>
        <Typography variant="caption" color="text.secondary" sx={PHONE_ONLY}>
          {rule.trigger_name}
        </Typography>
      </TableCell>
      <TableCell sx={FROM_TABLET}>{rule.type}</TableCell>
      <TableCell sx={FROM_TABLET}>{rule.trigger_name}</TableCell>
      <TableCell>
        <RuleActionChips actions={rule.action} />
      </TableCell>
      <TableCell sx={FROM_TABLET} align="right">
        {rule.sends_30d.toLocaleString()}
      </TableCell>
      <TableCell sx={FROM_DESKTOP}>
        <DateTimeText value={rule.created} />
      </TableCell>
      <TableCell sx={FROM_DESKTOP}>
        <DateTimeText value={rule.modified} />
      </TableCell>
      <TableCell align="right" sx={{ whiteSpace: 'nowrap', pl: 0 }}>
        <Box sx={{ display: 'flex', justifyContent: 'flex-end' }}>
          <Tooltip title="Logs">
            <IconButton size="small" component={RouterLink} to={`/automations/${rule._id}/logs`} aria-label={`Logs of ${rule.name}`}>
              <HistoryIcon fontSize="small" />
            </IconButton>
          </Tooltip>
          {/* Only a rule that is off can be deleted (part 2 §4). */}
          {rule.active === 0 ? (
            <Tooltip title="Delete">
              <IconButton size="small" aria-label={`Delete ${rule.name}`} onClick={() => onDelete(rule)}>
                <DeleteOutlinedIcon fontSize="small" />
              </IconButton>
            </Tooltip>
          ) : (
            <Box sx={{ width: 30 }} aria-hidden />
          )}
        </Box>
      </TableCell>
    </TableRow>
  );
}
