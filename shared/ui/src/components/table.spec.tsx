import { render, screen } from '@testing-library/react';
import { ThemeRoot } from '../theme/theme-root';
import { Table } from './table';

function Exercises({ names }: { names: string[] }) {
  return (
    <ThemeRoot>
      <Table>
        <thead>
          <tr>
            <th scope="col">Name</th>
            <th scope="col">Tags</th>
            <th scope="col" aria-label="Select" />
          </tr>
        </thead>
        <tbody>
          {names.map((name) => (
            <tr key={name}>
              <td>{name}</td>
              <td>core</td>
              <td>
                <input type="checkbox" aria-label={`Select ${name}`} />
              </td>
            </tr>
          ))}
        </tbody>
      </Table>
    </ThemeRoot>
  );
}

describe('Table', () => {
  it("labels each body cell with its column's header, for the phone's card rows", () => {
    render(<Exercises names={['Plank']} />);
    expect(screen.getByRole('cell', { name: 'Plank' })).toHaveAttribute('data-label', 'Name');
    expect(screen.getByRole('cell', { name: 'core' })).toHaveAttribute('data-label', 'Tags');
    // A column without header text gets no label.
    expect(screen.getByRole('checkbox', { name: 'Select Plank' }).closest('td')).not.toHaveAttribute('data-label');
  });

  it('labels rows added later', () => {
    const { rerender } = render(<Exercises names={['Plank']} />);
    rerender(<Exercises names={['Plank', 'Side plank']} />);
    expect(screen.getByRole('cell', { name: 'Side plank' })).toHaveAttribute('data-label', 'Name');
  });

  it('is still a table to assistive technology', () => {
    render(<Exercises names={['Plank']} />);
    expect(screen.getByRole('columnheader', { name: 'Name' })).toBeInTheDocument();
    expect(screen.getAllByRole('row')).toHaveLength(2);
  });
});
