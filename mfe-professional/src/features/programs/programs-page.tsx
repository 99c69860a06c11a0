import { apiErrorMessage } from '@physio/api-client';
import type { Program } from '@physio/contracts';
import {
  Badge,
  Breadcrumbs,
  Button,
  ButtonLink,
  Container,
  EmptyState,
  Grid,
  Muted,
  PageHeader,
  SkeletonRows,
  StatCard,
  Table,
  TableWrap,
  useDocumentMeta,
} from '@physio/ui';
import { formatClock, formatDate } from '@physio/util';
import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';
import styled from 'styled-components';
import { LoadError } from '../../components/load-error';
import { DASHBOARD } from '../../components/studio-crumbs';
import { useConfirmedDelete } from '../../components/use-confirmed-delete';
import { publishProgramPath } from '../publish/paths';
import { useDeleteProgramMutation, useGetProgramsQuery } from './api';
import { capitalize } from './program-draft';
import type { ProgramsLocationState } from './programs-location';

const CREATE = '/dashboard/professional/create-program';
const Spaced = styled.div`
  margin: 24px 0 48px;
  tr.saved td {
    background: ${({ theme }) => theme.colors.primarySoft};
  }
`;

export default function ProgramsPage() {
  useDocumentMeta('Programs | PhysioHub', 'Your rehabilitation programs.');
  const { data, isLoading, isError, error, refetch } = useGetProgramsQuery();
  const [remove, { isLoading: deleting }] = useDeleteProgramMutation();
  const deletion = useConfirmedDelete<Program>({
    title: 'Delete program?',
    describe: (program) => (
      <p>“{program.title}” will be deleted. The videos and exercises it uses stay in your library.</p>
    ),
    remove: (program) => remove(program.id).unwrap(),
    busy: deleting,
    deleted: 'Program deleted successfully',
    failed: (failure) => apiErrorMessage(failure, 'Failed to delete program'),
  });
  const programs = data ?? [];
  // Arriving from the wizard: the program just saved is marked and brought into view.
  const savedId = (useLocation().state as ProgramsLocationState | null)?.savedProgramId;
  const savedRow = useRef<HTMLTableRowElement>(null);
  const savedListed = programs.some((p) => p.id === savedId);
  useEffect(() => {
    if (savedListed) savedRow.current?.scrollIntoView?.({ block: 'center' });
  }, [savedListed]);
  const figure = (value: number) => (isLoading ? '…' : isError ? '—' : String(value));

  return (
    <Container>
      <Breadcrumbs items={[DASHBOARD, { label: 'Programs' }]} />
      <PageHeader>
        <div>
          <h1>Programs</h1>
          <Muted>Rehabilitation programs built from your exercises.</Muted>
        </div>
        <ButtonLink to={CREATE}>Create Program</ButtonLink>
      </PageHeader>
      <Grid $min="180px">
        <StatCard label="Active programs" value={figure(programs.filter((p) => p.status === 'active').length)} />
        <StatCard label="Drafts" value={figure(programs.filter((p) => p.status === 'draft').length)} />
        <StatCard label="Exercises in programs" value={figure(programs.reduce((n, p) => n + p.items.length, 0))} />
      </Grid>
      <Spaced>
        {isLoading ? (
          <SkeletonRows rows={4} label="Loading programs…" />
        ) : isError ? (
          <LoadError title="Programs could not be loaded" error={error} onRetry={refetch} />
        ) : programs.length === 0 ? (
          <EmptyState title="No programs yet" action={<ButtonLink to={CREATE}>Create Program</ButtonLink>}>
            Build your first program from the exercises in your library.
          </EmptyState>
        ) : (
          <TableWrap label="Programs table">
            <Table>
              <thead>
                <tr>
                  <th scope="col">Title</th>
                  <th scope="col">Difficulty</th>
                  <th scope="col">Videos</th>
                  <th scope="col">Exercises</th>
                  <th scope="col">Length</th>
                  <th scope="col">Status</th>
                  <th scope="col">Last updated</th>
                  <th scope="col">Actions</th>
                </tr>
              </thead>
              <tbody>
                {programs.map((program) => (
                  <tr
                    key={program.id}
                    ref={program.id === savedId ? savedRow : undefined}
                    className={program.id === savedId ? 'saved' : undefined}
                  >
                    <td>
                      {program.title}
                      {program.id === savedId ? (
                        <>
                          {' '}
                          <Badge $tone="primary">Just saved</Badge>
                        </>
                      ) : null}
                    </td>
                    <td>{capitalize(program.difficulty)}</td>
                    <td>{program.video_count}</td>
                    <td>{program.items.length}</td>
                    <td>{formatClock(program.total_duration)}</td>
                    <td>
                      <Badge $tone={program.status === 'active' ? 'success' : 'warning'}>
                        {capitalize(program.status)}
                      </Badge>
                    </td>
                    <td>{formatDate(program.updated_at)}</td>
                    <td className="actions">
                      <ButtonLink
                        $variant="secondary"
                        to={`/dashboard/professional/programs/${program.id}/edit`}
                        aria-label={`Edit ${program.title}`}
                      >
                        Edit
                      </ButtonLink>
                      <ButtonLink
                        $variant="secondary"
                        to={publishProgramPath(program.id)}
                        aria-label={`Publish ${program.title}`}
                      >
                        Publish
                      </ButtonLink>
                      <Button
                        $variant="ghost"
                        aria-label={`Delete ${program.title}`}
                        onClick={() => deletion.ask(program)}
                      >
                        Delete
                      </Button>
                    </td>
                  </tr>
                ))}
              </tbody>
            </Table>
          </TableWrap>
        )}
      </Spaced>
      {deletion.dialog}
    </Container>
  );
}
