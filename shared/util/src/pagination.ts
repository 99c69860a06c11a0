// The video library's pagination window: first, last and current ± 1 pages,
// with an ellipsis standing at current − 2 and current + 2.
export type PageItem = number | 'ellipsis-start' | 'ellipsis-end';

export function paginationWindow(current: number, totalPages: number): PageItem[] {
  const items: PageItem[] = [];
  for (let page = 1; page <= totalPages; page++) {
    if (page === 1 || page === totalPages || Math.abs(page - current) <= 1) items.push(page);
    else if (page === current - 2) items.push('ellipsis-start');
    else if (page === current + 2) items.push('ellipsis-end');
  }
  return items;
}

export function totalPages(count: number, pageSize: number): number {
  return Math.max(1, Math.ceil(count / pageSize));
}

/** 'Showing 11 to 20 of 45 videos', or null when everything fits on one page. */
export function showingRange(page: number, pageSize: number, count: number, noun = 'videos'): string | null {
  if (count <= pageSize) return null;
  const from = (page - 1) * pageSize + 1;
  const to = Math.min(page * pageSize, count);
  return `Showing ${from} to ${to} of ${count} ${noun}`;
}
