import type { Assignment, SessionSummary } from '@physio/contracts';
import { Muted, SessionLogTable as SessionRowsTable } from '@physio/ui';

/** The patient's logged sessions, newest first. */
export function SessionLogTable({ sessions, assignments }: { sessions: SessionSummary[]; assignments: Assignment[] }) {
  if (sessions.length === 0) return <Muted>No sessions logged yet.</Muted>;
  const titles = new Map(assignments.map((assignment) => [assignment.id, assignment.program_title]));
  const rows = sessions.map((session) => ({
    ...session,
    key: `${session.assignment_id}-${session.date}`,
    program: titles.get(session.assignment_id) ?? '—',
  }));
  return <SessionRowsTable rows={rows} label="Session log table" />;
}
