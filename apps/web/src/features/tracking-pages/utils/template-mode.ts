/** create: /custom_tracking_page/create; edit: …/edit/{id}; copy: …/copy/{id} (pre-filled from the source, saved as new). */
export type TemplateMode = 'create' | 'edit' | 'copy';

export function templateModeOf(pathname: string, id: string | undefined): TemplateMode {
  if (!id) return 'create';
  return pathname.startsWith('/custom_tracking_page/copy/') ? 'copy' : 'edit';
}
