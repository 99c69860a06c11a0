import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { ThemeRoot } from '../theme/theme-root';
import { NotFoundPage } from './not-found';

describe('NotFoundPage', () => {
  it('says the page is missing and offers a way home', () => {
    render(
      <ThemeRoot>
        <MemoryRouter>
          <NotFoundPage />
        </MemoryRouter>
      </ThemeRoot>,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute('href', '/');
  });
});
