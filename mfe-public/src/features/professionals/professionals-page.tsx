import styled from 'styled-components';
import { Badge, ButtonLink, Card, Container, Grid, Muted, Section, useDocumentMeta } from '@physio/ui';
import { FitGrid } from '../../components/fit-grid';
import { FeatureIcon, IconTile } from '../../components/feature-icon';
import { Hero, HeroArt } from '../../components/hero';
import { MobileApps } from '../../components/mobile-apps';
import { TestimonialCard } from '../../components/testimonial-card';
import studioArt from '../../assets/illustrations/studio.svg';
import { FEATURES, BOOK_DEMO, PROFESSIONAL_SIGN_UP, PROFESSIONAL_TESTIMONIALS, STEPS } from './professionals-content';

const Intro = styled.div`
  max-width: 60ch;
  margin-bottom: 32px;
`;

const Tinted = styled(Section)`
  background: ${({ theme }) => theme.colors.surface};
`;

const StepList = styled.ol`
  list-style: none;
  counter-reset: step;
  display: grid;
  gap: 20px;
  margin: 0;
  padding: 0;
  grid-template-columns: repeat(auto-fit, minmax(240px, 1fr));
  li {
    counter-increment: step;
  }
  li::before {
    content: counter(step);
    display: inline-grid;
    place-items: center;
    width: 36px;
    height: 36px;
    margin-bottom: 12px;
    border-radius: 50%;
    background: ${({ theme }) => theme.colors.primary};
    color: #fff;
    font-weight: 700;
  }
  h3 {
    font-size: 1.1rem;
  }
`;

const Closing = styled.div`
  text-align: center;
  padding: 48px 24px;
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.colors.primarySoft};
  p {
    max-width: 52ch;
    margin: 0 auto;
  }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: 12px;
  margin-top: 24px;
`;

export default function ProfessionalsPage() {
  useDocumentMeta(
    'For Professionals | PhysioHub',
    "Transform your physiotherapy practice: exercises found in your videos' chapters and captions, programs in three steps, patient invitations and progress tracking. Start a free trial.",
  );
  return (
    <>
      <Hero
        title="Transform Your Physiotherapy Practice"
        subtitle="Turn your exercise videos into an organised library, build rehabilitation programs in minutes and follow every patient's progress."
        primary={{ label: 'Start Free Trial', to: PROFESSIONAL_SIGN_UP }}
        secondary={{ label: 'Book Demo', to: BOOK_DEMO }}
        art={
          <HeroArt
            src={studioArt}
            width={480}
            height={360}
            alt="Illustration of an exercise video split into tagged exercise segments"
            fetchPriority="high"
          />
        }
      />
      <Section aria-labelledby="ai-features-heading">
        <Container>
          <Intro>
            <h2 id="ai-features-heading">Tools for modern practice</h2>
            <Muted>What PhysioHub does for your practice today, and what is coming next.</Muted>
          </Intro>
          <Grid $min="240px">
            {FEATURES.map((feature) => (
              <Card key={feature.title}>
                <IconTile>
                  <FeatureIcon name={feature.icon} />
                </IconTile>
                <h3 style={{ fontSize: '1.1rem' }}>
                  {feature.title}
                  {feature.comingSoon ? (
                    <>
                      {' '}
                      <Badge $tone="warning">Coming soon</Badge>
                    </>
                  ) : null}
                </h3>
                <Muted>{feature.text}</Muted>
              </Card>
            ))}
          </Grid>
        </Container>
      </Section>
      <Tinted aria-labelledby="how-heading">
        <Container>
          <Intro>
            <h2 id="how-heading">How it works</h2>
          </Intro>
          <StepList>
            {STEPS.map((step) => (
              <li key={step.title}>
                <h3>{step.title}</h3>
                <Muted>{step.text}</Muted>
              </li>
            ))}
          </StepList>
        </Container>
      </Tinted>
      <Section aria-labelledby="testimonials-heading">
        <Container>
          <Intro>
            <h2 id="testimonials-heading">Trusted by physiotherapists</h2>
          </Intro>
          <FitGrid $min="260px">
            {PROFESSIONAL_TESTIMONIALS.map((testimonial) => (
              <TestimonialCard key={testimonial.name} {...testimonial} />
            ))}
          </FitGrid>
        </Container>
      </Section>
      <Section aria-labelledby="cta-heading">
        <Container>
          <Closing>
            <h2 id="cta-heading">Ready to transform your practice?</h2>
            <p>Start your free trial today, or schedule a demo and we will walk you through the platform.</p>
            <Actions>
              <ButtonLink to={PROFESSIONAL_SIGN_UP}>Get Started Now</ButtonLink>
              <ButtonLink to={BOOK_DEMO} $variant="secondary">
                Schedule Demo
              </ButtonLink>
            </Actions>
          </Closing>
        </Container>
      </Section>
      <MobileApps />
    </>
  );
}
