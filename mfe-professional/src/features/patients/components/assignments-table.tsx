import { apiErrorMessage } from '@physio/api-client';
import type { Assignment } from '@physio/contracts';
import { Badge, Button, ConfirmDialog, Muted, TableWrap } from '@physio/ui';
import { formatDate } from '@physio/util';
import { useState } from 'react';
import { notify } from '../../../components/notify';
import { useEndAssignmentMutation } from '../api';
import { weekdayNames } from '../assignment-draft';
import { CareTable } from './care-table';

/** The assignments this professional made for the patient; an active one can be ended today. */
export function AssignmentsTable({ participantId, assignments }: { participantId: number; assignments: Assignment[] }) {
  const [end, { isLoading: ending }] = useEndAssignmentMutation();
  const [ask, setAsk] = useState<Assignment | null>(null);

  const endAsked = async () => {
    if (!ask) return;
    try {
      await end({ id: ask.id, participantId }).unwrap();
      notify.success('Assignment ended', `“${ask.program_title}” is no longer scheduled.`);
    } catch (failure) {
      notify.error('Error', apiErrorMessage(failure, 'Failed to end assignment'));
    } finally {
      setAsk(null);
    }
  };

  if (assignments.length === 0) return <Muted>No assignments yet. Assign a program below.</Muted>;
  return (
    <>
      <TableWrap label="Assignments table">
        <CareTable>
          <thead>
            <tr>
              <th scope="col">Program</th>
              <th scope="col">Schedule</th>
              <th scope="col">From</th>
              <th scope="col">Until</th>
              <th scope="col">Exercises</th>
              <th scope="col">Status</th>
              <th scope="col">Actions</th>
            </tr>
          </thead>
          <tbody>
            {assignments.map((assignment) => (
              <tr key={assignment.id}>
                <td className="text">{assignment.program_title}</td>
                <td>{weekdayNames(assignment.days_of_week)}</td>
                <td className="date">{formatDate(assignment.start_date)}</td>
                <td className="date">{assignment.end_date ? formatDate(assignment.end_date) : '—'}</td>
                <td className="text">
                  {assignment.items.map((item) => `${item.title} ${item.sets} × ${item.reps}`).join('; ')}
                </td>
                <td>
                  <Badge $tone={assignment.status === 'active' ? 'success' : 'neutral'}>
                    {assignment.status === 'active' ? 'Active' : 'Ended'}
                  </Badge>
                </td>
                <td className="actions">
                  {assignment.status === 'active' ? (
                    <Button
                      $variant="ghost"
                      disabled={ending}
                      aria-label={`End ${assignment.program_title}`}
                      onClick={() => setAsk(assignment)}
                    >
                      End
                    </Button>
                  ) : null}
                </td>
              </tr>
            ))}
          </tbody>
        </CareTable>
      </TableWrap>
      {ask ? (
        <ConfirmDialog
          title="End assignment?"
          description={<p>“{ask.program_title}” ends today; its sessions stay in the log.</p>}
          confirmLabel="End"
          busyLabel="Ending..."
          busy={ending}
          onConfirm={endAsked}
          onCancel={() => setAsk(null)}
        />
      ) : null}
    </>
  );
}
