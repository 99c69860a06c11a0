import { apiErrorMessage } from '@physio/api-client';
import { useHandoutDownload } from '@physio/api-client/handout';
import type { Assignment } from '@physio/contracts';
import { Badge, Button, ConfirmDialog, Muted, Table, TableWrap } from '@physio/ui';
import { formatDate, weekdayNames } from '@physio/util';
import { useState } from 'react';
import { notify } from '../../../components/notify';
import { useEndAssignmentMutation } from '../api';
import { EditAssignmentDialog } from './edit-assignment-dialog';

/** The assignments this professional made for the patient: each has its handout; an active one can be edited or ended today. */
export function AssignmentsTable({ participantId, assignments }: { participantId: number; assignments: Assignment[] }) {
  const [end, { isLoading: ending }] = useEndAssignmentMutation();
  const handout = useHandoutDownload();
  const [ask, setAsk] = useState<Assignment | null>(null);
  const [editing, setEditing] = useState<Assignment | null>(null);

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

  const downloadHandout = async (assignment: Assignment) => {
    try {
      await handout.download(assignment.id, assignment.program_title);
    } catch (failure) {
      notify.error('Error', apiErrorMessage(failure, 'The handout could not be downloaded.'));
    }
  };

  if (assignments.length === 0)
    return <Muted>No assignments yet. Assign a program below: its days then show up in the patient’s Today.</Muted>;
  return (
    <>
      <TableWrap label="Assignments table">
        <Table>
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
                  <Button
                    $variant="ghost"
                    disabled={handout.busy}
                    aria-label={`Handout (PDF) of ${assignment.program_title}`}
                    onClick={() => downloadHandout(assignment)}
                  >
                    Handout (PDF)
                  </Button>
                  {assignment.status === 'active' ? (
                    <>
                      <Button
                        $variant="ghost"
                        aria-label={`Edit ${assignment.program_title}`}
                        onClick={() => setEditing(assignment)}
                      >
                        Edit
                      </Button>
                      <Button
                        $variant="ghost"
                        disabled={ending}
                        aria-label={`End ${assignment.program_title}`}
                        onClick={() => setAsk(assignment)}
                      >
                        End
                      </Button>
                    </>
                  ) : null}
                </td>
              </tr>
            ))}
          </tbody>
        </Table>
      </TableWrap>
      {editing ? (
        <EditAssignmentDialog assignment={editing} participantId={participantId} onClose={() => setEditing(null)} />
      ) : null}
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
