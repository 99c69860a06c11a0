import styled, { keyframes } from 'styled-components';

const spin = keyframes`to { transform: rotate(360deg); }`;

const Ring = styled.span`
  display: inline-block;
  width: 28px;
  height: 28px;
  border: 3px solid ${({ theme }) => theme.colors.border};
  border-top-color: ${({ theme }) => theme.colors.primary};
  border-radius: 50%;
  animation: ${spin} 800ms linear infinite;
`;

const Center = styled.div`
  display: flex;
  justify-content: center;
  align-items: center;
  min-height: 200px;
`;

export function Spinner({ label = 'Loading…' }: { label?: string }) {
  return (
    <Center role="status" aria-live="polite">
      <Ring aria-hidden="true" />
      <span className="visually-hidden">{label}</span>
    </Center>
  );
}
