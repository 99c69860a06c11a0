import { Breadcrumbs, Container, Muted, PageHeader, useDocumentMeta } from '@physio/ui';
import styled from 'styled-components';
import { PagedResults, SearchField, usePagedSearch } from '../../components/paged-search';
import { DASHBOARD } from '../../components/studio-crumbs';
import { useGetParticipantsQuery } from './api';
import { InvitePanel } from './components/invite-panel';
import { PatientsTable } from './components/patients-table';

const Block = styled.div`
  margin: 24px 0 0;
`;

export default function PatientsPage() {
  useDocumentMeta('Patients | PhysioHub', 'Your patients and how they keep to their programs.');
  const paged = usePagedSearch();
  const list = useGetParticipantsQuery(paged.query);

  return (
    <Container>
      <Breadcrumbs items={[DASHBOARD, { label: 'Patients' }]} />
      <PageHeader>
        <div>
          <h1>Patients</h1>
          <Muted>The patients linked to you, their adherence and their last session.</Muted>
        </div>
      </PageHeader>
      <InvitePanel />
      <Block>
        <SearchField paged={paged} label="Search patients" placeholder="Username" />
        <PagedResults
          paged={paged}
          list={list}
          noun="patients"
          title="Patients"
          emptyHint="Invite a patient with a code or a link to get started."
        >
          {(patients) => <PatientsTable patients={patients} />}
        </PagedResults>
      </Block>
    </Container>
  );
}
