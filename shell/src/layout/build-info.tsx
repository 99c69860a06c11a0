import { useEffect, useRef, useState } from 'react';
import styled from 'styled-components';
import { registeredRemotes, remoteVersionInUse } from '../remotes/federation';
import type { RemoteName } from '../remotes/remote-config';
import { fetchRemoteBuild, SHELL_BUILD, type BuildLine } from './build-stamp';

const Details = styled.details`
  max-width: 1200px;
  margin: 0 auto;
  padding: 0 20px 16px;
  font-size: 0.85rem;
  color: #cbd5e1;
  /* A 44 px tall target; it stays a list item so its disclosure triangle shows. */
  summary {
    min-height: 44px;
    line-height: 44px;
    cursor: pointer;
  }
  ul {
    list-style: none;
    padding: 0;
    margin: 8px 0 0;
    display: grid;
    gap: 4px;
    font-family: ${({ theme }) => theme.font.mono};
  }
`;

const describe = (line: BuildLine) => `${line.app} ${line.version} · build ${line.buildId} · ${line.gitSha}`;

/** Which of a remote's listed versions this page runs (a gradual release), and any it fell back from. */
function versionNote(name: RemoteName): string {
  const inUse = remoteVersionInUse(name);
  if (!inUse) return '';
  const fallback = inUse.fellBackFrom.length ? ` (fell back from ${inUse.fellBackFrom.join(', ')})` : '';
  return ` · version ${inUse.version}${fallback}`;
}

/**
 * "About this build": which build of the shell and of each remote this page is running, and which of a remote's
 * listed versions it came from (support, redeploys, gradual releases).
 */
export function BuildInfo() {
  const [remotes, setRemotes] = useState<Array<[RemoteName, BuildLine | null]> | null>(null);
  const details = useRef<HTMLDetailsElement>(null);

  async function load(open: boolean) {
    if (!open) return;
    const entries = Object.entries(registeredRemotes()) as Array<[RemoteName, string]>;
    setRemotes(
      await Promise.all(
        entries.map(async ([name, url]) => [name, await fetchRemoteBuild(url)] as [RemoteName, BuildLine | null]),
      ),
    );
  }

  // The footer comes with a prerendered page: a visitor may open it before React has hydrated it,
  // and that toggle event found no handler yet.
  useEffect(() => {
    if (details.current?.open) void load(true);
  }, []);

  return (
    <Details ref={details} onToggle={(event) => void load((event.currentTarget as HTMLDetailsElement).open)}>
      <summary>About this build</summary>
      <ul>
        <li data-testid="build-shell">{describe(SHELL_BUILD)}</li>
        {remotes?.map(([name, line]) => (
          <li key={name} data-testid={`build-${name}`}>
            {line ? describe(line) : `${name}: unavailable`}
            {versionNote(name)}
          </li>
        ))}
      </ul>
    </Details>
  );
}
