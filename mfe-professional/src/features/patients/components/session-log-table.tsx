import type { Assignment, SessionSummary } from '@physio/contracts';
import { Muted, TableWrap } from '@physio/ui';
import { formatDate } from '@physio/util';
import { CareTable } from './care-table';

/** The logged sessions, newest first. */
export function SessionLogTable({ sessions, assignments }: { sessions: SessionSummary[]; assignments: Assignment[] }) {
  if (sessions.length === 0) return <Muted>No sessions logged yet.</Muted>;
  const titleOf = (id: number) => assignments.find((a) => a.id === id)?.program_title ?? '—';
  return (
    <TableWrap label="Session log table">
      <CareTable>
        <thead>
          <tr>
            <th scope="col">Date</th>
            <th scope="col">Program</th>
            <th scope="col">Pain (0–10)</th>
            <th scope="col">Difficulty (0–10)</th>
            <th scope="col">Completed</th>
          </tr>
        </thead>
        <tbody>
          {sessions.map((session) => (
            <tr key={`${session.assignment_id}-${session.date}`}>
              <td className="date">{formatDate(session.date)}</td>
              <td className="text">{titleOf(session.assignment_id)}</td>
              <td>{session.pain}</td>
              <td>{session.difficulty}</td>
              <td>
                {session.completed}/{session.total}
              </td>
            </tr>
          ))}
        </tbody>
      </CareTable>
    </TableWrap>
  );
}
