import { Breadcrumbs, ButtonLink, Container, Muted, PageHeader, useDocumentMeta } from '@physio/ui';
import styled from 'styled-components';
import { CONTENT, DASHBOARD, VIDEOS_PATH } from '../../components/studio-crumbs';
import { CollectionsSection } from '../collections/components/collections-section';
import { VideoTable } from './components/video-table';

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 12px;
`;

export default function VideoLibraryPage() {
  useDocumentMeta('Video Library | PhysioHub', 'Your saved videos and collections.');
  return (
    <Container>
      <Breadcrumbs items={[DASHBOARD, CONTENT, { label: 'Video Library' }]} />
      <PageHeader>
        <div>
          <h1>Video Library</h1>
          <Muted>Every video you have saved, the most recently saved first.</Muted>
        </div>
        <Actions>
          <ButtonLink to={`${VIDEOS_PATH}/add`}>Add Video</ButtonLink>
          <ButtonLink to={`${VIDEOS_PATH}/import`} $variant="secondary">
            Import Channel
          </ButtonLink>
        </Actions>
      </PageHeader>
      <VideoTable />
      <CollectionsSection />
    </Container>
  );
}
