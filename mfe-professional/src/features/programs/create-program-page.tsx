import { apiErrorMessage } from '@physio/api-client';
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
import { toast } from 'react-toastify';
import { useNavigate, useParams } from 'react-router-dom';
import { DASHBOARD } from '../../components/studio-crumbs';
import { notify } from '../../components/notify';
import { useCreateProgramMutation, useGetProgramsQuery, useUpdateProgramMutation } from './api';
import { ProgramWizard } from './components/program-wizard';
import { draftToRequest, programToDraft, type ProgramDraft } from './program-draft';

const PROGRAMS = { label: 'Programs', to: '/dashboard/professional/programs' };
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

  async function onSubmit(draft: ProgramDraft): Promise<boolean> {
    try {
      if (program) {
        await update({ id: program.id, body: draftToRequest(draft, program.status) }).unwrap();
        toast.success(
          <div>
            <strong>Success</strong>
            <br />
            Program updated successfully
          </div>,
          { autoClose: NOTICE_MS },
        );
        navigate(PROGRAMS.to);
        return false;
      }
      await create(draftToRequest(draft, 'active')).unwrap();
      toast.success(
        <div>
          <strong>Success</strong>
          <br />
          Program created successfully
        </div>,
        { autoClose: NOTICE_MS },
      );
      return true;
    } catch (failure) {
      notify.error('Error', apiErrorMessage(failure, 'Failed to save program'));
      return false;
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
