import { paginationWindow, showingRange, totalPages } from '@physio/util';
import styled from 'styled-components';

const Bar = styled.nav`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: 12px;
  margin-top: 16px;
  ol {
    display: flex;
    flex-wrap: wrap;
    gap: 6px;
    list-style: none;
    margin: 0;
    padding: 0;
  }
  button {
    min-width: 44px;
    min-height: 44px;
    padding: 0 10px;
    font: inherit;
    cursor: pointer;
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radius.md};
    background: ${({ theme }) => theme.colors.surface};
    color: ${({ theme }) => theme.colors.text};
  }
  button[aria-current='page'] {
    background: ${({ theme }) => theme.colors.primary};
    border-color: ${({ theme }) => theme.colors.primary};
    color: #fff;
  }
  button:disabled {
    opacity: 0.5;
    cursor: not-allowed;
  }
  .ellipsis {
    display: inline-flex;
    align-items: center;
    min-height: 44px;
    padding: 0 4px;
  }
`;

interface PaginationProps {
  page: number;
  count: number;
  pageSize: number;
  onPageChange: (page: number) => void;
  /** What is counted, for 'Showing X to Y of Z <noun>'. */
  noun?: string;
  label?: string;
}

/** First, last, current ± 1, ellipses at current ± 2; the range line only when there is more than one page. */
export function Pagination({
  page,
  count,
  pageSize,
  onPageChange,
  noun = 'videos',
  label = 'Pagination',
}: PaginationProps) {
  const pages = totalPages(count, pageSize);
  if (pages <= 1) return null;
  return (
    <Bar aria-label={label}>
      <span>{showingRange(page, pageSize, count, noun)}</span>
      <ol>
        <li>
          <button type="button" onClick={() => onPageChange(page - 1)} disabled={page <= 1}>
            Previous
          </button>
        </li>
        {paginationWindow(page, pages).map((item) =>
          typeof item === 'number' ? (
            <li key={item}>
              <button
                type="button"
                aria-current={item === page ? 'page' : undefined}
                aria-label={`Page ${item}`}
                onClick={() => onPageChange(item)}
              >
                {item}
              </button>
            </li>
          ) : (
            <li key={item} className="ellipsis" aria-hidden="true">
              …
            </li>
          ),
        )}
        <li>
          <button type="button" onClick={() => onPageChange(page + 1)} disabled={page >= pages}>
            Next
          </button>
        </li>
      </ol>
    </Bar>
  );
}
