export function truncate(text: string, max: number, ellipsis = '…'): string {
  if (max <= 0) return '';
  if (text.length <= max) return text;
  return text.substring(0, max - ellipsis.length) + ellipsis;
}
