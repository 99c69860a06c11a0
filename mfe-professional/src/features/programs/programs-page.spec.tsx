import type { Program } from '@physio/contracts';
import { ThemeRoot } from '@physio/ui';
import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { useDeleteProgramMutation, useGetProgramsQuery } from './api';
import ProgramsPage from './programs-page';
import type { ProgramsLocationState } from './programs-location';

jest.mock('./api', () => ({ useGetProgramsQuery: jest.fn(), useDeleteProgramMutation: jest.fn() }));

const program = (id: number, title: string): Program =>
  ({
    id,
    title,
    description: '',
    difficulty: 'beginner',
    status: 'active',
    items: [],
    video_count: 1,
    total_duration: 60,
    updated_at: '2026-01-02T10:00:00Z',
  }) as unknown as Program;

function renderPrograms(state?: ProgramsLocationState) {
  (useGetProgramsQuery as jest.Mock).mockReturnValue({
    data: [program(1, 'Knees'), program(2, 'Shoulders')],
    isLoading: false,
    isError: false,
  });
  (useDeleteProgramMutation as jest.Mock).mockReturnValue([jest.fn(), { isLoading: false }]);
  render(
    <ThemeRoot>
      <MemoryRouter initialEntries={[{ pathname: '/dashboard/professional/programs', state }]}>
        <ProgramsPage />
      </MemoryRouter>
    </ThemeRoot>,
  );
}

describe('programs list', () => {
  it('marks the program the wizard just saved', () => {
    renderPrograms({ savedProgramId: 2 });
    const saved = screen.getByRole('row', { name: /Shoulders/ });
    expect(within(saved).getByText('Just saved')).toBeInTheDocument();
    expect(within(screen.getByRole('row', { name: /Knees/ })).queryByText('Just saved')).toBeNull();
  });

  it('marks nothing when arriving from elsewhere', () => {
    renderPrograms();
    expect(screen.queryByText('Just saved')).toBeNull();
  });
});
