import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';

/**
 * Focus management after an in-app navigation: the screen's heading (tabIndex -1) takes focus, so a
 * screen-reader user hears where they landed and Tab continues from there. On the first page of a visit
 * (location key `default`) focus stays at the top of the document, where the skip link is.
 */
export function useFocusOnArrival<T extends HTMLElement>() {
  const ref = useRef<T>(null);
  const { key } = useLocation();
  useEffect(() => {
    if (key !== 'default') ref.current?.focus({ preventScroll: false });
  }, [key]);
  return ref;
}
