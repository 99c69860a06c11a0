import { act } from 'react';
import { hydrateRoot } from 'react-dom/client';
// The Node build by name: jsdom lacks the MessageChannel the browser build schedules with.
import { renderToString } from 'react-dom/server.node';
import { render, screen } from '@testing-library/react';
import { useHydrated } from './hydrated';

function SignInOrOut({ signedIn, seen }: { signedIn: boolean; seen: boolean[] }) {
  const hydrated = useHydrated();
  seen.push(hydrated);
  return <a href="/account">{hydrated && signedIn ? 'Sign out' : 'Sign in'}</a>;
}

describe('useHydrated', () => {
  it('is false on the server and on the hydration pass, then true: hydration finds the HTML it was sent', async () => {
    const serverSeen: boolean[] = [];
    const container = document.createElement('div');
    container.innerHTML = renderToString(<SignInOrOut signedIn seen={serverSeen} />);
    document.body.append(container);
    expect(serverSeen).toEqual([false]);
    expect(container.textContent).toBe('Sign in');

    const sentLink = container.querySelector('a');
    const seen: boolean[] = [];
    const recoverable = jest.fn();
    await act(async () => {
      hydrateRoot(container, <SignInOrOut signedIn seen={seen} />, { onRecoverableError: recoverable });
    });
    expect(seen[0]).toBe(false);
    expect(seen.at(-1)).toBe(true);
    expect(container.textContent).toBe('Sign out');
    expect(container.querySelector('a')).toBe(sentLink);
    expect(recoverable).not.toHaveBeenCalled();
    container.remove();
  });

  it('is true from the first render of a page the browser renders from scratch', () => {
    const seen: boolean[] = [];
    render(<SignInOrOut signedIn seen={seen} />);
    expect(seen).toEqual([true]);
    expect(screen.getByRole('link')).toHaveTextContent('Sign out');
  });
});
