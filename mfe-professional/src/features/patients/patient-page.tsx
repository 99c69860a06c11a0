import {
  Breadcrumbs,
  ButtonLink,
  Container,
  EmptyState,
  Grid,
  Muted,
  PageHeader,
  SkeletonRows,
  StatCard,
  useDocumentMeta,
} from '@physio/ui';
import { AdherenceChart, PainChart } from '@physio/ui/charts';
import { formatAdherence, formatDate } from '@physio/util';
import { useParams } from 'react-router-dom';
import styled from 'styled-components';
import { LoadError } from '../../components/load-error';
import { DASHBOARD } from '../../components/studio-crumbs';
import { PATIENTS_PATH } from './paths';
import { useGetParticipantQuery } from './api';
import { AssignForm } from './components/assign-form';
import { AssignmentsTable } from './components/assignments-table';
import { SessionLogTable } from './components/session-log-table';

const PATIENTS = { label: 'Patients', to: PATIENTS_PATH };
const Block = styled.section`
  margin: 24px 0;
`;
const Charts = styled.div`
  display: grid;
  gap: 24px;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 360px), 1fr));
  h3 {
    margin: 0 0 8px;
    font-size: 1.05rem;
  }
`;
const Bottom = styled.div`
  margin-bottom: 48px;
`;

export default function PatientPage() {
  const { patientId: param } = useParams();
  const patientId = Number(param);
  const valid = Number.isInteger(patientId) && patientId > 0;
  const { data, isLoading, isError, error, refetch } = useGetParticipantQuery(patientId, { skip: !valid });
  useDocumentMeta(`${data?.username ?? 'Patient'} | PhysioHub`, 'A patient’s assignments, adherence and sessions.');

  if (!valid) {
    return (
      <Container>
        <EmptyState title="Patient not found" action={<ButtonLink to={PATIENTS_PATH}>Back to patients</ButtonLink>}>
          This address does not name a patient.
        </EmptyState>
      </Container>
    );
  }

  return (
    <Container>
      <Breadcrumbs items={[DASHBOARD, PATIENTS, { label: data?.username ?? 'Patient' }]} />
      {isLoading ? (
        <SkeletonRows rows={6} label="Loading patient…" />
      ) : isError || !data ? (
        <LoadError title="Patient could not be loaded" error={error} onRetry={refetch} />
      ) : (
        <Bottom>
          <PageHeader>
            <div>
              <h1>{data.username}</h1>
              <Muted>Linked since {formatDate(data.linked_at)}.</Muted>
            </div>
          </PageHeader>
          <Grid $min="180px">
            <StatCard label="Adherence 7d" value={formatAdherence(data.progress.adherence_7d)} />
            <StatCard label="Adherence 28d" value={formatAdherence(data.progress.adherence_28d)} />
            <StatCard label="Active assignments" value={String(data.active_assignments)} />
            <StatCard label="Last session" value={data.last_session_date ? formatDate(data.last_session_date) : '—'} />
          </Grid>
          <Block aria-labelledby="progress-heading">
            <h2 id="progress-heading">Progress</h2>
            <Charts>
              <div>
                <h3>Adherence by week</h3>
                <AdherenceChart
                  weeks={data.progress.adherence_weeks}
                  empty="Nothing was scheduled in the last 12 weeks. Assign a program to start tracking adherence."
                />
              </div>
              <div>
                <h3>Pain over time</h3>
                <PainChart
                  pain={data.progress.pain}
                  empty="No pain reported yet. Each session the patient logs adds a point here."
                />
              </div>
            </Charts>
          </Block>
          <Block aria-labelledby="assignments-heading">
            <h2 id="assignments-heading">Assignments</h2>
            <AssignmentsTable participantId={data.id} assignments={data.assignments} />
          </Block>
          <AssignForm participantId={data.id} patientName={data.username} />
          <Block aria-labelledby="sessions-heading">
            <h2 id="sessions-heading">Session log</h2>
            <SessionLogTable sessions={data.progress.sessions} assignments={data.assignments} />
          </Block>
        </Bottom>
      )}
    </Container>
  );
}
