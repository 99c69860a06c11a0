import type { ReactNode } from 'react';
import { formatDate } from '@physio/util';
import { Table } from './table';
import { TableWrap } from './table-wrap';

/** One logged session as both sides of the care loop show it. */
export interface SessionLogRow {
  key: string;
  /** ISO date. */
  date: string;
  /** The program's title, or a link to it. */
  program: ReactNode;
  completed: number;
  total: number;
  pain: number;
  difficulty: number;
  /** Shown in a Notes column when the table has one. */
  notes?: string;
}

/** Logged sessions in the order given: the professional's patient page and the participant's History. */
export function SessionLogTable({
  rows,
  label,
  withNotes = false,
}: {
  rows: SessionLogRow[];
  label: string;
  withNotes?: boolean;
}) {
  return (
    <TableWrap label={label}>
      <Table>
        <thead>
          <tr>
            <th scope="col">Date</th>
            <th scope="col">Program</th>
            <th scope="col">Completed</th>
            <th scope="col">Pain (0–10)</th>
            <th scope="col">Difficulty (0–10)</th>
            {withNotes && <th scope="col">Notes</th>}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.key}>
              <td className="date">{formatDate(row.date)}</td>
              <td className="text">{row.program}</td>
              <td>
                {row.completed}/{row.total}
              </td>
              <td>{row.pain}</td>
              <td>{row.difficulty}</td>
              {withNotes && <td className="text">{row.notes || '—'}</td>}
            </tr>
          ))}
        </tbody>
      </Table>
    </TableWrap>
  );
}
