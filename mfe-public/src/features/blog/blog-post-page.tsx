import { Link, useParams } from 'react-router-dom';
import styled from 'styled-components';
import { Container, NotFoundPage, useDocumentMeta } from '@physio/ui';
import { type BlogPost, findPost } from './articles';
import { PostMeta } from './post-meta';

const Article = styled.article`
  max-width: 720px;
  margin: 0 auto;
  h1 {
    font-size: clamp(1.75rem, 4vw, 2.5rem);
    margin: 8px 0 16px;
  }
  img {
    width: 100%;
    height: auto;
    aspect-ratio: 8 / 5;
    margin: 24px 0;
    border-radius: ${({ theme }) => theme.radius.lg};
  }
  h2 {
    margin-top: 32px;
    font-size: 1.35rem;
  }
  p {
    font-size: 1.075rem;
    line-height: 1.7;
  }
`;

const Back = styled(Link)`
  display: inline-block;
  margin: 32px 0 8px;
  font-weight: 600;
`;

function PostBody({ post }: { post: BlogPost }) {
  useDocumentMeta(`${post.title} | PhysioHub Blog`, post.excerpt);
  return (
    <Article>
      <Back to="/blog">← Back to Blog</Back>
      <h1>{post.title}</h1>
      <PostMeta post={post} />
      <img src={post.image} width={640} height={400} alt={post.imageAlt} />
      <p>
        <strong>{post.excerpt}</strong>
      </p>
      {post.body.map((section) => (
        <section key={section.heading}>
          <h2>{section.heading}</h2>
          {section.paragraphs.map((paragraph) => (
            <p key={paragraph.slice(0, 32)}>{paragraph}</p>
          ))}
        </section>
      ))}
      <p>
        <em>
          This article is general information, not a diagnosis. See our <Link to="/disclaimer">medical disclaimer</Link>
          .
        </em>
      </p>
    </Article>
  );
}

/** /blog/:slug: one article, opened by its Read More button. */
export default function BlogPostPage() {
  const post = findPost(useParams().slug);
  return post ? (
    <Container>
      <PostBody post={post} />
    </Container>
  ) : (
    <NotFoundPage />
  );
}
