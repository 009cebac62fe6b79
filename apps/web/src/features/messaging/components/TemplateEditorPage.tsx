import type { ReactNode } from 'react';
import { BreadcrumbPage } from '@/components/BreadcrumbPage';

type Props = {
  title: string;
  /** The template list this editor belongs to, one step up the breadcrumb. */
  list: { label: string; path: string };
  maxWidth?: number;
  children: ReactNode;
};

/** A template editor: the breadcrumb Settings > list > editor, its title and its body (the shared frame). */
export function TemplateEditorPage({ title, list, maxWidth = 1200, children }: Props) {
  return (
    <BreadcrumbPage trail={[{ label: 'Settings', path: '/settings' }, list]} title={title} maxWidth={maxWidth}>
      {children}
    </BreadcrumbPage>
  );
}
