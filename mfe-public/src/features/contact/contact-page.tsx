import styled from 'styled-components';
import { Card, Container, Muted, PageHeader, useDocumentMeta } from '@physio/ui';
import { ContactForm } from './contact-form';

export const SUPPORT_EMAIL = 'support@physiohub.com';

const Layout = styled.div`
  display: grid;
  gap: 24px;
  align-items: start;
  @media (min-width: 900px) {
    grid-template-columns: 1.6fr 1fr;
  }
`;

const Details = styled(Card).attrs({ as: 'aside' })`
  display: grid;
  gap: 20px;
  h2 {
    font-size: 1.1rem;
    margin-bottom: 4px;
  }
  p {
    margin: 0;
  }
`;

export default function ContactPage() {
  useDocumentMeta(
    'Contact Us | PhysioHub',
    'Contact the PhysioHub team: send us a message, email our support team or book a demo. Office hours Monday to Friday, 9am to 5pm.',
  );
  return (
    <Container>
      <PageHeader>
        <div>
          <h1>Contact Us</h1>
          <Muted>Questions about exercises, your account or a demo for your practice? Send us a message.</Muted>
        </div>
      </PageHeader>
      <Layout>
        <Card>
          <ContactForm />
        </Card>
        <Details aria-label="Other ways to reach us">
          <div>
            <h2>Email support</h2>
            <p>
              <a href={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</a>
            </p>
          </div>
          <div>
            <h2>Office hours</h2>
            <p>Monday to Friday, 9am to 5pm</p>
          </div>
          <div>
            <h2>Booking a demo?</h2>
            <Muted>Tell us about your practice in your message and we will suggest a time.</Muted>
          </div>
        </Details>
      </Layout>
    </Container>
  );
}
