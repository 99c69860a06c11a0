import { screen } from '@testing-library/react';
import { installFakeApi } from '../../test/fake-api';
import { facets } from '../../test/library-fixtures';
import { renderWithProviders } from '../../test/render-with-providers';
import { LIBRARY_BODY_PARTS, LIBRARY_CATEGORIES, LIBRARY_CONDITIONS } from '@physio/util';
import { CATALOGUES } from './catalogue-data';
import CataloguePage from './catalogue-page';

const COUNTS = { 'upper-body': 12, core: 1, knee: 3, 'back-pain': 2 };

function renderCatalogue(kind: 'categories' | 'body-parts' | 'conditions') {
  const api = installFakeApi((url) => (url.pathname === '/api/library/facets/' ? { body: facets(COUNTS) } : undefined));
  renderWithProviders(<CataloguePage kind={kind} />, { route: `/${kind}` });
  return api;
}

const card = (name: string) => screen.getByRole('heading', { level: 2, name }).closest('article') as HTMLElement;

describe('CataloguePage', () => {
  it('shows a card per category with its real count, each opening the filtered library', async () => {
    const { requested } = renderCatalogue('categories');
    expect(screen.getByRole('heading', { level: 1, name: 'Exercise Categories' })).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Upper Body' })).toHaveAttribute(
      'href',
      '/exercises?category=upper-body',
    );
    expect(screen.getAllByRole('heading', { level: 2 })).toHaveLength(LIBRARY_CATEGORIES.length);
    expect(card('Upper Body')).toHaveTextContent('12 exercises');
    expect(card('Core')).toHaveTextContent('1 exercise');
    expect(card('Balance')).toHaveTextContent('No exercises yet');
    expect(card('Core')).toHaveTextContent(CATALOGUES.categories.descriptions.core);
    expect(requested()).toEqual(['/api/library/facets/']);
  });

  it('opens the library by body part and by condition', async () => {
    renderCatalogue('body-parts');
    expect(await screen.findByRole('link', { name: 'Knee' })).toHaveAttribute('href', '/exercises?body_part=knee');
    expect(card('Knee')).toHaveTextContent('3 exercises');
    expect(screen.getAllByRole('heading', { level: 2 })).toHaveLength(LIBRARY_BODY_PARTS.length);
  });

  it('has a description for every term of the vocabulary', () => {
    for (const [terms, kind] of [
      [LIBRARY_CATEGORIES, 'categories'],
      [LIBRARY_BODY_PARTS, 'body-parts'],
      [LIBRARY_CONDITIONS, 'conditions'],
    ] as const) {
      for (const term of terms) expect(CATALOGUES[kind].descriptions[term.slug]?.length).toBeGreaterThan(40);
    }
  });

  it('lists conditions with their counts', async () => {
    renderCatalogue('conditions');
    expect(await screen.findByRole('link', { name: 'Back Pain' })).toHaveAttribute(
      'href',
      '/exercises?condition=back-pain',
    );
    expect(card('Back Pain')).toHaveTextContent('2 exercises');
    expect(card('Arthritis')).toHaveTextContent('No exercises yet');
  });
});
