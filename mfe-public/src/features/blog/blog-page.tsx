import styled from 'styled-components';
import { ButtonLink, Card, Container, Muted, PageHeader, useDocumentMeta } from '@physio/ui';
import { FitGrid } from '../../components/fit-grid';
import { BLOG_POSTS, type BlogPost } from './articles';
import { PostMeta } from './post-meta';

const Featured = styled(Card).attrs({ as: 'article' })`
  display: grid;
  gap: 24px;
  padding: 0;
  overflow: hidden;
  margin-bottom: 32px;
  @media (min-width: 900px) {
    grid-template-columns: 1fr 1fr;
    align-items: center;
  }
  img {
    width: 100%;
    height: auto;
    aspect-ratio: 8 / 5;
  }
  > div {
    display: grid;
    gap: 16px;
    padding: 24px;
    justify-items: start;
  }
  h2 {
    font-size: clamp(1.4rem, 3vw, 1.9rem);
    margin: 0;
  }
`;

const Post = styled(Card).attrs({ as: 'article' })`
  display: flex;
  flex-direction: column;
  gap: 12px;
  padding: 0;
  overflow: hidden;
  img {
    width: 100%;
    height: auto;
    aspect-ratio: 8 / 5;
  }
  > div {
    display: flex;
    flex-direction: column;
    gap: 12px;
    flex: 1;
    padding: 20px;
  }
  h3 {
    margin: 0;
    font-size: 1.2rem;
  }
  a {
    margin-top: auto;
    align-self: flex-start;
  }
`;

// "Read More" is the spec's label; the hidden title keeps each link unique for screen readers.
function ReadMore({ post }: { post: BlogPost }) {
  return (
    <ButtonLink to={`/blog/${post.slug}`} $variant="secondary">
      Read More<span className="visually-hidden">: {post.title}</span>
    </ButtonLink>
  );
}

export default function BlogPage() {
  const [featured, ...others] = BLOG_POSTS;
  useDocumentMeta(
    'Blog | PhysioHub',
    'Physiotherapy advice from our experts: core strength for back pain, returning to running after a knee injury, and safe shoulder training.',
  );
  return (
    <Container>
      <PageHeader>
        <div>
          <h1>Blog</h1>
          <Muted>Practical advice on recovery, exercise and staying active, from physiotherapists.</Muted>
        </div>
      </PageHeader>
      <Featured aria-labelledby="featured-title">
        <img src={featured.image} width={640} height={400} alt={featured.imageAlt} fetchPriority="high" />
        <div>
          <PostMeta post={featured} />
          <h2 id="featured-title">{featured.title}</h2>
          <Muted>{featured.excerpt}</Muted>
          <ReadMore post={featured} />
        </div>
      </Featured>
      <h2>More articles</h2>
      <FitGrid $min="280px">
        {others.map((post) => (
          <Post key={post.slug}>
            <img src={post.image} width={320} height={200} alt={post.imageAlt} loading="lazy" decoding="async" />
            <div>
              <PostMeta post={post} />
              <h3>{post.title}</h3>
              <Muted>{post.excerpt}</Muted>
              <ReadMore post={post} />
            </div>
          </Post>
        ))}
      </FitGrid>
    </Container>
  );
}
