import styled from 'styled-components';
import { Card, Muted } from '@physio/ui';

export interface Testimonial {
  quote: string;
  name: string;
  role: string;
}

const Figure = styled(Card).attrs({ as: 'figure' })`
  margin: 0;
  display: grid;
  gap: 16px;
  align-content: space-between;
  blockquote {
    margin: 0;
    font-size: 1.05rem;
  }
  figcaption {
    display: flex;
    align-items: center;
    gap: 12px;
  }
`;

// Initials instead of photos: no image requests and no faces we have no rights to.
const Avatar = styled.span`
  display: inline-grid;
  place-items: center;
  flex: none;
  width: 44px;
  height: 44px;
  border-radius: 50%;
  background: ${({ theme }) => theme.colors.primarySoft};
  color: ${({ theme }) => theme.colors.primaryHover};
  font-weight: 700;
`;

const initials = (name: string) =>
  name
    .split(/\s+/)
    .map((part) => part[0])
    .join('')
    .slice(0, 2)
    .toUpperCase();

export function TestimonialCard({ quote, name, role }: Testimonial) {
  return (
    <Figure>
      <blockquote>“{quote}”</blockquote>
      <figcaption>
        <Avatar aria-hidden="true">{initials(name)}</Avatar>
        <span>
          <strong>{name}</strong>
          <Muted as="span" style={{ display: 'block' }}>
            {role}
          </Muted>
        </span>
      </figcaption>
    </Figure>
  );
}
