/** The two template lists: where they live and what their breadcrumbs call them. */
export const EMAIL_LIST = { label: 'Email Templates', path: '/settings_email' } as const;
export const SMS_LIST = { label: 'SMS Templates', path: '/settings_sms' } as const;
