import type { ReactNode } from 'react';
import { BreadcrumbPage } from '@/components/BreadcrumbPage';
import { LIST_PATH } from '../utils/paths';

const TRAIL = [{ label: 'Tracking Pages', path: LIST_PATH }] as const;

/** The editor's frame: the breadcrumb back to the list, the title and the form (the shared frame). */
export function EditorPage({ title, children }: { title: string; children: ReactNode }) {
  return (
    <BreadcrumbPage trail={TRAIL} title={title} maxWidth={1400}>
      {children}
    </BreadcrumbPage>
  );
}
