import type { ChannelForm } from '@trailpost/contracts';
import type { ReactNode } from 'react';
import { BreadcrumbPage } from '@/components/BreadcrumbPage';
import { CATALOGUE_PATH, LIST_PATH, logoPathOf } from '../utils/paths';
import { ChannelLogo } from './ChannelLogo';

type Props = { channel: Pick<ChannelForm, 'displayName' | 'path'>; isNew: boolean; actions?: ReactNode; children: ReactNode };

/** A courier account's, store's or store app's add or edit screen: breadcrumb back to where it was opened from, logo and title. */
export function ChannelPage({ channel, isNew, actions, children }: Props) {
  const trail = [isNew ? { label: 'Integration', path: CATALOGUE_PATH } : { label: 'Manage Integration', path: LIST_PATH }];
  return (
    <BreadcrumbPage trail={trail} title={channel.displayName} icon={<ChannelLogo src={logoPathOf(channel)} size={40} />} actions={actions} maxWidth={760}>
      {children}
    </BreadcrumbPage>
  );
}
