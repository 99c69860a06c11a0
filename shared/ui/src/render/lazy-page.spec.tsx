import { Suspense } from 'react';
import { render, screen } from '@testing-library/react';
import { isLazyPage, lazyPage } from './lazy-page';

function Pricing({ plan }: { plan: string }) {
  return <h1>{plan} plan</h1>;
}

describe('lazyPage', () => {
  it('suspends on a first render that comes before its chunk, then shows the page', async () => {
    const Page = lazyPage(() => Promise.resolve({ default: Pricing }));
    render(
      <Suspense fallback={<p>Loading…</p>}>
        <Page plan="Professional" />
      </Suspense>,
    );
    expect(screen.getByText('Loading…')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Professional plan' })).toBeInTheDocument();
  });

  it('once preloaded, renders in the same pass: no fallback ever shows', async () => {
    const load = jest.fn(() => Promise.resolve({ default: Pricing }));
    const Page = lazyPage(load);
    await Page.preload();
    render(
      <Suspense fallback={<p>Loading…</p>}>
        <Page plan="Annual" />
      </Suspense>,
    );
    expect(screen.getByRole('heading', { name: 'Annual plan' })).toBeInTheDocument();
    expect(screen.queryByText('Loading…')).toBeNull();
    await Page.preload();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('loads again after a failed attempt (a network error is not remembered)', async () => {
    const load = jest.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValueOnce({ default: Pricing });
    const Page = lazyPage<{ plan: string }>(load);
    await expect(Page.preload()).rejects.toThrow('offline');
    await Page.preload();
    render(<Page plan="Monthly" />);
    expect(screen.getByRole('heading', { name: 'Monthly plan' })).toBeInTheDocument();
  });

  it('is told apart from other components', () => {
    expect(isLazyPage(lazyPage(() => Promise.resolve({ default: Pricing })))).toBe(true);
    expect(isLazyPage(Pricing)).toBe(false);
    expect(isLazyPage(undefined)).toBe(false);
  });
});
