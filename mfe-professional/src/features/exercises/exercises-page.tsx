import { apiErrorMessage } from '@physio/api-client';
import type { ExerciseListItem } from '@physio/contracts';
import {
  Badge,
  Breadcrumbs,
  Button,
  Container,
  EmptyState,
  Muted,
  PageHeader,
  Pagination,
  SkeletonRows,
  Table,
  TableWrap,
  TextField,
  useDocumentMeta,
} from '@physio/ui';
import { formatTimeField } from '@physio/util';
import { useDeferredValue, useState } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { LoadError } from '../../components/load-error';
import { CONTENT, DASHBOARD, videoPath } from '../../components/studio-crumbs';
import { useConfirmedDelete } from '../../components/use-confirmed-delete';
import { useDeleteExerciseMutation } from '../videos/api';
import { useGetExercisesQuery } from './api';
import { EditExerciseDialog } from './components/edit-exercise-dialog';

const PAGE_SIZE = 10;
const Search = styled.div`
  max-width: 420px;
  margin-bottom: 16px;
`;
const Tags = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 6px;
`;

export default function ExercisesPage() {
  useDocumentMeta('Exercises | PhysioHub', 'Every exercise in your library.');
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const deferred = useDeferredValue(search.trim());
  const { data, isLoading, isFetching, isError, error, refetch } = useGetExercisesQuery({
    search: deferred,
    page,
    page_size: PAGE_SIZE,
  });
  const [editing, setEditing] = useState<ExerciseListItem | null>(null);
  const [remove, { isLoading: deleting }] = useDeleteExerciseMutation();
  const deletion = useConfirmedDelete<ExerciseListItem>({
    title: 'Delete exercise?',
    describe: (exercise) => (
      <p>
        “{exercise.title}” will be removed from “{exercise.video.title}”.
      </p>
    ),
    remove: (exercise) => remove({ id: exercise.id, videoId: exercise.video.id }).unwrap(),
    busy: deleting,
    deleted: 'Exercise deleted successfully',
    failed: (failure) => apiErrorMessage(failure, 'Failed to delete exercise'),
    // The last row of a page is gone: show the page before it.
    onDeleted: () => {
      if (data?.results.length === 1 && page > 1) setPage(page - 1);
    },
  });

  return (
    <Container>
      <Breadcrumbs items={[DASHBOARD, CONTENT, { label: 'Exercises' }]} />
      <PageHeader>
        <div>
          <h1>Exercises</h1>
          <Muted>Every exercise saved from your videos, with where it appears.</Muted>
        </div>
      </PageHeader>
      <Search>
        <TextField
          label="Search exercises"
          type="search"
          value={search}
          placeholder="Title, video or tag"
          onChange={(e) => {
            setSearch(e.target.value);
            setPage(1);
          }}
        />
      </Search>
      {isLoading ? (
        <SkeletonRows rows={6} label="Loading exercises…" />
      ) : isError ? (
        <LoadError title="Exercises could not be loaded" error={error} onRetry={refetch} />
      ) : !data?.results.length ? (
        <EmptyState title={deferred ? 'No exercises found' : 'No exercises yet'}>
          {deferred ? `Nothing matches “${deferred}”.` : 'Extract exercises from a video to build your library.'}
        </EmptyState>
      ) : (
        <section aria-label="Exercises" aria-busy={isFetching} style={{ marginBottom: 48 }}>
          <TableWrap label="Exercises table">
            <Table>
              <thead>
                <tr>
                  <th scope="col">Name</th>
                  <th scope="col">Description</th>
                  <th scope="col">Video appearances</th>
                  <th scope="col">Tags</th>
                  <th scope="col">Actions</th>
                </tr>
              </thead>
              <tbody>
                {data.results.map((exercise) => (
                  <tr key={exercise.id}>
                    <td>{exercise.title}</td>
                    <td>
                      {exercise.tags[0] ? `${exercise.tags[0].name} exercise` : 'Exercise'},{' '}
                      {formatTimeField(exercise.end_time - exercise.start_time)} long
                    </td>
                    <td>
                      <Link to={videoPath(exercise.video.id)}>{exercise.video.title}</Link> (
                      {formatTimeField(exercise.start_time)}–{formatTimeField(exercise.end_time)})
                    </td>
                    <td>
                      <Tags>
                        {exercise.tags.map((tag) => (
                          <Badge key={tag.id} $tone="neutral">
                            {tag.name}
                          </Badge>
                        ))}
                      </Tags>
                    </td>
                    <td className="actions">
                      <Button
                        $variant="secondary"
                        aria-label={`Edit ${exercise.title}`}
                        onClick={() => setEditing(exercise)}
                      >
                        Edit
                      </Button>
                      <Button
                        $variant="ghost"
                        aria-label={`Delete ${exercise.title}`}
                        onClick={() => deletion.ask(exercise)}
                      >
                        Delete
                      </Button>
                    </td>
                  </tr>
                ))}
              </tbody>
            </Table>
          </TableWrap>
          <Pagination
            page={page}
            count={data.count}
            pageSize={PAGE_SIZE}
            onPageChange={setPage}
            noun="exercises"
            label="Exercise pages"
          />
        </section>
      )}
      {editing ? <EditExerciseDialog exercise={editing} onClose={() => setEditing(null)} /> : null}
      {deletion.dialog}
    </Container>
  );
}
