import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ThemeRoot } from '../theme/theme-root';
import { Pagination } from './pagination';

function renderPagination(page: number, count: number, onPageChange = jest.fn()) {
  render(
    <ThemeRoot>
      <Pagination page={page} count={count} pageSize={10} onPageChange={onPageChange} />
    </ThemeRoot>,
  );
  return onPageChange;
}

const pageLabels = () =>
  within(screen.getByRole('navigation'))
    .getAllByRole('button', { name: /^Page / })
    .map((b) => b.textContent);

describe('Pagination', () => {
  it('shows first, last and current ± 1 with ellipses between, and the range line', () => {
    renderPagination(10, 200);
    expect(pageLabels()).toEqual(['1', '9', '10', '11', '20']);
    expect(screen.getAllByText('…')).toHaveLength(2);
    expect(screen.getByRole('button', { name: 'Page 10' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByText('Showing 91 to 100 of 200 videos')).toBeInTheDocument();
  });

  it('puts an ellipsis only where a page is skipped', () => {
    renderPagination(2, 45);
    expect(pageLabels()).toEqual(['1', '2', '3', '5']);
    expect(screen.getAllByText('…')).toHaveLength(1);
    expect(screen.getByText('Showing 11 to 20 of 45 videos')).toBeInTheDocument();
  });

  it('shows every page when current ± 2 reach the ends', () => {
    renderPagination(3, 45);
    expect(pageLabels()).toEqual(['1', '2', '3', '4', '5']);
    expect(screen.queryByText('…')).toBeNull();
  });

  it('renders nothing when everything fits on one page', () => {
    renderPagination(1, 10);
    expect(screen.queryByRole('navigation')).toBeNull();
    expect(screen.queryByText(/Showing/)).toBeNull();
  });

  it('moves with the page buttons and disables Previous on the first page', async () => {
    const onPageChange = renderPagination(1, 35);
    expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Page 4' }));
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(onPageChange.mock.calls).toEqual([[4], [2]]);
  });
});
