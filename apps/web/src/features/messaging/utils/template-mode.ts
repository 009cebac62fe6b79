/** new: /custom_…; edit: /edit_…/{id}; copy: /copy_…/{id} (pre-filled from the source, saved as new). */
export type TemplateMode = 'new' | 'edit' | 'copy';

export function templateModeOf(pathname: string, id: string | undefined): TemplateMode {
  if (!id) return 'new';
  return pathname.startsWith('/copy_') ? 'copy' : 'edit';
}
