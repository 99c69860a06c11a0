import { ButtonLink } from './button';
import { EmptyState } from './empty-state';
import { Container } from './layout';

/** The one 404 page, rendered by whichever app owns the unknown URL. */
export function NotFoundPage() {
  return (
    <Container>
      <EmptyState headingLevel={1} title="Page not found" action={<ButtonLink to="/">Go to the home page</ButtonLink>}>
        We couldn&apos;t find the page you were looking for. It may have moved, or the link may be mistyped.
      </EmptyState>
    </Container>
  );
}
