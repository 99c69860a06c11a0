import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ThemeRoot } from '../theme/theme-root';
import { Table } from './table';
import { TableWrap } from './table-wrap';

function renderTable() {
  render(
    <ThemeRoot>
      <button type="button">Before</button>
      <TableWrap label="Videos table">
        <Table>
          <tbody>
            <tr>
              <td>Squat</td>
            </tr>
          </tbody>
        </Table>
      </TableWrap>
    </ThemeRoot>,
  );
}

describe('TableWrap', () => {
  it('is a region named by its label that holds the table', () => {
    renderTable();
    const region = screen.getByRole('region', { name: 'Videos table' });
    expect(region).toContainElement(screen.getByRole('table'));
  });

  it('is in the tab order, so a keyboard can reach and scroll it', async () => {
    renderTable();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Before' }));
    await user.tab();
    expect(screen.getByRole('region', { name: 'Videos table' })).toHaveFocus();
    expect(screen.getByRole('region', { name: 'Videos table' })).toHaveAttribute('tabindex', '0');
  });
});
