import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import { alpha } from '@mui/material/styles';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId, type ReactNode } from 'react';

type Props = {
  /** "When", "If", "Then": the card's place in the rule. */
  step: string;
  title: string;
  subtitle?: ReactNode;
  icon: ReactNode;
  /** The SELECT … button, or nothing when the part cannot change. */
  action?: ReactNode;
  children?: ReactNode;
};

/** One part of the rule (trigger, conditions, actions) as a card of the builder's flow. */
export function StepCard({ step, title, subtitle, icon, action, children }: Props) {
  const titleId = useId();
  return (
    <Paper component="section" aria-labelledby={titleId} variant="outlined" sx={{ p: { xs: 2, sm: 2.5 }, borderRadius: 2, width: '100%' }}>
      <Stack direction="row" spacing={1.5} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <Avatar sx={{ bgcolor: (theme) => alpha(theme.palette.primary.main, 0.1), color: 'primary.main', width: 40, height: 40 }} variant="rounded">
          {icon}
        </Avatar>
        <Box sx={{ flex: 1, minWidth: 160 }}>
          <Typography variant="overline" color="text.secondary" sx={{ lineHeight: 1.4 }}>
            {step}
          </Typography>
          <Typography id={titleId} variant="subtitle1" component="h2" sx={{ fontWeight: 600, lineHeight: 1.3 }}>
            {title}
          </Typography>
          {subtitle ? (
            <Typography variant="body2" color="text.secondary">
              {subtitle}
            </Typography>
          ) : null}
        </Box>
        {action}
      </Stack>
      {children ? <Box sx={{ mt: 2 }}>{children}</Box> : null}
    </Paper>
  );
}

/** The line between two cards of the flow. */
export function StepConnector() {
  return <Box aria-hidden sx={{ width: 2, height: 28, bgcolor: 'divider', mx: 'auto' }} />;
}
