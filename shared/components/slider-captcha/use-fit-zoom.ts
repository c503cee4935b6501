import { useLayoutEffect, useState, type RefObject } from 'react';

/**
 * The zoom (≤ 1) that fits content drawn `width` CSS px wide into the element's width: a phone's dialog (or
 * 长辈模式's larger type) leaves less than the slider's 345 px. The puzzle keeps its 345 px basis, which the
 * back office checks the position against; only its drawing shrinks.
 */
export function useFitZoom(host: RefObject<HTMLElement>, width: number): number {
  const [zoom, setZoom] = useState(1);
  useLayoutEffect(() => {
    const element = host.current;
    if (!element) return undefined;
    const fit = () => {
      const room = element.clientWidth;
      setZoom(room > 0 && room < width ? Math.floor((room / width) * 1000) / 1000 : 1);
    };
    fit();
    if (typeof ResizeObserver === 'undefined') return undefined;
    const observer = new ResizeObserver(fit);
    observer.observe(element);
    return () => observer.disconnect();
  }, [host, width]);
  return zoom;
}
