import { Link } from 'react-router-dom';
import styled from 'styled-components';

export interface Crumb {
  label: string;
  /** Omitted for the current page. */
  to?: string;
}

const Trail = styled.nav`
  margin-top: ${({ theme }) => theme.space(6)};
  font-size: 0.9rem;
  ol {
    display: flex;
    flex-wrap: wrap;
    gap: 6px;
    list-style: none;
    margin: 0;
    padding: 0;
  }
  li {
    display: flex;
    align-items: center;
    gap: 6px;
    color: ${({ theme }) => theme.colors.muted};
  }
  /* Each level is a 44 px tall target for a finger. */
  a {
    display: inline-flex;
    align-items: center;
    min-height: 44px;
    min-width: 44px;
    color: ${({ theme }) => theme.colors.primary};
  }
`;

/** Dashboard breadcrumbs: every level links back except the current page. */
export function Breadcrumbs({ items }: { items: Crumb[] }) {
  return (
    <Trail aria-label="Breadcrumb">
      <ol>
        {items.map((item, index) => (
          <li key={`${item.label}-${index}`}>
            {index > 0 ? <span aria-hidden="true">/</span> : null}
            {item.to ? <Link to={item.to}>{item.label}</Link> : <span aria-current="page">{item.label}</span>}
          </li>
        ))}
      </ol>
    </Trail>
  );
}
