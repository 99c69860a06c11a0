import {
  Breadcrumbs,
  Container,
  EmptyState,
  Muted,
  PageHeader,
  Pagination,
  SkeletonRows,
  TextField,
  useDocumentMeta,
} from '@physio/ui';
import { useDeferredValue, useState } from 'react';
import styled from 'styled-components';
import { LoadError } from '../../components/load-error';
import { DASHBOARD } from '../../components/studio-crumbs';
import { useGetParticipantsQuery } from './api';
import { InvitePanel } from './components/invite-panel';
import { PatientsTable } from './components/patients-table';

const PAGE_SIZE = 10;
const Search = styled.div`
  max-width: 420px;
  margin-bottom: 16px;
`;
const Block = styled.div`
  margin: 24px 0 48px;
`;

export default function PatientsPage() {
  useDocumentMeta('Patients | PhysioHub', 'Your patients and how they keep to their programs.');
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const deferred = useDeferredValue(search.trim());
  const { data, isLoading, isFetching, isError, error, refetch } = useGetParticipantsQuery({
    search: deferred,
    page,
    page_size: PAGE_SIZE,
  });

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
        <Search>
          <TextField
            label="Search patients"
            type="search"
            value={search}
            placeholder="Username"
            onChange={(e) => {
              setSearch(e.target.value);
              setPage(1);
            }}
          />
        </Search>
        {isLoading ? (
          <SkeletonRows rows={5} label="Loading patients…" />
        ) : isError ? (
          <LoadError title="Patients could not be loaded" error={error} onRetry={refetch} />
        ) : !data?.results.length ? (
          <EmptyState title={deferred ? 'No patients found' : 'No patients yet'}>
            {deferred ? `Nothing matches “${deferred}”.` : 'Invite a patient with a code or a link to get started.'}
          </EmptyState>
        ) : (
          <section aria-label="Patients" aria-busy={isFetching}>
            <PatientsTable patients={data.results} />
            <Pagination
              page={page}
              count={data.count}
              pageSize={PAGE_SIZE}
              onPageChange={setPage}
              noun="patients"
              label="Patient pages"
            />
          </section>
        )}
      </Block>
    </Container>
  );
}
