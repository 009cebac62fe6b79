import type { ReactNode } from 'react';
import { BreadcrumbPage } from '@/components/BreadcrumbPage';

const TRAIL = [{ label: 'Track Button', path: '/track_button' }] as const;

type Props = { store: string; title: string; description: ReactNode; children: ReactNode };

/** A store's guide: the breadcrumb back to the store choice, the title, a line on what it takes and the steps (the shared frame). */
export function GuidePage({ store, title, description, children }: Props) {
  return (
    <BreadcrumbPage trail={TRAIL} title={title} current={store} description={description} maxWidth={860}>
      {children}
    </BreadcrumbPage>
  );
}
