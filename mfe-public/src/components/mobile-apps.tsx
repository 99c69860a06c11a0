import styled from 'styled-components';
import { Badge, Container, Muted, Section } from '@physio/ui';

const Panel = styled.div`
  display: grid;
  gap: 20px;
  align-items: center;
  padding: 32px;
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  @media (min-width: 900px) {
    grid-template-columns: 1fr auto;
  }
`;

const Stores = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: 12px;
  list-style: none;
  margin: 0;
  padding: 0;
`;

const StoreButton = styled.button`
  display: grid;
  justify-items: start;
  gap: 4px;
  min-width: 180px;
  padding: 10px 16px;
  font: inherit;
  text-align: left;
  color: #fff;
  background: #0f172a;
  border: 0;
  border-radius: ${({ theme }) => theme.radius.md};
  cursor: not-allowed;
  opacity: 0.75;
  small {
    font-size: 0.75rem;
  }
  strong {
    font-size: 1.1rem;
  }
`;

const STORES = [
  { name: 'App Store', prefix: 'Download on the' },
  { name: 'Google Play', prefix: 'Get it on' },
];

/** Both store apps are announced but disabled, each with a coming-soon badge. */
export function MobileApps() {
  return (
    <Section aria-labelledby="mobile-apps-heading">
      <Container>
        <Panel>
          <div>
            <h2 id="mobile-apps-heading">Take your exercises with you</h2>
            <Muted>
              Our iOS and Android apps are on their way, so you can follow your program anywhere, even offline.
            </Muted>
          </div>
          <Stores>
            {STORES.map((store) => (
              <li key={store.name}>
                <StoreButton type="button" disabled aria-describedby="mobile-apps-soon">
                  <small>{store.prefix}</small>
                  <strong>{store.name}</strong>
                  <Badge $tone="warning">Coming soon</Badge>
                </StoreButton>
              </li>
            ))}
          </Stores>
          <span id="mobile-apps-soon" className="visually-hidden">
            Not available yet.
          </span>
        </Panel>
      </Container>
    </Section>
  );
}
