import { useLayoutEffect, useRef, type ComponentPropsWithoutRef } from 'react';
import styled from 'styled-components';

const StyledTable = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-size: 0.95rem;
  th,
  td {
    padding: 12px 14px;
    text-align: left;
    vertical-align: middle;
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  }
  th {
    font-weight: 600;
    color: ${({ theme }) => theme.colors.muted};
    background: ${({ theme }) => theme.colors.background};
    white-space: nowrap;
  }
  tbody tr:last-child td {
    border-bottom: 0;
  }
  /* The buttons of a row wrap onto a second line rather than push the table wider than the page (a published
     exercise has four: Edit publication, Unpublish, Edit, Delete). */
  td.actions > * {
    white-space: nowrap;
    margin: 4px 8px 4px 0;
  }
  /* Where a table is wider than its box (a tablet) it scrolls sideways in its TableWrap: a date stays on one line and
     long text (a title, a note) keeps a readable width instead of stacking a word per line. */
  td.date {
    white-space: nowrap;
  }
  td.text {
    min-width: 180px;
  }
  /* A link in a cell (a video's title) is a 44 px tall target too. */
  td > a {
    display: inline-flex;
    align-items: center;
    min-height: 44px;
    min-width: 44px;
  }
  /* On a phone each row is a card: a line per cell, labelled with its column's header (from \`data-label\`), and
     the row's buttons side by side under it, so nothing hides another cell and nothing needs a sideways scroll. The
     header row stays for screen readers, out of sight. */
  @media (max-width: 640px) {
    thead {
      position: absolute;
      width: 1px;
      height: 1px;
      overflow: hidden;
      clip-path: inset(50%);
      white-space: nowrap;
    }
    tbody tr {
      display: block;
      padding: 8px 0;
      border-bottom: 1px solid ${({ theme }) => theme.colors.border};
    }
    tbody tr:last-child {
      border-bottom: 0;
    }
    tbody td {
      display: flex;
      align-items: baseline;
      gap: 12px;
      padding: 4px 14px;
      border-bottom: 0;
    }
    tbody td[data-label]::before {
      content: attr(data-label);
      flex: 0 0 8.5em;
      font-weight: 600;
      color: ${({ theme }) => theme.colors.muted};
    }
    td.text {
      min-width: 0;
    }
    td.actions {
      flex-wrap: wrap;
      align-items: center;
      gap: 8px;
      padding-top: 8px;
    }
    td.actions::before {
      display: none;
    }
    td.actions > * {
      margin: 0;
    }
  }
`;

/**
 * The app's table. Each body cell is given its column's header as `data-label`, which a phone shows beside the
 * value when the rows become cards; rows the caller adds later are labelled on the render that adds them.
 */
export function Table(props: ComponentPropsWithoutRef<'table'>) {
  const ref = useRef<HTMLTableElement>(null);
  useLayoutEffect(() => {
    const table = ref.current;
    if (!table) return;
    const headers = [...table.querySelectorAll('thead th')].map((th) => th.textContent?.trim() ?? '');
    for (const row of table.querySelectorAll('tbody tr'))
      [...row.children].forEach((cell, i) => {
        if (headers[i]) cell.setAttribute('data-label', headers[i]);
        else cell.removeAttribute('data-label');
      });
  });
  return <StyledTable ref={ref} {...props} />;
}
