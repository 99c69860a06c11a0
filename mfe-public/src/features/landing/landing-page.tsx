import styled from 'styled-components';
import { ButtonLink, Card, Container, Grid, Muted, Section } from '@physio/ui';

const Hero = styled.section`
  background: linear-gradient(135deg, #0f766e 0%, #134e4a 100%);
  color: #fff;
  padding: 88px 0 96px;
  h1 { font-size: clamp(2rem, 5vw, 3.25rem); max-width: 16ch; }
  p { font-size: 1.2rem; max-width: 56ch; opacity: 0.95; }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 12px;
  margin-top: 28px;
`;

export const FEATURES = [
  { title: 'Detailed instructions', text: 'Step-by-step guidance for every exercise, written by physiotherapists.' },
  { title: 'HD video', text: 'Watch each movement performed correctly, from start to finish.' },
  { title: 'Expert support', text: 'Programs designed and reviewed by qualified professionals.' },
  { title: 'Comprehensive library', text: 'Hundreds of exercises across every body part and condition.' },
];

export default function LandingPage() {
  return (
    <>
      <Hero>
        <Container>
          <h1>Your Path to Recovery Starts Here</h1>
          <p>Professional physiotherapy exercises with clear instructions and videos, so you can recover with confidence at home.</p>
          <Actions>
            <ButtonLink to="/exercises" $variant="secondary">Browse Exercises</ButtonLink>
            <ButtonLink to="/programs" $variant="ghost" style={{ color: '#fff' }}>View Programs</ButtonLink>
          </Actions>
        </Container>
      </Hero>
      <Section aria-labelledby="features-heading">
        <Container>
          <h2 id="features-heading">Why patients choose us</h2>
          <Grid $min="220px">
            {FEATURES.map((feature) => (
              <Card key={feature.title}>
                <h3>{feature.title}</h3>
                <Muted>{feature.text}</Muted>
              </Card>
            ))}
          </Grid>
        </Container>
      </Section>
    </>
  );
}
