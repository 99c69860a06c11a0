import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { Badge, ButtonLink, Card, Container, Grid, Muted, PageHeader, useDocumentMeta } from '@physio/ui';
import { useGetLibraryFacetsQuery } from '../library/api';
import { exerciseCountText } from '../library/library-format';
import { libraryPath } from '../library/library-query';
import { LoadFailed, LoadingCards } from '../library/library-states';
import { catalogueHead, CATALOGUES, type CatalogueKind } from './catalogue-data';

const Item = styled(Card).attrs({ as: 'article' })`
  position: relative;
  display: flex;
  flex-direction: column;
  gap: 12px;
  border-top: 4px solid ${({ theme }) => theme.colors.primary};
  header {
    display: flex;
    justify-content: space-between;
    align-items: flex-start;
    gap: 12px;
  }
  h2 {
    font-size: 1.2rem;
    margin: 0;
  }
  /* The title's link covers the whole card, so the card opens the filtered library wherever it is pressed. */
  h2 a {
    color: inherit;
    text-decoration: none;
    &::after {
      content: '';
      position: absolute;
      inset: 0;
      border-radius: inherit;
    }
    &:focus-visible {
      outline: none;
      &::after {
        outline: 3px solid ${({ theme }) => theme.colors.primary};
        outline-offset: 2px;
      }
    }
  }
  &:hover {
    box-shadow: 0 4px 14px rgb(15 23 42 / 12%);
    h2 a {
      text-decoration: underline;
    }
  }
`;

const Closing = styled.p`
  margin: 40px 0;
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 16px;
`;

/** A browse page (/categories, /body-parts, /conditions): a card per term with its real count, opening the library. */
export default function CataloguePage({ kind }: { kind: CatalogueKind }) {
  const catalogue = CATALOGUES[kind];
  const head = catalogueHead(kind);
  useDocumentMeta(head.title, head.description);
  const { data, isLoading, isError, refetch } = useGetLibraryFacetsQuery();
  return (
    <Container>
      <PageHeader>
        <div>
          <h1>{catalogue.title}</h1>
          <Muted>{catalogue.intro}</Muted>
        </div>
      </PageHeader>
      {isLoading ? (
        <LoadingCards label="Loading counts…" />
      ) : isError || !data ? (
        <LoadFailed what="The counts" onRetry={refetch} />
      ) : (
        <Grid $min="300px">
          {data[catalogue.facet].map((term) => (
            <Item key={term.slug}>
              <header>
                <h2>
                  <Link to={libraryPath({ [catalogue.param]: term.slug })}>{term.name}</Link>
                </h2>
                <Badge $tone={term.count > 0 ? 'primary' : 'neutral'}>{exerciseCountText(term.count)}</Badge>
              </header>
              <Muted>{catalogue.descriptions[term.slug]}</Muted>
            </Item>
          ))}
        </Grid>
      )}
      <Closing>
        <span>Ready to start?</span>
        <ButtonLink to="/exercises">Browse Exercises</ButtonLink>
      </Closing>
    </Container>
  );
}
