import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import ListSubheader from '@mui/material/ListSubheader';
import Typography from '@mui/material/Typography';
import { ACTION_LABELS, ACTION_TYPES, AUTOMATION_MESSAGES, type ActionType } from '@trailpost/contracts';
import { ActionIcon } from './ActionIcon';

const DESCRIPTIONS: Record<ActionType, string> = {
  EMAIL: 'E-mail the customer or chosen addresses with a template.',
  SMS: 'Text the customer or chosen numbers with a template.',
  ASSIGN_SHIPMENT: 'Hand the shipment to a team member.',
  TAG: 'Add tags to the shipment.',
  REPEAT_ACTION_REMOVE: 'Stop the repeating messages another rule started.',
};

type Props = { used: readonly ActionType[]; onPick: (type: ActionType) => void };

/**
 * The action types a rule can still take; each type once per rule, so those in use are listed
 * apart, greyed, with 'Action already selected' (part 2 §4, §8).
 */
export function ActionTypeList({ used, onPick }: Props) {
  const free = ACTION_TYPES.filter((type) => !used.includes(type));
  return (
    <>
      {free.length ? (
        <List aria-label="Actions">
          {free.map((type) => (
            <ListItemButton key={type} onClick={() => onPick(type)} sx={{ borderRadius: 1 }}>
              <ListItemIcon>
                <ActionIcon type={type} />
              </ListItemIcon>
              <ListItemText primary={ACTION_LABELS[type]} secondary={DESCRIPTIONS[type]} />
            </ListItemButton>
          ))}
        </List>
      ) : (
        <Typography color="text.secondary" sx={{ py: 4, textAlign: 'center' }}>
          {AUTOMATION_MESSAGES.noAction}
        </Typography>
      )}
      {used.length ? (
        <List aria-label="Actions in this rule" subheader={<ListSubheader disableSticky>In this rule</ListSubheader>}>
          {used.map((type) => (
            <ListItemButton key={type} disabled sx={{ borderRadius: 1 }}>
              <ListItemIcon>
                <ActionIcon type={type} />
              </ListItemIcon>
              <ListItemText primary={ACTION_LABELS[type]} secondary={AUTOMATION_MESSAGES.actionDuplicate} />
            </ListItemButton>
          ))}
        </List>
      ) : null}
    </>
  );
}
