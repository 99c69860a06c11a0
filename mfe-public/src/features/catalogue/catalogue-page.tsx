import styled from 'styled-components';
import { Badge, ButtonLink, Card, Container, Grid, Muted, PageHeader, useDocumentMeta } from '@physio/ui';
import { CATALOGUES, type CatalogueKind } from './catalogue-data';

const Item = styled(Card).attrs({ as: 'article' })`
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
  ul {
    display: flex;
    flex-wrap: wrap;
    gap: 8px;
    list-style: none;
    margin: 0;
    padding: 0;
  }
`;

const Closing = styled.p`
  margin: 40px 0 0;
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 16px;
`;

/** One of the static browse pages (/categories, /body-parts, /conditions, /programs). */
export default function CataloguePage({ kind }: { kind: CatalogueKind }) {
  const catalogue = CATALOGUES[kind];
  useDocumentMeta(catalogue.metaTitle, catalogue.metaDescription);
  return (
    <Container>
      <PageHeader>
        <div>
          <h1>{catalogue.title}</h1>
          <Muted>{catalogue.intro}</Muted>
        </div>
      </PageHeader>
      <Grid $min="300px">
        {catalogue.items.map((item) => (
          <Item key={item.title}>
            <header>
              <h2>{item.title}</h2>
              {item.badge ? <Badge>{item.badge}</Badge> : null}
            </header>
            <Muted>{item.description}</Muted>
            {item.facts ? (
              <ul aria-label="Program details">
                {item.facts.map((fact) => (
                  <li key={fact}>
                    <Badge $tone="neutral">{fact}</Badge>
                  </li>
                ))}
              </ul>
            ) : null}
          </Item>
        ))}
      </Grid>
      <Closing>
        <span>Ready to start?</span>
        <ButtonLink to="/exercises">Browse Exercises</ButtonLink>
      </Closing>
    </Container>
  );
}
