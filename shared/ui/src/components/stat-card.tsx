import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Card } from './layout';

const Value = styled.p`
  font-size: 2rem;
  font-weight: 700;
  margin: 4px 0 0;
`;

const Label = styled.h2`
  font-size: 0.95rem;
  font-weight: 600;
  color: ${({ theme }) => theme.colors.muted};
  margin: 0;
`;

export function StatCard({ label, value, hint }: { label: string; value: ReactNode; hint?: ReactNode }) {
  return (
    <Card>
      <Label>{label}</Label>
      <Value>{value}</Value>
      {hint ? <small>{hint}</small> : null}
    </Card>
  );
}
