import { apiErrorMessage } from '@physio/api-client';
import type { ExerciseListItem } from '@physio/contracts';
import {
  Badge,
  Breadcrumbs,
  Button,
  Container,
  Muted,
  PageHeader,
  Table,
  TableWrap,
  useDocumentMeta,
} from '@physio/ui';
import { formatTimeField } from '@physio/util';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { PagedResults, SearchField, usePagedSearch } from '../../components/paged-search';
import { dosageText } from '../../components/exercise-draft';
import { CONTENT, DASHBOARD, videoPath } from '../../components/studio-crumbs';
import { useConfirmedDelete } from '../../components/use-confirmed-delete';
import { PublishButtons, PublishedMark } from '../publish/components/exercise-publish-actions';
import { useUnpublishExercise } from '../publish/use-unpublish';
import { useDeleteExerciseMutation } from '../videos/api';
import { useGetExercisesQuery } from './api';
import { EditExerciseDialog } from './components/edit-exercise-dialog';

const Tags = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 6px;
`;

/** What a row says of its exercise beside its name: the dose the video states, then how long its clip is. */
const describe = (exercise: ExerciseListItem) =>
  [dosageText(exercise), `${formatTimeField(exercise.end_time - exercise.start_time)} clip`]
    .filter(Boolean)
    .join(' · ');

export default function ExercisesPage() {
  useDocumentMeta('Exercises | PhysioHub', 'Every exercise in your library.');
  const paged = usePagedSearch();
  const list = useGetExercisesQuery(paged.query);
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
      if (list.data?.results.length === 1 && paged.page > 1) paged.setPage(paged.page - 1);
    },
  });

  const unpublish = useUnpublishExercise();

  return (
    <Container>
      <Breadcrumbs items={[DASHBOARD, CONTENT, { label: 'Exercises' }]} />
      <PageHeader>
        <div>
          <h1>Exercises</h1>
          <Muted>Every exercise saved from your videos, with where it appears.</Muted>
        </div>
      </PageHeader>
      <SearchField paged={paged} label="Search exercises" placeholder="Title, video or tag" />
      <PagedResults
        paged={paged}
        list={list}
        noun="exercises"
        title="Exercises"
        emptyHint="Extract exercises from a video to build your library."
      >
        {(exercises) => (
          <TableWrap label="Exercises table">
            <Table>
              <thead>
                <tr>
                  <th scope="col">Name</th>
                  <th scope="col">Description</th>
                  <th scope="col">Video appearances</th>
                  <th scope="col">Tags</th>
                  <th scope="col">Public library</th>
                  <th scope="col">Actions</th>
                </tr>
              </thead>
              <tbody>
                {exercises.map((exercise) => (
                  <tr key={exercise.id}>
                    <td>{exercise.title}</td>
                    <td>{describe(exercise)}</td>
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
                    <td>
                      {exercise.published_slug ? <PublishedMark exercise={exercise} /> : <Muted>Not published</Muted>}
                    </td>
                    <td className="actions">
                      <PublishButtons
                        exercise={exercise}
                        videoId={exercise.video.id}
                        onUnpublish={() =>
                          unpublish.ask({ id: exercise.id, title: exercise.title, videoId: exercise.video.id })
                        }
                      />
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
        )}
      </PagedResults>
      {editing ? <EditExerciseDialog exercise={editing} onClose={() => setEditing(null)} /> : null}
      {deletion.dialog}
      {unpublish.dialog}
    </Container>
  );
}
