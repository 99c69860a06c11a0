import type { ParticipantSummary } from '@physio/contracts';
import { Table, TableWrap } from '@physio/ui';
import { formatAdherence, formatDate } from '@physio/util';
import { Link } from 'react-router-dom';
import { patientPath } from '../paths';

/** The linked participants with how well they keep to what was assigned. */
export function PatientsTable({ patients }: { patients: ParticipantSummary[] }) {
  return (
    <TableWrap label="Patients table">
      <Table>
        <thead>
          <tr>
            <th scope="col">Patient</th>
            <th scope="col">Adherence 7d</th>
            <th scope="col">Adherence 28d</th>
            <th scope="col">Last session</th>
            <th scope="col">Active assignments</th>
            <th scope="col">Linked</th>
          </tr>
        </thead>
        <tbody>
          {patients.map((patient) => (
            <tr key={patient.id}>
              <td>
                <Link to={patientPath(patient.id)}>{patient.username}</Link>
              </td>
              <td>{formatAdherence(patient.adherence_7d)}</td>
              <td>{formatAdherence(patient.adherence_28d)}</td>
              <td className="date">{patient.last_session_date ? formatDate(patient.last_session_date) : '—'}</td>
              <td>{patient.active_assignments}</td>
              <td className="date">{formatDate(patient.linked_at)}</td>
            </tr>
          ))}
        </tbody>
      </Table>
    </TableWrap>
  );
}
