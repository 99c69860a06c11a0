import { screen } from '@testing-library/react';
import { PATIENT, PROFESSIONAL, renderApp } from '../../testing/render-app';
import { AudienceGuard } from './audience-guard';

const studio = (
  <AudienceGuard audience="professional">
    <h1>Studio</h1>
  </AudienceGuard>
);

describe('AudienceGuard', () => {
  it('sends visitors to sign in with a return path', () => {
    renderApp(studio, { path: '/dashboard/professional/content?tab=videos', mountAt: '/dashboard/professional/*' });
    expect(screen.queryByRole('heading', { name: 'Studio' })).toBeNull();
    expect(screen.getByTestId('location')).toHaveTextContent(
      `/sign-in?next=${encodeURIComponent('/dashboard/professional/content?tab=videos')}`,
    );
  });

  it('sends a participant away from professional routes to their own dashboard', () => {
    renderApp(studio, { path: '/dashboard/professional', user: PATIENT, mountAt: '/dashboard/professional/*' });
    expect(screen.getByTestId('location')).toHaveTextContent('/dashboard/user');
  });

  it('sends a professional away from the participant dashboard', () => {
    renderApp(
      <AudienceGuard audience="participant">
        <h1>Mine</h1>
      </AudienceGuard>,
      { path: '/dashboard/user', user: PROFESSIONAL, mountAt: '/dashboard/user' },
    );
    expect(screen.getByTestId('location')).toHaveTextContent('/dashboard/professional');
  });

  it('lets the right role through, and public pages need no guard', () => {
    renderApp(studio, { path: '/dashboard/professional', user: PROFESSIONAL });
    expect(screen.getByRole('heading', { name: 'Studio' })).toBeInTheDocument();
    renderApp(
      <AudienceGuard>
        <h1>Public</h1>
      </AudienceGuard>,
    );
    expect(screen.getByRole('heading', { name: 'Public' })).toBeInTheDocument();
  });
});
