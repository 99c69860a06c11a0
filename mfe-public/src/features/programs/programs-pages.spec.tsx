import { screen, within } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import type { LibraryProgramSummary } from '@physio/contracts';
import { installFakeApi } from '../../test/fake-api';
import { page, programDetail } from '../../test/library-fixtures';
import { renderWithProviders } from '../../test/render-with-providers';
import ProgramDetailPage from './program-detail-page';
import ProgramsPage from './programs-page';

const PROGRAM = programDetail();
const { items: _items, ...SUMMARY } = PROGRAM;
const summary: LibraryProgramSummary = SUMMARY;

function renderAt(route: string) {
  installFakeApi((url) => {
    if (url.pathname === '/api/library/programs/') return { body: page([summary]) };
    if (url.pathname === `/api/library/programs/${PROGRAM.slug}/`) return { body: PROGRAM };
    return undefined;
  });
  renderWithProviders(
    <Routes>
      <Route path="programs" element={<ProgramsPage />} />
      <Route path="programs/:slug" element={<ProgramDetailPage />} />
    </Routes>,
    { route },
  );
}

describe('programs pages', () => {
  it('lists published programs with level, number of exercises, total time and professional', async () => {
    renderAt('/programs');
    const card = (await screen.findByRole('heading', { level: 2, name: 'Knee Strengthening' })).closest(
      'article',
    ) as HTMLElement;
    expect(card).toHaveTextContent('Four weeks of progressive knee work.');
    expect(card).toHaveTextContent('LevelIntermediate');
    expect(card).toHaveTextContent('Exercises2');
    expect(card).toHaveTextContent('Total time1 min 35 sec');
    expect(card).toHaveTextContent('Bydemo.pro');
    expect(within(card).getByRole('link', { name: 'View Program: Knee Strengthening' })).toHaveAttribute(
      'href',
      '/programs/knee-strengthening',
    );
  });

  it("lists a program's exercises in order with their segments, linking those that are published", async () => {
    renderAt('/programs/knee-strengthening');
    expect(await screen.findByRole('heading', { level: 1, name: 'Knee Strengthening' })).toBeInTheDocument();
    const items = within(screen.getByRole('list', { name: 'Exercises in order' })).getAllByRole('listitem');
    expect(items.map((item) => within(item).getByRole('heading').textContent)).toEqual([
      '1. Seated Knee Extension',
      '2. Wall Sit',
    ]);
    expect(items[0]).toHaveTextContent('1:05–1:50 of “Knee exercises after injury” · 45 sec');
    expect(items[1]).toHaveTextContent('2:00–2:50');
    expect(within(items[0]).getByRole('link', { name: 'Open exercise: Seated Knee Extension' })).toHaveAttribute(
      'href',
      '/exercises/seated-knee-extension',
    );
    expect(within(items[1]).queryByRole('link')).toBeNull();
    expect(document.title).toBe('Knee Strengthening | Exercise Programs | PhysioHub');
  });

  it('is the 404 page for an unknown program', async () => {
    renderAt('/programs/no-such-program');
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
  });
});
