import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import { AUTOMATION_NAME_MAX } from '@trailpost/contracts';
import type { ReactNode } from 'react';
import { BackButton } from './BackButton';
import { RuleStatus } from './RuleStatus';

type Props = {
  /** The element that names the dialog. */
  titleId: string;
  name: string;
  onName: (name: string) => void;
  active: boolean;
  onBack: () => void;
  /** Test, save and review buttons. */
  children: ReactNode;
};

/** The builder's top bar: back to the list, the rule's name, its state and what can be done. */
export function BuilderHeader({ titleId, name, onName, active, onBack, children }: Props) {
  return (
    <Box
      component="header"
      sx={{
        display: 'flex',
        flexWrap: 'wrap',
        alignItems: 'center',
        gap: 1.5,
        px: { xs: 2, sm: 3 },
        py: 1.5,
        borderBottom: 1,
        borderColor: 'divider',
        bgcolor: 'background.paper',
      }}
    >
      <BackButton id={titleId} onBack={onBack} />
      <TextField
        value={name}
        onChange={(event) => onName(event.target.value)}
        placeholder="Name Your Automation"
        size="small"
        slotProps={{ htmlInput: { 'aria-label': 'Automation name', maxLength: AUTOMATION_NAME_MAX } }}
        sx={{ order: { xs: 3, md: 0 }, flex: { xs: '1 1 100%', md: '1 1 280px' }, maxWidth: { md: 420 } }}
      />
      <Box sx={{ flexGrow: 1 }} />
      <RuleStatus active={active} />
      <Box sx={{ order: { xs: 4, md: 0 }, display: 'flex', flexWrap: 'wrap', gap: 1, justifyContent: 'flex-end', width: { xs: '100%', md: 'auto' } }}>
        {children}
      </Box>
    </Box>
  );
}
