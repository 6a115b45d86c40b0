/** Text for an HTML body or attribute: the five significant characters as numeric entities. */
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}
