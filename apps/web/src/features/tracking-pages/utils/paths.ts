/** The screens of part 2 §2.10. */
export const LIST_PATH = '/custom_tracking_page';

/** The preview of a saved template (which it falls back to), or of unsaved HTML only. */
export const previewPath = (id: string | null) => (id ? `${LIST_PATH}/preview/${encodeURIComponent(id)}` : `${LIST_PATH}/preview`);
