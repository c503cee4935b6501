import { useEffect, useRef, type ReactNode } from 'react';

interface GalleryStateProps {
  /** `<component>:<state>`; also the data-testid the browser tests and screenshots use. */
  id: string;
  title: string;
  /** One line: what this state shows and whether it talks to the back office. */
  note?: ReactNode;
  /** Brings the component into its state after mount, the way an investor would (pick a file, leave a field). */
  preset?: (root: HTMLElement) => void | Promise<void>;
  /** Room for a popup (suggestions) that opens inside the card. */
  tall?: boolean;
  children: ReactNode;
}

/** One state of one component on the gallery page. */
export function GalleryState({ id, title, note, preset, tall, children }: GalleryStateProps) {
  const root = useRef<HTMLDivElement>(null);
  const ran = useRef(false);
  useEffect(() => {
    // Once per mount, also under StrictMode's double effects.
    if (ran.current || !preset || !root.current) return;
    ran.current = true;
    void preset(root.current);
  }, [preset]);
  const headingId = `gallery-${id.replace(/[^a-z0-9]+/gi, '-')}`;
  return (
    <article
      className={`gz-gallery-state${tall ? ' gz-gallery-state--tall' : ''}`}
      data-testid={id}
      aria-labelledby={headingId}
    >
      <h3 id={headingId} className="gz-gallery-state__title">
        {title}
      </h3>
      {note && <p className="gz-gallery-state__note">{note}</p>}
      <div ref={root} className="gz-gallery-state__body">
        {children}
      </div>
    </article>
  );
}

interface GallerySectionProps {
  id: string;
  title: string;
  children: ReactNode;
}

export function GallerySection({ id, title, children }: GallerySectionProps) {
  return (
    <section
      className="gz-gallery-section"
      aria-labelledby={`gallery-section-${id}`}
      data-testid={`section:${id}`}
    >
      <h2 id={`gallery-section-${id}`} className="gz-gallery-section__title" tabIndex={-1}>
        {title}
      </h2>
      <div className="gz-gallery-section__grid">{children}</div>
    </section>
  );
}
