import styled from 'styled-components';
import { Grid } from '@physio/ui';

/** A Grid whose columns stretch to fill the row, so three cards never leave an empty fourth column. */
export const FitGrid = styled(Grid)`
  grid-template-columns: repeat(auto-fit, minmax(${({ $min = '240px' }) => `min(${$min}, 100%)`}, 1fr));
`;
