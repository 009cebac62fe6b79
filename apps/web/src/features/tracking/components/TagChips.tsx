import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import type { ShipmentListItem } from '@trailpost/contracts';

const SHOWN = 2;

/** Dark text on light tag colours, white on dark ones. */
export function tagTextColor(background: string): string {
  const match = /^#?([0-9a-f]{6})$/i.exec(background);
  if (!match?.[1]) return '#1f2937';
  const value = parseInt(match[1], 16);
  const [r, g, b] = [(value >> 16) & 255, (value >> 8) & 255, value & 255];
  return 0.299 * r + 0.587 * g + 0.114 * b > 150 ? '#1f2937' : '#ffffff';
}

/** At most two tags, then "+N" with the rest in a tooltip. */
export function TagChips({ tags }: { tags: ShipmentListItem['tag'] }) {
  if (tags.length === 0) return <>-</>;
  const rest = tags.slice(SHOWN);
  return (
    <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center' }}>
      {tags.slice(0, SHOWN).map((tag) => (
        <Chip
          key={tag.tag_id}
          label={tag.tag_name}
          size="small"
          sx={{ bgcolor: tag.tag_color, color: tagTextColor(tag.tag_color), maxWidth: 110, height: 22, fontSize: 12 }}
        />
      ))}
      {rest.length > 0 ? (
        <Tooltip title={rest.map((tag) => tag.tag_name).join(', ')}>
          <Chip label={`+${rest.length}`} size="small" variant="outlined" sx={{ height: 22, fontSize: 12 }} />
        </Tooltip>
      ) : null}
    </Stack>
  );
}
