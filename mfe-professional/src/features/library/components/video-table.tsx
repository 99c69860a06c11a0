import type { Video } from '@physio/contracts';
import { Badge, Button, ButtonLink, EmptyState, Pagination, SkeletonRows, Table, TableWrap } from '@physio/ui';
import { formatDate, formatViews } from '@physio/util';
import { useSearchParams } from 'react-router-dom';
import { LoadError } from '../../../components/load-error';
import { VIDEOS_PATH, videoPath } from '../../../components/studio-crumbs';
import { useConfirmedDelete } from '../../../components/use-confirmed-delete';
import { useDeleteVideoMutation, useGetVideosQuery } from '../../videos/api';

export const PAGE_SIZE = 10;

/** The library table; the page number lives in the URL so Back and reload keep it. */
export function VideoTable() {
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number(params.get('page')) || 1);
  const { data, isLoading, isFetching, isError, error, refetch } = useGetVideosQuery({ page, page_size: PAGE_SIZE });
  const [deleteVideo, { isLoading: deleting }] = useDeleteVideoMutation();

  const goTo = (next: number) => setParams(next > 1 ? { page: String(next) } : {});
  const deletion = useConfirmedDelete<Video>({
    title: 'Delete video?',
    describe: (video) => <p>“{video.title}” and all of its exercises will be deleted. This cannot be undone.</p>,
    remove: (video) => deleteVideo(video.id).unwrap(),
    busy: deleting,
    deleted: 'Video deleted successfully',
    failed: () => 'Failed to delete video',
    // The last row of a page is gone: show the page before it.
    onDeleted: () => {
      if (data && data.results.length === 1 && page > 1) goTo(page - 1);
    },
  });

  if (isLoading) return <SkeletonRows rows={6} label="Loading videos…" />;
  if (isError) {
    // A page past the end (after deletions elsewhere) is a 404 'Invalid page.': go back to the first page.
    const invalidPage = (error as { status?: number }).status === 404 && page > 1;
    return (
      <LoadError title="Videos could not be loaded" error={error} onRetry={invalidPage ? () => goTo(1) : refetch} />
    );
  }
  if (!data?.results.length) {
    return (
      <EmptyState title="No videos yet" action={<ButtonLink to={`${VIDEOS_PATH}/add`}>Add Video</ButtonLink>}>
        Add a YouTube video by its URL, or import a whole channel.
      </EmptyState>
    );
  }
  return (
    <section aria-label="Videos" aria-busy={isFetching}>
      <TableWrap label="Videos table">
        <Table>
          <thead>
            <tr>
              <th scope="col">Platform</th>
              <th scope="col">Title</th>
              <th scope="col">Duration</th>
              <th scope="col">Views</th>
              <th scope="col">Upload Date</th>
              <th scope="col">Actions</th>
            </tr>
          </thead>
          <tbody>
            {data.results.map((video) => (
              <tr key={video.id}>
                <td>
                  <Badge $tone={video.platform === 'youtube' ? 'danger' : 'primary'}>
                    {video.platform === 'youtube' ? 'YouTube' : 'Instagram'}
                  </Badge>
                </td>
                <td>{video.title}</td>
                <td>{video.duration_formatted}</td>
                <td>{formatViews(video.view_count)}</td>
                <td>{video.published_at_formatted || formatDate(video.published_at)}</td>
                <td className="actions">
                  <ButtonLink to={videoPath(video.id)} $variant="secondary" aria-label={`View Details: ${video.title}`}>
                    View Details
                  </ButtonLink>
                  <Button $variant="ghost" aria-label={`Delete ${video.title}`} onClick={() => deletion.ask(video)}>
                    Delete
                  </Button>
                </td>
              </tr>
            ))}
          </tbody>
        </Table>
      </TableWrap>
      <Pagination page={page} count={data.count} pageSize={PAGE_SIZE} onPageChange={goTo} label="Video pages" />
      {deletion.dialog}
    </section>
  );
}
