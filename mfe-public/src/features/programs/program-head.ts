// The head of the programs pages, for the server renderer (route handles) and the browser (useDocumentMeta) alike.
import type { LibraryProgramDetail, LibraryProgramQuery } from '@physio/contracts';
import type { PageHead } from '../../ssr/route-handle';

export const PROGRAMS_INTRO = 'Structured programs that take you step by step from your first session to your goal.';

export function programsHead(query: LibraryProgramQuery): PageHead {
  const page = query.page && query.page > 1 ? query.page : undefined;
  return {
    title: `Exercise Programs${page ? ` (page ${page})` : ''} | PhysioHub`,
    description:
      'Structured physiotherapy programs published by professionals: a sequence of video exercises for rehabilitation, strength, mobility and recovery.',
    canonicalPath: page ? `/programs?page=${page}` : '/programs',
  };
}

export function programHead(program: LibraryProgramDetail): PageHead {
  const exercises = program.exercise_count === 1 ? '1 video exercise' : `${program.exercise_count} video exercises`;
  return {
    title: `${program.title} | Exercise Programs | PhysioHub`,
    description: `${program.description} A ${program.difficulty} program of ${exercises} in order, by ${program.professional.name}.`,
    canonicalPath: `/programs/${program.slug}`,
  };
}
