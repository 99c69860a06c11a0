import styled from 'styled-components';
import { Container, Muted, useDocumentMeta } from '@physio/ui';
import type { InfoDocument } from './info-document';

const Article = styled.article`
  max-width: 760px;
  margin: 48px auto 0;
  h1 {
    font-size: clamp(1.75rem, 4vw, 2.5rem);
  }
  h2 {
    font-size: 1.3rem;
    margin-top: 36px;
  }
  p,
  li {
    line-height: 1.7;
  }
  ul {
    padding-left: 1.25rem;
  }
`;

const Lead = styled.p`
  font-size: 1.15rem;
`;

/** Renders one of the static documents with a single h1 and an h2 per section. */
export function InfoPage({ document: doc }: { document: InfoDocument }) {
  useDocumentMeta(doc.metaTitle ?? `${doc.title} | PhysioHub`, doc.metaDescription);
  return (
    <Container>
      <Article>
        <h1>{doc.title}</h1>
        {doc.updated ? <Muted>Last updated: {doc.updated}</Muted> : null}
        <Lead>{doc.intro}</Lead>
        {doc.sections.map((section) => (
          <section key={section.heading}>
            <h2>{section.heading}</h2>
            {section.paragraphs?.map((paragraph) => (
              <p key={paragraph.slice(0, 40)}>{paragraph}</p>
            ))}
            {section.items ? (
              <ul>
                {section.items.map((item) => (
                  <li key={item}>{item}</li>
                ))}
              </ul>
            ) : null}
          </section>
        ))}
      </Article>
    </Container>
  );
}
