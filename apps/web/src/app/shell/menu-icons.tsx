import BoltOutlined from '@mui/icons-material/BoltOutlined';
import DashboardOutlined from '@mui/icons-material/DashboardOutlined';
import ExtensionOutlined from '@mui/icons-material/ExtensionOutlined';
import LocalShippingOutlined from '@mui/icons-material/LocalShippingOutlined';
import SettingsOutlined from '@mui/icons-material/SettingsOutlined';
import SmartButtonOutlined from '@mui/icons-material/SmartButtonOutlined';
import WebOutlined from '@mui/icons-material/WebOutlined';
import type { ReactElement } from 'react';

/** Icon of each left-menu entry, by the entry's path. */
export const MENU_ICONS: Record<string, ReactElement> = {
  '/': <DashboardOutlined />,
  '/tracking': <LocalShippingOutlined />,
  '/automations': <BoltOutlined />,
  '/integrated_list': <ExtensionOutlined />,
  '/custom_tracking_page': <WebOutlined />,
  '/track_button': <SmartButtonOutlined />,
  '/settings': <SettingsOutlined />,
};
