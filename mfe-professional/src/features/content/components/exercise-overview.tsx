import { ButtonLink, EmptyState, SkeletonRows, Table, TableWrap } from '@physio/ui';
import { formatTimeField } from '@physio/util';
import { LoadError } from '../../../components/load-error';
import { useGetExercisesQuery } from '../../exercises/api';
import { Block } from './latest-videos';

/** A first look at the saved exercises; the full list is on the exercises page. */
export function ExerciseOverview() {
  const { data, isLoading, isError, error, refetch } = useGetExercisesQuery({ page: 1, page_size: 5 });
  return (
    <Block aria-labelledby="exercises-heading">
      <header>
        <h2 id="exercises-heading">Exercises</h2>
        <ButtonLink to="/professional/content/exercises" $variant="secondary">
          Manage Exercises
        </ButtonLink>
      </header>
      {isLoading ? (
        <SkeletonRows rows={3} label="Loading exercises…" />
      ) : isError ? (
        <LoadError title="Exercises could not be loaded" error={error} onRetry={refetch} />
      ) : !data?.results.length ? (
        <EmptyState title="No exercises yet">Extract exercises from a video to build your library.</EmptyState>
      ) : (
        <TableWrap label="Exercise overview table">
          <Table>
            <thead>
              <tr>
                <th scope="col">Exercise</th>
                <th scope="col">Video</th>
                <th scope="col">Time</th>
                <th scope="col">Tags</th>
              </tr>
            </thead>
            <tbody>
              {data.results.map((exercise) => (
                <tr key={exercise.id}>
                  <td>{exercise.title}</td>
                  <td>{exercise.video.title}</td>
                  <td>
                    {formatTimeField(exercise.start_time)}–{formatTimeField(exercise.end_time)}
                  </td>
                  <td>{exercise.tags.map((tag) => tag.name).join(', ')}</td>
                </tr>
              ))}
            </tbody>
          </Table>
        </TableWrap>
      )}
    </Block>
  );
}
