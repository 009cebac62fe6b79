import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { AUTOMATION_MESSAGES } from '@trailpost/contracts';
import { useState } from 'react';
import { DrawerFrame } from '@/components/DrawerFrame';
import { SearchField } from '@/components/SearchField';
import type { TriggerChoice } from './builder-state';
import { triggerKey, type TriggerOption } from './trigger-options';
import { cleanTriggerSearch, matchesSearch } from './trigger-text';

export const TRIGGER_DRAWER_TITLE = 'Shipment Triggers';

type Props = {
  open: boolean;
  options: readonly TriggerOption[];
  selected: TriggerChoice | null;
  onPick: (choice: TriggerChoice) => void;
  onClose: () => void;
};

/** "Shipment Triggers": the trigger conditions to run the rule on, with a search box. */
export function TriggerDrawer({ open, options, selected, onPick, onClose }: Props) {
  const [search, setSearch] = useState('');
  const shown = options.filter((option) => matchesSearch(option.name, search));
  return (
    <DrawerFrame open={open} title={TRIGGER_DRAWER_TITLE} onClose={onClose}>
      <SearchField label="Search triggers" labelShown value={search} onChange={(text) => setSearch(cleanTriggerSearch(text))} fullWidth maxLength={100} />
      {shown.length ? (
        <List aria-label="Triggers" sx={{ mt: 1 }}>
          {shown.map((option) => (
            <ListItemButton key={option.key} selected={option.key === triggerKey(selected)} onClick={() => onPick(option.choice)} sx={{ borderRadius: 1 }}>
              <ListItemText primary={option.name} secondary={option.description} />
            </ListItemButton>
          ))}
        </List>
      ) : (
        <Typography color="text.secondary" sx={{ py: 4, textAlign: 'center' }}>
          {AUTOMATION_MESSAGES.noTrigger}
        </Typography>
      )}
    </DrawerFrame>
  );
}
