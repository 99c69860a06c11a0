import { createContext, useContext, useEffect } from 'react';

/**
 * Where a page rendered to HTML at build time reports its title and description (effects do not
 * run there). Provided by @physio/ui/prerender only; in the browser it is null.
 */
export const DocumentMetaContext = createContext<((title: string, description: string) => void) | null>(null);

/**
 * Sets the page title and meta description for the current route. Remotes render inside the
 * shell's single document, so each page states its own instead of relying on index.html.
 */
export function useDocumentMeta(title: string, description: string) {
  useContext(DocumentMetaContext)?.(title, description);
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
