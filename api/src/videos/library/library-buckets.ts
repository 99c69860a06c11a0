/**
 * Ids per block of `library_pages` (a video's block is `id / LIBRARY_BUCKET_SIZE`). The library-totals migration's
 * triggers write the same number into the table; changing it needs a new migration that rebuilds the table.
 */
export const LIBRARY_BUCKET_SIZE = 1024;
