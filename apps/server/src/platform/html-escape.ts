/** Text placed in HTML we build (e-mails): the five characters HTML gives meaning to, as entities. */
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}
