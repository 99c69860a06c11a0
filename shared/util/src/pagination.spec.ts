import { paginationWindow, showingRange, totalPages } from './pagination';

describe('pagination window', () => {
  it('shows every page when there are few', () => {
    expect(paginationWindow(1, 3)).toEqual([1, 2, 3]);
  });

  it('shows first, last, current ± 1 and ellipses at current ± 2', () => {
    expect(paginationWindow(5, 10)).toEqual([1, 'ellipsis-start', 4, 5, 6, 'ellipsis-end', 10]);
    expect(paginationWindow(1, 10)).toEqual([1, 2, 'ellipsis-end', 10]);
    expect(paginationWindow(10, 10)).toEqual([1, 'ellipsis-start', 9, 10]);
    expect(paginationWindow(3, 10)).toEqual([1, 2, 3, 4, 'ellipsis-end', 10]);
  });

  it('counts pages and describes the range only when there is more than one page', () => {
    expect(totalPages(0, 10)).toBe(1);
    expect(totalPages(45, 10)).toBe(5);
    expect(showingRange(1, 10, 10)).toBeNull();
    expect(showingRange(2, 10, 45)).toBe('Showing 11 to 20 of 45 videos');
    expect(showingRange(5, 10, 45)).toBe('Showing 41 to 45 of 45 videos');
  });
});
