export function parseQuery(query: string): Map<string, string> {
  const params = new Map<string, string>();
  const body = query.startsWith('?') ? query.slice(1) : query;
  for (const part of body.split('&')) {
    if (part === '') continue;
    const eq = part.indexOf('=');
    const key = eq === -1 ? part : part.slice(0, eq);
    const value = eq === -1 ? '' : part.slice(eq + 1);
    params.set(decodeURIComponent(key), decodeURIComponent(value));
  }
  return params;
}
