import { apiErrorMessage, apiFieldErrors } from '@physio/api-client';
import {
  Breadcrumbs,
  Button,
  ButtonLink,
  Container,
  EmptyState,
  Muted,
  PageHeader,
  SkeletonRows,
  useDocumentMeta,
} from '@physio/ui';
import { useNavigate, useParams } from 'react-router-dom';
import { DASHBOARD } from '../../components/studio-crumbs';
import { notify } from '../../components/notify';
import { useCreateProgramMutation, useGetProgramsQuery, useUpdateProgramMutation } from './api';
import { ProgramWizard } from './components/program-wizard';
import { draftToRequest, programToDraft, type DetailsField, type ProgramDraft } from './program-draft';
import { PROGRAMS_PATH, type ProgramsLocationState } from './programs-location';

const PROGRAMS = { label: 'Programs', to: PROGRAMS_PATH };
const NOTICE_MS = 5000;

/** Create (the wizard, persisted) or, with :programId, edit a program. */
export default function CreateProgramPage() {
  const programId = Number(useParams().programId) || null;
  useDocumentMeta(
    programId ? 'Edit Program | PhysioHub' : 'Create Program | PhysioHub',
    'Build a rehabilitation program from your exercises.',
  );
  const navigate = useNavigate();
  const programs = useGetProgramsQuery(undefined, { skip: !programId });
  const [create, creating] = useCreateProgramMutation();
  const [update, updating] = useUpdateProgramMutation();
  const program = programs.data?.find((p) => p.id === programId);

  /** Saves, then lands on the programs list with the saved program marked; the API's field messages come back. */
  async function onSubmit(draft: ProgramDraft): Promise<Partial<Record<DetailsField, string>> | void> {
    try {
      const saved = program
        ? await update({ id: program.id, body: draftToRequest(draft, program.status) }).unwrap()
        : await create(draftToRequest(draft, 'active')).unwrap();
      notify.success('Success', program ? 'Program updated successfully' : 'Program created successfully', {
        autoClose: NOTICE_MS,
      });
      const state: ProgramsLocationState = { savedProgramId: saved.id };
      navigate(PROGRAMS_PATH, { state });
    } catch (failure) {
      notify.error('Error', apiErrorMessage(failure, 'Failed to save program'));
      const { title, description } = apiFieldErrors(failure);
      return { ...(title ? { title } : {}), ...(description ? { description } : {}) };
    }
  }

  const title = programId ? 'Edit Program' : 'Create Program';
  let body;
  if (programId && programs.isLoading) body = <SkeletonRows rows={4} label="Loading program…" />;
  else if (programId && programs.isError) {
    body = (
      <EmptyState
        role="alert"
        title="Program could not be loaded"
        action={<Button onClick={programs.refetch}>Retry</Button>}
      >
        {apiErrorMessage(programs.error, 'Failed to load program')}
      </EmptyState>
    );
  } else if (programId && !program) {
    body = (
      <EmptyState
        role="alert"
        title="Program not found"
        action={<ButtonLink to={PROGRAMS.to}>Back to programs</ButtonLink>}
      />
    );
  } else {
    body = (
      <ProgramWizard
        key={program?.id ?? 'new'}
        initial={program ? programToDraft(program) : undefined}
        submitLabel={program ? 'Save Program' : 'Create Program'}
        submitting={creating.isLoading || updating.isLoading}
        onSubmit={onSubmit}
      />
    );
  }
  return (
    <Container>
      <Breadcrumbs items={[DASHBOARD, PROGRAMS, { label: title }]} />
      <PageHeader>
        <div>
          <h1>{title}</h1>
          <Muted>Three steps: the program's details, its videos, then a review.</Muted>
        </div>
      </PageHeader>
      {body}
    </Container>
  );
}
