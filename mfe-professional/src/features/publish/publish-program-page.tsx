import {
  Badge,
  Breadcrumbs,
  Button,
  ButtonLink,
  Card,
  Container,
  EmptyState,
  Muted,
  PageHeader,
  Skeleton,
  useDocumentMeta,
} from '@physio/ui';
import { formatClock } from '@physio/util';
import { useParams } from 'react-router-dom';
import { LoadError } from '../../components/load-error';
import { DASHBOARD } from '../../components/studio-crumbs';
import { useGetProgramsQuery } from '../programs/api';
import { isNotPublished, useGetProgramPublicationQuery } from './api';
import { ProgramPublicationForm } from './components/program-publication-form';
import { libraryProgramPath } from './paths';
import { PublishLayout } from './components/publish-layout';
import { useUnpublishProgram } from './use-unpublish';

const PROGRAMS = { label: 'Programs', to: '/dashboard/professional/programs' };

/** Publishes a program with its exercises as they are now, or edits and unpublishes its publication. */
export default function PublishProgramPage() {
  const programId = Number(useParams().programId);
  const valid = Number.isInteger(programId) && programId > 0;
  const programs = useGetProgramsQuery();
  const publication = useGetProgramPublicationQuery(programId, { skip: !valid });
  const unpublish = useUnpublishProgram();
  const program = programs.data?.find((p) => p.id === programId);
  useDocumentMeta(`Publish ${program?.title ?? 'program'} | PhysioHub`, 'Publish a program to the public library.');
  const published = publication.data && !publication.isError ? publication.data : null;
  const publicationFailed = publication.isError && !isNotPublished(publication.error);

  let body;
  if (programs.isLoading || publication.isLoading) {
    body = (
      <div role="status" aria-label="Loading program" style={{ display: 'grid', gap: 16 }}>
        <Skeleton $height="2rem" $width="60%" />
        <Skeleton $height="240px" />
      </div>
    );
  } else if (!valid || (programs.isSuccess && !program)) {
    body = (
      <EmptyState
        role="alert"
        headingLevel={1}
        title="Program not found"
        action={<ButtonLink to={PROGRAMS.to}>Back to programs</ButtonLink>}
      >
        This program is not one of yours.
      </EmptyState>
    );
  } else if (programs.isError || publicationFailed || !program) {
    body = (
      <LoadError
        title="The program could not be loaded"
        error={programs.error ?? publication.error}
        onRetry={() => {
          programs.refetch();
          publication.refetch();
        }}
      />
    );
  } else {
    body = (
      <>
        <PageHeader>
          <div>
            <h1>{published ? `Edit publication: ${program.title}` : `Publish ${program.title}`}</h1>
            <Muted>
              {program.items.length} {program.items.length === 1 ? 'exercise' : 'exercises'},{' '}
              {formatClock(program.total_duration)} in all. Visitors see the exercises as they are when you publish.
            </Muted>
          </div>
        </PageHeader>
        {published ? (
          <Card className="status" aria-label="Publication status">
            <Badge $tone="success">Published</Badge>
            <p>Visitors find it in the public library.</p>
            <ButtonLink $variant="secondary" to={libraryProgramPath(published.slug)}>
              View in library
            </ButtonLink>
            <Button $variant="ghost" onClick={() => unpublish.ask({ id: program.id, title: program.title })}>
              Unpublish
            </Button>
          </Card>
        ) : (
          <Muted>Not published yet.</Muted>
        )}
        <Card>
          <ProgramPublicationForm
            key={published ? `published-${published.updated_at}` : 'new'}
            program={program}
            publication={published}
          />
        </Card>
      </>
    );
  }

  return (
    <Container>
      <Breadcrumbs items={[DASHBOARD, PROGRAMS, { label: 'Publish' }]} />
      <PublishLayout>{body}</PublishLayout>
      {unpublish.dialog}
    </Container>
  );
}
