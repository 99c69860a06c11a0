import { loadCatalogue } from './catalogue-loader';
import { createDataApiResponder } from './data-api-responder';

const respond = createDataApiResponder(loadCatalogue());
const ask = (path: string, query: Record<string, string>) => respond(path, new URLSearchParams(query));
interface Body {
  items?: Record<string, unknown>[];
  pageInfo?: { totalResults: number; resultsPerPage: number };
  nextPageToken?: string;
  prevPageToken?: string;
  error?: { errors: { reason: string }[] };
}
const body = (answer: { json: unknown }) => answer.json as Body;

describe('DataApiResponder (the Data API answered from the catalogue)', () => {
  it('omits `items` for an unknown channel, like YouTube', () => {
    const answer = ask('/channels', { part: 'snippet', forHandle: '@nobody' });
    expect(answer.status).toBe(200);
    expect(body(answer)).not.toHaveProperty('items');
    expect(body(answer).pageInfo?.totalResults).toBe(0);
  });

  it('returns only the parts asked for', () => {
    const [video] = body(ask('/videos', { part: 'contentDetails', id: 'tN0kCh5uJrY' })).items ?? [];
    expect(Object.keys(video ?? {}).sort()).toEqual(['contentDetails', 'etag', 'id', 'kind']);
  });

  it('pages playlistItems with opaque tokens', () => {
    const first = body(
      ask('/playlistItems', { part: 'contentDetails', playlistId: 'UU7kPq2vTnR4hXs9LmD3wYcQ', maxResults: '4' }),
    );
    expect(first.items).toHaveLength(4);
    expect(first.pageInfo).toEqual({ totalResults: 7, resultsPerPage: 4 });
    const second = body(
      ask('/playlistItems', {
        part: 'contentDetails',
        playlistId: 'UU7kPq2vTnR4hXs9LmD3wYcQ',
        maxResults: '4',
        pageToken: first.nextPageToken ?? '',
      }),
    );
    expect(second.items).toHaveLength(3);
    expect(second.nextPageToken).toBeUndefined();
    expect(second.prevPageToken).toEqual(expect.any(String));
  });

  it.each([
    ['/videos', { id: 'tN0kCh5uJrY' }, 'required'],
    ['/videos', { part: 'snippet,fileDetails', id: 'tN0kCh5uJrY' }, 'unknownPart'],
    ['/videos', { part: 'snippet', id: Array(51).fill('tN0kCh5uJrY').join(',') }, 'invalidParameter'],
    ['/channels', { part: 'snippet' }, 'missingRequiredParameter'],
    [
      '/playlistItems',
      { part: 'id', playlistId: 'UU7kPq2vTnR4hXs9LmD3wYcQ', pageToken: 'nonsense' },
      'invalidPageToken',
    ],
    ['/playlistItems', { part: 'id', playlistId: 'UU7kPq2vTnR4hXs9LmD3wYcQ', maxResults: '51' }, 'invalidParameter'],
  ])('answers %s %j with 400 %s', (path, query, reason) => {
    const answer = ask(path, query as Record<string, string>);
    expect(answer.status).toBe(400);
    expect(body(answer).error?.errors[0]?.reason).toBe(reason);
  });

  it('answers 404 playlistNotFound for an unknown playlist and 404 for other paths', () => {
    const answer = ask('/playlistItems', { part: 'id', playlistId: 'UUnope' });
    expect(answer.status).toBe(404);
    expect(body(answer).error?.errors[0]?.reason).toBe('playlistNotFound');
    expect(ask('/search', { part: 'snippet', q: 'physio' }).status).toBe(404);
  });
});
