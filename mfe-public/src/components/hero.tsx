import type { ReactNode } from 'react';
import styled from 'styled-components';
import { ButtonLink, Container } from '@physio/ui';

export interface CallToAction {
  label: string;
  to: string;
}

const Band = styled.section`
  background: linear-gradient(135deg, #0f766e 0%, #134e4a 100%);
  color: #fff;
  padding: 56px 0 64px;
  @media (min-width: 900px) {
    padding: 88px 0 96px;
  }
`;

const Layout = styled(Container)`
  display: grid;
  gap: 32px;
  align-items: center;
  @media (min-width: 900px) {
    grid-template-columns: 1.1fr 0.9fr;
  }
  h1 {
    font-size: clamp(2rem, 5vw, 3.25rem);
    max-width: 18ch;
    margin-bottom: 16px;
  }
  p {
    font-size: 1.15rem;
    max-width: 56ch;
    margin: 0;
  }
  img {
    width: 100%;
    max-width: 480px;
    height: auto;
    aspect-ratio: 4 / 3;
    justify-self: center;
  }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 12px;
  margin-top: 28px;
`;

// White outline on the dark band; the ghost variant would be dark text on dark green.
const OnDark = styled(ButtonLink)`
  color: #fff;
  border-color: #fff;
  background: transparent;
  &:hover {
    background: rgba(255, 255, 255, 0.12);
  }
`;

/** Art beside the hero text on wide screens only; phones get the text and actions first. */
export const HeroArt = styled.img`
  display: none;
  @media (min-width: 900px) {
    display: block;
  }
`;

interface HeroProps {
  title: string;
  subtitle: string;
  /** The primary call to action defaults to the exercise library. */
  primary?: CallToAction;
  secondary?: CallToAction;
  /** Art beside the text, usually a HeroArt image. */
  art?: ReactNode;
}

/** The page-opening band of the landing pages: one h1, a subtitle and up to two calls to action. */
export function Hero({
  title,
  subtitle,
  primary = { label: 'Browse Exercises', to: '/exercises' },
  secondary,
  art,
}: HeroProps) {
  return (
    <Band>
      <Layout>
        <div>
          <h1>{title}</h1>
          <p>{subtitle}</p>
          <Actions>
            <ButtonLink to={primary.to} $variant="secondary">
              {primary.label}
            </ButtonLink>
            {secondary ? <OnDark to={secondary.to}>{secondary.label}</OnDark> : null}
          </Actions>
        </div>
        {art}
      </Layout>
    </Band>
  );
}
