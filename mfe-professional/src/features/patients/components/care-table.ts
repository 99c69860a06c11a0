import { Table } from '@physio/ui';
import styled from 'styled-components';

/**
 * The care tables on a phone: dates stay on one line and long text keeps a readable width, so the table scrolls
 * sideways in its TableWrap instead of stacking a word per line.
 */
export const CareTable = styled(Table)`
  td.date {
    white-space: nowrap;
  }
  td.text {
    min-width: 200px;
  }
`;
