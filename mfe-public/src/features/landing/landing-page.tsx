import styled from 'styled-components';
import { Card, Container, Grid, Muted, Section, useDocumentMeta } from '@physio/ui';
import { FitGrid } from '../../components/fit-grid';
import { FeatureIcon, IconTile } from '../../components/feature-icon';
import { Hero, HeroArt } from '../../components/hero';
import { MobileApps } from '../../components/mobile-apps';
import { TestimonialCard } from '../../components/testimonial-card';
import heroArt from '../../assets/illustrations/hero.svg';
import { FEATURES, SUCCESS_STORIES } from './landing-content';

const SectionIntro = styled.div`
  max-width: 60ch;
  margin-bottom: 32px;
`;

const Stories = styled(Section)`
  background: ${({ theme }) => theme.colors.surface};
`;

export default function LandingPage() {
  useDocumentMeta(
    'Physiotherapy Exercises with Video Instructions | PhysioHub',
    'Recover with confidence: physiotherapy exercises with step-by-step instructions and HD videos, organised by category, body part and condition.',
  );
  return (
    <>
      <Hero
        title="Your Path to Recovery Starts Here"
        subtitle="Professional physiotherapy exercises with clear instructions and videos, so you can recover with confidence at home."
        secondary={{ label: 'View Programs', to: '/programs' }}
        art={
          <HeroArt
            src={heroArt}
            width={480}
            height={360}
            alt="Illustration of a person stretching beside an exercise video"
            fetchPriority="high"
          />
        }
      />
      <Section aria-labelledby="features-heading">
        <Container>
          <SectionIntro>
            <h2 id="features-heading">Everything you need to recover well</h2>
            <Muted>Clear guidance from physiotherapists, wherever you are in your recovery.</Muted>
          </SectionIntro>
          <Grid $min="220px">
            {FEATURES.map((feature) => (
              <Card key={feature.title}>
                <IconTile>
                  <FeatureIcon name={feature.icon} />
                </IconTile>
                <h3>{feature.title}</h3>
                <Muted>{feature.text}</Muted>
              </Card>
            ))}
          </Grid>
        </Container>
      </Section>
      <Stories aria-labelledby="stories-heading">
        <Container>
          <SectionIntro>
            <h2 id="stories-heading">Success Stories</h2>
            <Muted>People who rebuilt strength and confidence with our exercises.</Muted>
          </SectionIntro>
          <FitGrid $min="260px">
            {SUCCESS_STORIES.map((story) => (
              <TestimonialCard key={story.name} {...story} />
            ))}
          </FitGrid>
        </Container>
      </Stories>
      <MobileApps />
    </>
  );
}
