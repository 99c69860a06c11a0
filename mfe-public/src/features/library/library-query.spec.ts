import { exerciseQueryFromParams, libraryPath, paramsFromExerciseQuery, programQueryFromParams } from './library-query';

const query = (search: string) => exerciseQueryFromParams(new URLSearchParams(search));

describe('library URL ↔ API query', () => {
  it('reads the search, every filter and the page from the URL', () => {
    expect(
      query('?search=%20knee%20&category=upper-body&body_part=knee&condition=knee-pain&difficulty=beginner&page=2'),
    ).toEqual({
      search: 'knee',
      category: 'upper-body',
      body_part: 'knee',
      condition: 'knee-pain',
      difficulty: 'beginner',
      page: 2,
      page_size: 12,
    });
  });

  it('sends only what is set, so the bare library and its first page share one query', () => {
    expect(query('')).toEqual({ page_size: 12 });
    expect(query('?page=1&search=')).toEqual({ page_size: 12 });
  });

  it('drops unknown terms and impossible pages instead of asking the API for a 400', () => {
    expect(query('?category=zumba&difficulty=expert&page=-3&body_part=knee')).toEqual({
      body_part: 'knee',
      page_size: 12,
    });
    expect(query('?page=2.5')).toEqual({ page_size: 12 });
  });

  it('cuts an overlong search to the API limit', () => {
    expect(query(`?search=${'a'.repeat(150)}`).search).toHaveLength(100);
  });

  it('writes a query back to the same URL, in a fixed order', () => {
    const url = '?search=back+pain&category=core&condition=back-pain&page=3';
    expect(`?${paramsFromExerciseQuery(query(url)).toString()}`).toBe(url);
    expect(paramsFromExerciseQuery({ page: 1, page_size: 12 }).toString()).toBe('');
  });

  it('builds the filtered library links that cards and terms open', () => {
    expect(libraryPath({ body_part: 'knee' })).toBe('/exercises?body_part=knee');
    expect(libraryPath({ category: 'upper-body', search: 'band' })).toBe('/exercises?search=band&category=upper-body');
    expect(libraryPath()).toBe('/exercises');
  });

  it('reads the programs page and difficulty', () => {
    expect(programQueryFromParams(new URLSearchParams('?difficulty=advanced&page=2'))).toEqual({
      difficulty: 'advanced',
      page: 2,
      page_size: 12,
    });
    expect(programQueryFromParams(new URLSearchParams('?difficulty=easy'))).toEqual({ page_size: 12 });
  });
});
