import Tooltip from '@mui/material/Tooltip';
import { useEffect, useRef, useState, type MouseEvent } from 'react';

/** The attribute a cell's part carries to show its full text on hover. */
const TIP_ATTRIBUTE = 'data-tip';

/** Like MUI's enter delay: a pointer passing over the rows does not flash tooltips. */
const ENTER_DELAY_MS = 400;

type Tip = { element: HTMLElement; text: string };

const tipElementOf = (target: EventTarget | null) => (target instanceof Element ? target.closest<HTMLElement>(`[${TIP_ATTRIBUTE}]`) : null);

/**
 * One tooltip for the whole table, shown for the part under the pointer that carries
 * `data-tip`: a Tooltip per cell (five a row) was a sixth of the list's first render.
 */
export function useCellTooltip() {
  const [tip, setTip] = useState<Tip | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const onMouseOver = (event: MouseEvent) => {
    const element = tipElementOf(event.target);
    if (!element || element === tip?.element) return;
    clearTimeout(timer.current);
    const text = element.getAttribute(TIP_ATTRIBUTE) ?? '';
    timer.current = setTimeout(() => setTip({ element, text }), ENTER_DELAY_MS);
  };
  const onMouseOut = (event: MouseEvent) => {
    const element = tipElementOf(event.target);
    // Moving within the same part (onto its own text) keeps the tooltip.
    if (!element || (event.relatedTarget instanceof Node && element.contains(event.relatedTarget))) return;
    clearTimeout(timer.current);
    setTip(null);
  };

  const tooltip = (
    <Tooltip
      open={tip !== null && tip.element.isConnected}
      title={tip?.text ?? ''}
      placement="top-start"
      disableHoverListener
      disableFocusListener
      disableTouchListener
      slotProps={{ popper: { anchorEl: tip?.element } }}
    >
      <span hidden />
    </Tooltip>
  );
  return { handlers: { onMouseOver, onMouseOut }, tooltip };
}
