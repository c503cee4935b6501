interface SimpleBannerProps {
  title: string;
  subtitle?: string;
}

/** The plain banner at the top of the login and reset pages. */
export function SimpleBanner({ title, subtitle }: SimpleBannerProps) {
  return (
    <section className="gz-banner" aria-labelledby="gz-banner-title">
      <h1 className="gz-banner__title" id="gz-banner-title">
        {title}
      </h1>
      {subtitle && <p className="gz-banner__subtitle">{subtitle}</p>}
    </section>
  );
}
