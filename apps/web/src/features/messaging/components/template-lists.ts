/** A channel's editor addresses (the route table's /custom_…, /edit_…/:id and /copy_…/:id). */
const editorPathsOf = (word: 'email' | 'sms') => ({
  newPath: `/custom_${word}_template`,
  editPath: (id: string) => `/edit_${word}_template/${id}`,
  copyPath: (id: string) => `/copy_${word}_template/${id}`,
});

/** The two template lists: where they live, what their breadcrumbs call them, and their editors' addresses. */
export const EMAIL_LIST = { label: 'Email Templates', path: '/settings_email', ...editorPathsOf('email') } as const;
export const SMS_LIST = { label: 'SMS Templates', path: '/settings_sms', ...editorPathsOf('sms') } as const;
export type TemplateList = { readonly label: string; readonly path: string } & ReturnType<typeof editorPathsOf>;
