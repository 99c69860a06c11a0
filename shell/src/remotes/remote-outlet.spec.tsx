import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ThemeRoot } from '@physio/ui';
import { MemoryRouter } from 'react-router-dom';
import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { RemoteOutlet } from './remote-outlet';
import { initFederation, loadRemoteModule, resetRemote } from './federation';

// The real federation.ts (its module cache, its page readying) over a stand-in federation runtime.
jest.mock('@module-federation/enhanced/runtime', () => ({
  loadRemote: jest.fn(),
  registerRemotes: jest.fn(),
  registerPlugins: jest.fn(),
  preloadRemote: jest.fn(),
}));
const load = loadRemote as jest.Mock;
initFederation({ mfe_public: [{ url: 'http://localhost:4201/mf-manifest.json', weight: 100 }] });

function renderOutlet() {
  return render(
    <ThemeRoot>
      <MemoryRouter>
        <RemoteOutlet name="mfe_public" label="This page" />
      </MemoryRouter>
    </ThemeRoot>,
  );
}

describe('RemoteOutlet', () => {
  beforeEach(() => {
    resetRemote('mfe_public'); // forgets the module an earlier test loaded
    load.mockReset();
    (registerRemotes as jest.Mock).mockClear();
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
  });

  it("renders the remote's module", async () => {
    load.mockResolvedValue({ default: () => <h1>From the remote</h1> });
    renderOutlet();
    expect(await screen.findByRole('heading', { name: 'From the remote' })).toBeInTheDocument();
  });

  it('readies the page at the current URL before showing the remote', async () => {
    window.history.replaceState(null, '', '/pricing');
    let pageReady = () => undefined as void;
    const preloadPage = jest.fn(() => new Promise<void>((resolve) => (pageReady = resolve)));
    load.mockResolvedValue({ default: () => <h1>Pricing</h1>, preloadPage });
    renderOutlet();
    await waitFor(() => expect(preloadPage).toHaveBeenCalledWith('/pricing'));
    expect(screen.queryByRole('heading', { name: 'Pricing' })).not.toBeInTheDocument();
    act(() => pageReady());
    expect(await screen.findByRole('heading', { name: 'Pricing' })).toBeInTheDocument();
  });

  it('renders a module that has already loaded in the same pass, without a spinner', async () => {
    load.mockResolvedValue({ default: () => <h1>Prerendered page</h1> });
    await loadRemoteModule('mfe_public');
    renderOutlet();
    expect(screen.getByRole('heading', { name: 'Prerendered page' })).toBeInTheDocument();
    expect(screen.queryByText(/Loading/)).not.toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('shows the unavailable panel when loading fails, and retry loads it afresh', async () => {
    load
      .mockRejectedValueOnce(new Error('connection refused'))
      .mockResolvedValueOnce({ default: () => <h1>Back again</h1> });
    renderOutlet();
    expect(await screen.findByRole('alert')).toHaveTextContent('This page is temporarily unavailable');
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'Back again' })).toBeInTheDocument();
    // Retry made the runtime forget the remote (registered again, forced) before loading afresh.
    expect(registerRemotes).toHaveBeenCalledWith(
      [{ name: 'mfe_public', entry: 'http://localhost:4201/mf-manifest.json' }],
      { force: true },
    );
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('contains a remote that throws while rendering', async () => {
    load.mockResolvedValue({
      default: () => {
        throw new Error('render bug');
      },
    });
    renderOutlet();
    expect(await screen.findByRole('alert')).toHaveTextContent('temporarily unavailable');
  });
});
