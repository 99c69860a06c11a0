import styled from 'styled-components';
import { Badge } from '@physio/ui';
import { type BlogPost, formatPostDate } from './articles';

const Line = styled.p`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 8px 16px;
  margin: 0;
  color: ${({ theme }) => theme.colors.muted};
  font-size: 0.95rem;
`;

/** Category, author, date and reading time of a post. */
export function PostMeta({ post }: { post: BlogPost }) {
  return (
    <Line>
      <Badge>{post.category}</Badge>
      <span>{post.author}</span>
      <time dateTime={post.date}>{formatPostDate(post.date)}</time>
      <span>{post.readTime}</span>
    </Line>
  );
}
