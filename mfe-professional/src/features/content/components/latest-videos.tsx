import { ButtonLink, EmptyState, SkeletonRows, Table, TableWrap } from '@physio/ui';
import { formatDate } from '@physio/util';
import styled from 'styled-components';
import { LoadError } from '../../../components/load-error';
import { videoPath } from '../../../components/studio-crumbs';
import { useGetVideoStatsQuery, useGetVideosQuery } from '../../videos/api';

export const Block = styled.section`
  margin-top: 32px;
  header {
    display: flex;
    flex-wrap: wrap;
    justify-content: space-between;
    align-items: center;
    gap: 12px;
    margin-bottom: 12px;
  }
  h2 {
    font-size: 1.25rem;
    margin: 0;
  }
`;

/** Videos whose exercises are not extracted yet, newest first, each a step away from extraction. */
export function LatestVideos() {
  const { data, isLoading, isError, error, refetch } = useGetVideosQuery({
    page: 1,
    page_size: 5,
    exercises_extracted: false,
  });
  // "Every video has its exercises" is only true when there are videos.
  const noVideos = useGetVideoStatsQuery().data?.video_stats.total_videos === 0;
  return (
    <Block aria-labelledby="latest-heading">
      <header>
        <h2 id="latest-heading">Latest Videos</h2>
      </header>
      {isLoading ? (
        <SkeletonRows rows={3} label="Loading latest videos…" />
      ) : isError ? (
        <LoadError title="Latest videos could not be loaded" error={error} onRetry={refetch} />
      ) : !data?.results.length ? (
        <EmptyState
          title={noVideos ? 'No videos yet' : 'Every video has its exercises'}
          action={<ButtonLink to="/dashboard/professional/content/videos/add">Add Video</ButtonLink>}
        >
          {noVideos
            ? 'Add a YouTube video by its address, or import a channel’s uploads; its exercises are extracted next.'
            : 'New videos you add will wait here until their exercises are extracted.'}
        </EmptyState>
      ) : (
        <TableWrap label="Videos awaiting extraction">
          <Table>
            <thead>
              <tr>
                <th scope="col">Title</th>
                <th scope="col">Duration</th>
                <th scope="col">Added</th>
                <th scope="col">Actions</th>
              </tr>
            </thead>
            <tbody>
              {data.results.map((video) => (
                <tr key={video.id}>
                  <td>{video.title}</td>
                  <td>{video.duration_formatted}</td>
                  <td>{formatDate(video.created_at)}</td>
                  <td className="actions">
                    <ButtonLink
                      to={videoPath(video.id)}
                      $variant="secondary"
                      aria-label={`Extract Exercises: ${video.title}`}
                    >
                      Extract Exercises
                    </ButtonLink>
                  </td>
                </tr>
              ))}
            </tbody>
          </Table>
        </TableWrap>
      )}
    </Block>
  );
}
