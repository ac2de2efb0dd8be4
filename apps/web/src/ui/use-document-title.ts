import { useEffect } from 'react';

/** Sets the tab's title to "<title> · Fairway" while the calling screen is shown. */
export function useDocumentTitle(title: string, appName: string): void {
  useEffect(() => {
    const previous = document.title;
    document.title = title === appName ? appName : `${title} · ${appName}`;
    return () => {
      document.title = previous;
    };
  }, [title, appName]);
}
