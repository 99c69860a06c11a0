import { render, screen, waitFor, within } from '@testing-library/react';
import { ThemeRoot } from '../theme/theme-root';
import { AdherenceChart, PainChart } from './index';

// recharts is a large module to transform on first import; a busy machine needs more than the default second.
const DRAWING = { timeout: 15_000 };
jest.setTimeout(20_000);

const renderInTheme = (node: React.ReactNode) => render(<ThemeRoot>{node}</ThemeRoot>);

describe('care charts', () => {
  it('gives weekly adherence as a summary and a table, and draws it lazily out of the accessibility tree', async () => {
    const { container } = renderInTheme(
      <AdherenceChart
        empty="Nothing scheduled."
        weeks={[
          { week_start: '2026-11-09', value: null },
          { week_start: '2026-11-16', value: 0.5 },
          { week_start: '2026-11-23', value: 0.857 },
        ]}
      />,
    );
    const figure = screen.getByRole('figure', { name: 'Weekly adherence' });
    expect(figure).toHaveTextContent('Weekly adherence over the last 3 weeks; the week of Nov 23: 86%.');
    const rows = within(within(figure).getByRole('table')).getAllByRole('row');
    expect(rows.map((row) => row.textContent)).toEqual([
      'Week ofAdherence',
      'Nov 9nothing scheduled',
      'Nov 1650%',
      'Nov 2386%',
    ]);
    await waitFor(() => expect(container.querySelector('.recharts-responsive-container')).not.toBeNull(), DRAWING);
    expect(container.querySelector('.recharts-responsive-container')?.closest('[aria-hidden="true"]')).not.toBeNull();
  });

  it('shows the empty sentence instead of a chart when nothing was scheduled or no pain was logged', () => {
    renderInTheme(
      <>
        <AdherenceChart empty="Nothing scheduled yet." weeks={[{ week_start: '2026-11-23', value: null }]} />
        <PainChart empty="No pain logged yet." pain={[]} />
      </>,
    );
    expect(screen.getByText('Nothing scheduled yet.')).toBeInTheDocument();
    expect(screen.getByText('No pain logged yet.')).toBeInTheDocument();
    expect(screen.queryByRole('figure')).not.toBeInTheDocument();
  });

  it('sums up pain from the first logged day to the last', () => {
    renderInTheme(<PainChart empty="" pain={[{ date: '2026-11-20', value: 4 }]} />);
    expect(screen.getByRole('figure', { name: 'Pain over time' })).toHaveTextContent(
      'Pain 4/10 on Nov 20, the only logged day.',
    );
  });
});
