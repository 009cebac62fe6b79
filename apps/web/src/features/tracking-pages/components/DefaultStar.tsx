import StarIcon from '@mui/icons-material/Star';
import StarBorderIcon from '@mui/icons-material/StarBorder';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';

type Props = { name: string; isDefault: boolean; disabled: boolean; onChoose: () => void };

/** The default template's star; another template's empty star makes that one the default. */
export function DefaultStar({ name, isDefault, disabled, onChoose }: Props) {
  if (isDefault) {
    return (
      <Tooltip title="Default: shown on your tracking page">
        <Box component="span" role="img" aria-label={`${name} is the default`} sx={{ display: 'inline-flex', p: 1, color: 'warning.main' }}>
          <StarIcon fontSize="small" />
        </Box>
      </Tooltip>
    );
  }
  return (
    <Tooltip title="Make default">
      <span>
        <IconButton aria-label={`Make ${name} the default`} onClick={onChoose} disabled={disabled}>
          <StarBorderIcon fontSize="small" />
        </IconButton>
      </span>
    </Tooltip>
  );
}
