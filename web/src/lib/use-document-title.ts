import { useEffect } from 'react';

/** Sets the tab title: "Members · Acme · Docs Admin". Empty parts are skipped. */
export function useDocumentTitle(...parts: (string | undefined | null | false)[]) {
  const title = [...parts.filter(Boolean), 'Docs Admin'].join(' · ');
  useEffect(() => {
    document.title = title;
  }, [title]);
}
