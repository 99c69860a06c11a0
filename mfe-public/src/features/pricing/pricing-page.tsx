import { useState } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { Badge, ButtonLink, Card, Container, Muted, useDocumentMeta } from '@physio/ui';
import { FeatureIcon } from '../../components/feature-icon';
import { PROFESSIONAL_SIGN_UP } from '../professionals/professionals-content';
import { BillingToggle } from './billing-toggle';
import { type Billing, formatPrice, formatTotal, planPrice } from './pricing';

const Header = styled.header`
  text-align: center;
  margin: 48px 0 32px;
  h1 {
    font-size: clamp(1.75rem, 4vw, 2.5rem);
  }
  p {
    max-width: 56ch;
    margin: 0 auto 24px;
  }
`;

const Plan = styled(Card).attrs({ as: 'section' })`
  max-width: 520px;
  margin: 0 auto;
  border: 2px solid ${({ theme }) => theme.colors.primary};
  display: grid;
  gap: 20px;
`;

const Price = styled.p`
  margin: 0;
  display: flex;
  align-items: baseline;
  flex-wrap: wrap;
  gap: 6px;
  strong {
    font-size: 3rem;
    line-height: 1;
  }
`;

const Features = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: 10px;
  li {
    display: flex;
    gap: 10px;
    align-items: flex-start;
  }
  svg {
    color: ${({ theme }) => theme.colors.success};
    margin-top: 2px;
  }
`;

// What the plan includes today; planned features are listed apart, marked "Coming soon".
const PLAN_FEATURES = [
  'Exercise extraction from your YouTube videos (chapters or captions)',
  'Unlimited exercises, tags and programs',
  'Patient invitations, program assignments with PDF handouts, and progress tracking',
  'Email support from our team',
];
const PLANNED_FEATURES = [
  'Analytics dashboard',
  'Goal tracking',
  'Secure messaging',
  'Custom branded exercise library',
];

export default function PricingPage() {
  const [billing, setBilling] = useState<Billing>('monthly');
  const price = planPrice(billing);
  useDocumentMeta(
    'Pricing | PhysioHub',
    'One simple Professional Plan for physiotherapists: 99 dollars a month, or save 20% with annual billing. Start with a free trial.',
  );
  return (
    <Container>
      <Header>
        <h1>Simple, transparent pricing</h1>
        <Muted as="p">
          One plan with everything your practice needs. Try it free, then choose how you want to pay.
        </Muted>
        <BillingToggle value={billing} onChange={setBilling} />
      </Header>
      <Plan aria-labelledby="plan-heading">
        <div>
          <h2 id="plan-heading">Professional Plan</h2>
          <Muted>For physiotherapists and clinics building their own exercise library.</Muted>
        </div>
        <div aria-live="polite">
          <Price>
            <strong>{formatPrice(price.perMonth)}</strong>
            <span>/month</span>
            {billing === 'annual' ? <Badge $tone="success">Save 20%</Badge> : null}
          </Price>
          <Muted>
            {billing === 'annual'
              ? `Billed annually at ${formatTotal(price.total)} per year`
              : 'Billed monthly, cancel anytime'}
          </Muted>
        </div>
        <Features>
          {PLAN_FEATURES.map((feature) => (
            <li key={feature}>
              <FeatureIcon name="check" size={20} />
              {feature}
            </li>
          ))}
        </Features>
        <div>
          <h3 id="planned-heading" style={{ fontSize: '1rem' }}>
            Coming soon
          </h3>
          <Muted as="ul" aria-labelledby="planned-heading" style={{ margin: 0, paddingLeft: '1.2em' }}>
            {PLANNED_FEATURES.map((feature) => (
              <li key={feature}>{feature}</li>
            ))}
          </Muted>
        </div>
        <ButtonLink to={PROFESSIONAL_SIGN_UP}>Start Free Trial</ButtonLink>
        <Muted style={{ textAlign: 'center' }}>
          Questions about the plan or a larger clinic? <Link to="/contact">Contact us</Link>
        </Muted>
      </Plan>
    </Container>
  );
}
