/**
 * Appends a request path to a base URL's path, keeping the base URL's query (an Azure
 * `?api-version=`): `joinURL('https://host/v1/', '/embeddings')` → `https://host/v1/embeddings`.
 * A base that does not parse as a URL is joined as text.
 */
export function joinURL(base: string, path: string): string {
  try {
    const url = new URL(base);
    url.pathname = `${url.pathname.replace(/\/+$/, '')}${path}`;
    return url.toString();
  } catch {
    return `${base.replace(/\/+$/, '')}${path}`;
  }
}
