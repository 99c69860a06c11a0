import { render } from '@testing-library/react';
import { useDocumentMeta } from './use-document-meta';

function Page({ title, description }: { title: string; description: string }) {
  useDocumentMeta(title, description);
  return null;
}

describe('useDocumentMeta', () => {
  it('sets the title and creates or updates the meta description', () => {
    const { rerender } = render(<Page title="Pricing | PhysioHub" description="One plan." />);
    expect(document.title).toBe('Pricing | PhysioHub');
    expect(document.querySelector('meta[name="description"]')).toHaveAttribute('content', 'One plan.');
    rerender(<Page title="Blog | PhysioHub" description="Articles." />);
    expect(document.title).toBe('Blog | PhysioHub');
    expect(document.querySelectorAll('meta[name="description"]')).toHaveLength(1);
    expect(document.querySelector('meta[name="description"]')).toHaveAttribute('content', 'Articles.');
  });
});
