import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { BuildInfo } from './build-info';
import { FOOTER_LINKS, MAIN_SECTIONS } from './nav-links';

const Foot = styled.footer`
  margin-top: ${({ theme }) => theme.space(16)};
  background: #0f172a;
  color: #e2e8f0;
  a {
    color: #e2e8f0;
  }
`;

const Columns = styled.div`
  max-width: 1200px;
  margin: 0 auto;
  padding: 40px 20px 24px;
  display: grid;
  gap: 24px;
  grid-template-columns: repeat(auto-fit, minmax(180px, 1fr));
  h2 {
    font-size: 1rem;
    color: #fff;
  }
  ul {
    list-style: none;
    margin: 0;
    padding: 0;
    display: grid;
  }
  /* Stacked links are 44 px tall targets with no gap between them to mis-tap. */
  ul a {
    display: inline-flex;
    align-items: center;
    min-height: 44px;
    min-width: 44px;
  }
`;

const Copyright = styled.p`
  text-align: center;
  margin: 0;
  padding: 16px;
  border-top: 1px solid #1e293b;
  font-size: 0.9rem;
`;

export function Footer() {
  return (
    <Foot>
      <Columns>
        <div>
          <h2>PhysioHub</h2>
          <p>Exercise instructions and videos from physiotherapists, for your recovery.</p>
        </div>
        <nav aria-label="Sections">
          <h2>Explore</h2>
          <ul>
            {MAIN_SECTIONS.map((link) => (
              <li key={link.to}>
                <Link to={link.to}>{link.label}</Link>
              </li>
            ))}
          </ul>
        </nav>
        <nav aria-label="Company">
          <h2>Company</h2>
          <ul>
            {FOOTER_LINKS.map((link) => (
              <li key={link.to}>
                <Link to={link.to}>{link.label}</Link>
              </li>
            ))}
          </ul>
        </nav>
      </Columns>
      <Copyright>© 2025 PhysioHub. All rights reserved.</Copyright>
      <BuildInfo />
    </Foot>
  );
}
