import { Link } from 'react-router-dom';
import type { HistorySession } from '@physio/contracts';
import { SessionLogTable } from '@physio/ui';
import { programPath } from '../../paths';

/** The participant's logged sessions, newest first, each linking to its program. */
export function SessionList({ sessions }: { sessions: HistorySession[] }) {
  const rows = sessions.map((session) => ({
    ...session,
    key: `${session.assignment_id}-${session.date}`,
    program: <Link to={programPath(session.assignment_id)}>{session.program_title}</Link>,
  }));
  return <SessionLogTable rows={rows} label="Sessions table" withNotes />;
}
