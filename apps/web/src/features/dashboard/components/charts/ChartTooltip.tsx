import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

export type TooltipPlacement = { x: number; y: number; flip: boolean };

/** The box beside the pointer that tells a bar's or a slice's numbers; it never takes the pointer. */
export function ChartTooltip({ placement, title, children }: { placement: TooltipPlacement; title?: string; children: ReactNode }) {
  return (
    <Paper
      role="tooltip"
      elevation={3}
      sx={{
        position: 'absolute',
        left: placement.x,
        top: placement.y,
        transform: placement.flip ? 'translate(calc(-100% - 12px), -50%)' : 'translate(12px, -50%)',
        px: 1.5,
        py: 1,
        pointerEvents: 'none',
        zIndex: 1,
        whiteSpace: 'nowrap',
        fontSize: 13,
      }}
    >
      {title ? (
        <Typography variant="body2" sx={{ fontWeight: 600, mb: 0.5 }}>
          {title}
        </Typography>
      ) : null}
      {children}
    </Paper>
  );
}

/** One line of a tooltip: the series' dot, its name and its value. */
export function TooltipRow({ color, name, value }: { color: string; name: string; value: string | number }) {
  return (
    <Typography variant="body2" component="div" sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
      <span aria-hidden style={{ width: 8, height: 8, borderRadius: '50%', background: color, flexShrink: 0 }} />
      <span style={{ flexGrow: 1 }}>{name}</span>
      <strong>{value}</strong>
    </Typography>
  );
}
