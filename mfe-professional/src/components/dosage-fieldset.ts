import styled from 'styled-components';

/**
 * The framed group of an exercise's dosage fields (sets, reps, hold…), laid out in as many columns as fit. min-width 0
 * because a fieldset is at least as wide as its content by default, which would push a card past a 375 px screen.
 */
export const DosageFieldset = styled.fieldset`
  min-width: 0;
  display: grid;
  gap: 12px;
  align-items: start;
  grid-template-columns: repeat(auto-fit, minmax(100px, 1fr));
  margin: 0;
  padding: 12px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.md};
  legend {
    font-weight: 600;
    padding: 0 4px;
  }
`;
