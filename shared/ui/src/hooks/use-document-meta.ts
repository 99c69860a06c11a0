import { useEffect } from 'react';

/**
 * Sets the page title and meta description for the current route. Remotes render inside the
 * shell's single document, so each page states its own instead of relying on index.html.
 */
export function useDocumentMeta(title: string, description: string) {
  useEffect(() => {
    document.title = title;
    let meta = document.head.querySelector<HTMLMetaElement>('meta[name="description"]');
    if (!meta) {
      meta = document.createElement('meta');
      meta.name = 'description';
      document.head.appendChild(meta);
    }
    meta.content = description;
  }, [title, description]);
}
