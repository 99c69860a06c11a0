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
  td.actions {
    white-space: nowrap;
  }
  td.actions > * + * {
    margin-left: 8px;
  }
`;
