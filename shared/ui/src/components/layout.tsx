import styled from 'styled-components';

export const Container = styled.div`
  width: 100%;
  max-width: 1200px;
  margin: 0 auto;
  padding: 0 ${({ theme }) => theme.space(5)};
`;

export const Section = styled.section`
  padding: ${({ theme }) => theme.space(12)} 0;
`;

export const Card = styled.div`
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.lg};
  box-shadow: ${({ theme }) => theme.shadow.card};
  padding: ${({ theme }) => theme.space(6)};
`;

export const Grid = styled.div<{ $min?: string }>`
  display: grid;
  gap: ${({ theme }) => theme.space(5)};
  grid-template-columns: repeat(auto-fill, minmax(${({ $min = '240px' }) => $min}, 1fr));
`;

export const Muted = styled.p`
  color: ${({ theme }) => theme.colors.muted};
  margin: 0;
`;

export const PageHeader = styled.header`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(4)};
  margin: ${({ theme }) => theme.space(8)} 0 ${({ theme }) => theme.space(6)};
  h1 {
    margin: 0;
    font-size: clamp(1.5rem, 3vw, 2rem);
  }
`;
