import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ThemeRoot } from '@physio/ui';
import { MemoryRouter } from 'react-router-dom';
import { RemoteOutlet } from './remote-outlet';
import { loadedRemoteModule, loadRemoteModule, resetRemote } from './federation';

jest.mock('./federation', () => ({ loadRemoteModule: jest.fn(), loadedRemoteModule: jest.fn(), resetRemote: jest.fn() }));
const load = loadRemoteModule as jest.Mock;
const alreadyLoaded = loadedRemoteModule as jest.Mock;

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
    load.mockReset();
    alreadyLoaded.mockReset();
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

  it('renders a module that has already loaded in the same pass, without a spinner', () => {
    alreadyLoaded.mockReturnValue({ default: () => <h1>Prerendered page</h1> });
    renderOutlet();
    expect(screen.getByRole('heading', { name: 'Prerendered page' })).toBeInTheDocument();
    expect(screen.queryByText(/Loading/)).not.toBeInTheDocument();
    expect(load).not.toHaveBeenCalled();
  });

  it('shows the unavailable panel when loading fails, and retry loads it afresh', async () => {
    load.mockRejectedValueOnce(new Error('connection refused')).mockResolvedValueOnce({ default: () => <h1>Back again</h1> });
    renderOutlet();
    expect(await screen.findByRole('alert')).toHaveTextContent('This page is temporarily unavailable');
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'Back again' })).toBeInTheDocument();
    expect(resetRemote).toHaveBeenCalledWith('mfe_public');
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
