import styled from 'styled-components';
import type { HistorySession } from '@physio/contracts';
import { Table, TableWrap } from '@physio/ui';
import { formatDate } from '@physio/util';
import { programPath } from '../../paths';
import { Link } from 'react-router-dom';

// On a phone the table scrolls sideways in its TableWrap; dates stay on one line and notes keep a readable width.
const SessionsTable = styled(Table)`
  td.date {
    white-space: nowrap;
  }
  td.text {
    min-width: 180px;
  }
`;

/** The participant's logged sessions, newest first. */
export function SessionList({ sessions }: { sessions: HistorySession[] }) {
  return (
    <TableWrap label="Sessions table">
      <SessionsTable>
        <thead>
          <tr>
            <th scope="col">Date</th>
            <th scope="col">Program</th>
            <th scope="col">Completed</th>
            <th scope="col">Pain (0–10)</th>
            <th scope="col">Difficulty (0–10)</th>
            <th scope="col">Notes</th>
          </tr>
        </thead>
        <tbody>
          {sessions.map((session) => (
            <tr key={`${session.assignment_id}-${session.date}`}>
              <td className="date">{formatDate(session.date)}</td>
              <td className="text">
                <Link to={programPath(session.assignment_id)}>{session.program_title}</Link>
              </td>
              <td>
                {session.completed}/{session.total}
              </td>
              <td>{session.pain}</td>
              <td>{session.difficulty}</td>
              <td className="text">{session.notes || '—'}</td>
            </tr>
          ))}
        </tbody>
      </SessionsTable>
    </TableWrap>
  );
}
