// `@physio/api-client/handout`: an assignment's printable handout, for both dashboards. Its own entry so that
// only the pages offering a handout load it. The PDF needs the Authorization header, which a plain link would
// not carry, so it is fetched through the shared slice's base query and handed to the browser as an object URL.
import { api } from '@physio/api-client/query';
import { useCallback } from 'react';

/** The PDF as an object URL; an error answer is parsed as the API's `{error}` body so its sentence reaches the user. */
async function pdfOrError(response: Response): Promise<unknown> {
  if (response.ok) return URL.createObjectURL(await response.blob());
  const type = response.headers.get('content-type') ?? '';
  return type.includes('json') ? response.json() : response.text();
}

export const handoutApi = api.injectEndpoints({
  endpoints: (build) => ({
    // A mutation, not a query: each click fetches a fresh file and nothing keeps an object URL in the cache.
    fetchHandout: build.mutation<string, number>({
      query: (assignmentId) => ({ url: `assignments/${assignmentId}/handout/`, responseHandler: pdfOrError }),
    }),
  }),
});

export const { useFetchHandoutMutation } = handoutApi;

/** The title as a file name: no characters a file system refuses, one space between words. */
function fileName(title: string): string {
  return (
    title
      .replace(/[\\/:*?"<>|]+/g, ' ')
      .replace(/\s+/g, ' ')
      .trim() || 'handout'
  );
}

// Long enough for the browser to have read the file it was handed.
const REVOKE_AFTER_MS = 60_000;

/** `download(assignmentId, title)` saves the handout as "<title>.pdf"; it rejects with the API's error. */
export function useHandoutDownload(): {
  download: (assignmentId: number, title: string) => Promise<void>;
  busy: boolean;
} {
  const [fetchHandout, { isLoading }] = useFetchHandoutMutation();
  const download = useCallback(
    async (assignmentId: number, title: string) => {
      const url = await fetchHandout(assignmentId).unwrap();
      const link = document.createElement('a');
      link.href = url;
      link.download = `${fileName(title)}.pdf`;
      document.body.append(link);
      link.click();
      link.remove();
      setTimeout(() => URL.revokeObjectURL(url), REVOKE_AFTER_MS);
    },
    [fetchHandout],
  );
  return { download, busy: isLoading };
}
