import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ThemeRoot } from '@physio/ui';
import { MemoryRouter } from 'react-router-dom';
import { RemoteOutlet } from './remote-outlet';
import { loadRemoteModule, resetRemote } from './federation';

jest.mock('./federation', () => ({ loadRemoteModule: jest.fn(), resetRemote: jest.fn() }));
const load = loadRemoteModule as jest.Mock;

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
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
  });

  it("renders the remote's module", async () => {
    load.mockResolvedValue({ default: () => <h1>From the remote</h1> });
    renderOutlet();
    expect(await screen.findByRole('heading', { name: 'From the remote' })).toBeInTheDocument();
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
