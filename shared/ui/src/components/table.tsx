import styled from 'styled-components';

export const Table = styled.table`
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
  /* On a phone a table scrolls sideways in its TableWrap: a date stays on one line and long text (a title, a note)
     keeps a readable width instead of stacking a word per line. */
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
  /* On a phone the actions column stays pinned at the right edge, its buttons stacked, so "View Details" and
     "Delete" are on screen without scrolling sideways; the other columns scroll beneath it. */
  @media (max-width: 640px) {
    td.actions,
    &:has(td.actions) thead th:last-child {
      position: sticky;
      right: 0;
      z-index: 1;
      background: ${({ theme }) => theme.colors.surface};
      box-shadow: -6px 0 8px -6px rgba(15, 23, 42, 0.35);
    }
    &:has(td.actions) thead th:last-child {
      background: ${({ theme }) => theme.colors.background};
    }
    td.actions {
      white-space: normal;
      padding: 8px;
    }
    td.actions > * {
      display: flex;
      width: 100%;
      margin: 0;
      padding: 0 10px;
    }
    td.actions > * + * {
      margin-left: 0;
      margin-top: 8px;
    }
  }
`;
