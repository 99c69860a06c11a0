/** A case-insensitive `LIKE … ESCAPE '\'` pattern for text containing `search`, its wildcards escaped ('50%' means "50%"). */
export const containsPattern = (search: string): string =>
  `%${search.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
