/** The request URL with another page number, for the `next` / `previous` links of a Django-REST-style page. */
export function pageLink(requestUrl: string, page: number): string {
  const url = new URL(requestUrl);
  url.searchParams.set('page', String(page));
  return url.toString();
}
