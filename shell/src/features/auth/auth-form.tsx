import styled from 'styled-components';

// The shared look of the sign-in, sign-up and password screens.
export const AuthCard = styled.div`
  max-width: 420px;
  margin: ${({ theme }) => theme.space(12)} auto;
  padding: ${({ theme }) => theme.space(8)};
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.lg};
  box-shadow: ${({ theme }) => theme.shadow.card};
  h1 {
    font-size: 1.6rem;
  }
`;

export const Form = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space(4)};
  margin-top: ${({ theme }) => theme.space(5)};
`;

export const FormFooter = styled.p`
  margin: ${({ theme }) => theme.space(5)} 0 0;
  color: ${({ theme }) => theme.colors.muted};
`;
