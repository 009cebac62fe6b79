import EmailOutlinedIcon from '@mui/icons-material/EmailOutlined';
import LabelOutlinedIcon from '@mui/icons-material/LabelOutlined';
import PersonAddAltOutlinedIcon from '@mui/icons-material/PersonAddAltOutlined';
import RepeatOnOutlinedIcon from '@mui/icons-material/RepeatOnOutlined';
import SmsOutlinedIcon from '@mui/icons-material/SmsOutlined';
import type { ActionType } from '@trailpost/contracts';

const ICONS = {
  EMAIL: EmailOutlinedIcon,
  SMS: SmsOutlinedIcon,
  ASSIGN_SHIPMENT: PersonAddAltOutlinedIcon,
  TAG: LabelOutlinedIcon,
  REPEAT_ACTION_REMOVE: RepeatOnOutlinedIcon,
} as const;

export function ActionIcon({ type }: { type: ActionType }) {
  const Icon = ICONS[type];
  return <Icon color="primary" fontSize="small" />;
}
