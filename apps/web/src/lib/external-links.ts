/** Contact page opened by the Support link. */
export const SUPPORT_URL: string = import.meta.env.VITE_SUPPORT_URL ?? 'mailto:support@trailpost.app';

/** The generated API reference served by the server. */
export const API_DOCS_URL = '/api/docs';
