import { useParams } from 'react-router-dom';
import { toast } from 'react-toastify';
import styled from 'styled-components';
import { apiErrorMessage } from '@physio/api-client';
import { useHandoutDownload } from '@physio/api-client/handout';
import type { Assignment } from '@physio/contracts';
import {
  Badge,
  Breadcrumbs,
  Button,
  ButtonLink,
  Card,
  Container,
  EmptyState,
  Muted,
  PageHeader,
  SkeletonRows,
  useDocumentMeta,
} from '@physio/ui';
import { formatDate, weekdayNames } from '@physio/util';
import { dosageDetails, dosageLine } from '../../components/dosage';
import { SegmentVideo } from '../../components/segment-video';
import { DASHBOARD_PATH } from '../../paths';
import { useGetAssignmentQuery } from './api';

const Wrap = styled(Container)`
  max-width: 900px;
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: 20px;
  padding-bottom: 48px;
`;

const Facts = styled.dl`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 160px), 1fr));
  gap: 12px 24px;
  margin: 0;
  dt {
    color: ${({ theme }) => theme.colors.muted};
    font-size: 0.9rem;
  }
  dd {
    margin: 2px 0 0;
    font-weight: 600;
  }
`;

const Exercises = styled.ol`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: 20px;
`;

const Exercise = styled(Card).attrs({ as: 'li' })`
  display: grid;
  gap: 12px;
  h3 {
    margin: 0;
  }
  p {
    margin: 0;
  }
  @media (min-width: 760px) {
    grid-template-columns: minmax(0, 1.3fr) minmax(0, 1fr);
    align-items: start;
    .video {
      grid-row: span 4;
    }
  }
`;

const Dose = styled.p`
  font-size: 1.15rem;
  font-weight: 700;
`;

function scheduleText(assignment: Assignment): string {
  const until = assignment.end_date ? ` until ${formatDate(assignment.end_date)}` : '';
  return `${weekdayNames(assignment.days_of_week)}, from ${formatDate(assignment.start_date)}${until}`;
}

/** One of the participant's programs: who assigned it, when, and each exercise with its dose, notes and video segment. */
export default function ProgramPage() {
  const { assignmentId: param } = useParams();
  const assignmentId = Number(param);
  const valid = Number.isInteger(assignmentId) && assignmentId > 0;
  const { data, isLoading, isError, error, refetch } = useGetAssignmentQuery(assignmentId, { skip: !valid });
  const handout = useHandoutDownload();
  useDocumentMeta(
    `${data?.program_title ?? 'Program'} | PhysioHub`,
    'Your program: its schedule and each exercise with its dose and video.',
  );

  const downloadHandout = async (assignment: Assignment) => {
    try {
      await handout.download(assignment.id, assignment.program_title);
    } catch (failure) {
      toast.error(apiErrorMessage(failure, 'The handout could not be downloaded.'));
    }
  };

  const back = <ButtonLink to={DASHBOARD_PATH}>Back to my dashboard</ButtonLink>;
  let body;
  if (!valid)
    body = (
      <EmptyState title="Program not found" action={back}>
        This address does not name one of your programs.
      </EmptyState>
    );
  else if (isLoading) body = <SkeletonRows rows={5} label="Loading program…" />;
  else if (isError || !data) {
    const missing = (error as { status?: unknown } | undefined)?.status === 404;
    body = (
      <EmptyState
        role="alert"
        title={missing ? 'Program not found' : 'Your program could not be loaded'}
        action={
          missing ? (
            back
          ) : (
            <Button $variant="secondary" onClick={() => refetch()}>
              Try again
            </Button>
          )
        }
      >
        {missing ? 'It is not one of your programs.' : apiErrorMessage(error, 'Check your connection and try again.')}
      </EmptyState>
    );
  } else
    body = (
      <>
        <PageHeader>
          <div>
            <h1>{data.program_title}</h1>
            <Muted>
              Assigned by {data.professional.username}.{' '}
              <Badge $tone={data.status === 'active' ? 'success' : 'neutral'}>
                {data.status === 'active' ? 'Active' : 'Ended'}
              </Badge>
            </Muted>
          </div>
          <Button $variant="secondary" disabled={handout.busy} onClick={() => downloadHandout(data)}>
            {handout.busy ? 'Preparing handout…' : 'Handout (PDF)'}
          </Button>
        </PageHeader>
        <Card as="section" aria-labelledby="schedule-heading">
          <h2 id="schedule-heading">Schedule</h2>
          <Facts>
            <div>
              <dt>Therapist</dt>
              <dd>{data.professional.username}</dd>
            </div>
            <div>
              <dt>Days</dt>
              <dd>{scheduleText(data)}</dd>
            </div>
            <div>
              <dt>Exercises</dt>
              <dd>{data.items.length}</dd>
            </div>
          </Facts>
        </Card>
        <section aria-labelledby="exercises-heading">
          <h2 id="exercises-heading">Exercises</h2>
          {data.items.length === 0 ? (
            <Muted>This program has no exercises yet. Your professional can add them.</Muted>
          ) : (
            <Exercises>
              {data.items.map((item, index) => {
                const details = dosageDetails(item);
                return (
                  <Exercise key={item.id}>
                    <h3>
                      {index + 1}. {item.title}
                    </h3>
                    <div className="video">
                      <SegmentVideo item={item} />
                    </div>
                    <Dose>{dosageLine(item)}</Dose>
                    {details ? <Muted>{details}</Muted> : null}
                    {item.notes ? <p>{item.notes}</p> : null}
                  </Exercise>
                );
              })}
            </Exercises>
          )}
        </section>
      </>
    );

  return (
    <Wrap>
      <Breadcrumbs
        items={[{ label: 'My Dashboard', to: DASHBOARD_PATH }, { label: data?.program_title ?? 'Program' }]}
      />
      {body}
    </Wrap>
  );
}
