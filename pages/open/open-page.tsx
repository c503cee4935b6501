import './open-page.css';

import { PageShell } from '@/shared/components/page-shell';
import { SimpleBanner } from '@/shared/components/page-shell/simple-banner';
import { publicSiteUrl } from '@/shared/config';
import { useBrowserValue, useLocationSearch } from '@/shared/hydration';
import { loginReturnUrl, openingHandOverUrl, PAGE_FILES } from '@/shared/routing';

import { OPEN_TEXT as T } from './open-texts';

const readOrigin = () => window.location.origin;

/**
 * open.html, the spec's account-opening path: who may open, what to prepare, the four steps, then the hand-over
 * to the official site's opening with the way back to this portal's login (docs/decisions.md "account opening").
 */
export function OpenPage() {
  const search = useLocationSearch();
  const origin = useBrowserValue(readOrigin, '');
  const openingUrl = publicSiteUrl('accountOpening');
  return (
    <PageShell subtitle={T.title}>
      <SimpleBanner title={T.title} subtitle={T.subtitle} />
      <div className="gz-open">
        <section aria-labelledby="gz-open-who">
          <h2 id="gz-open-who">{T.whoTitle}</h2>
          <p>{T.who}</p>
          <p>{T.organisation}</p>
        </section>
        <section aria-labelledby="gz-open-prepare">
          <h2 id="gz-open-prepare">{T.prepareTitle}</h2>
          <ul className="gz-open__prepare">
            {T.prepare.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
        </section>
        <section aria-labelledby="gz-open-steps">
          <h2 id="gz-open-steps">{T.stepsTitle}</h2>
          <ol className="gz-open__steps">
            {T.steps.map((step) => (
              <li key={step.name}>
                <strong>{step.name}</strong>
                <span>{step.detail}</span>
              </li>
            ))}
          </ol>
        </section>
        <p className="gz-open__note">{T.handOverNote}</p>
        <p className="gz-open__actions">
          <a
            className="gz-open__go"
            href={origin ? openingHandOverUrl(openingUrl, search, origin) : openingUrl}
          >
            {T.handOver}
          </a>
          <span>
            {T.haveAccount}
            <a href={origin ? loginReturnUrl(search, origin) : `/${PAGE_FILES.login}`}>{T.backToLogin}</a>
          </span>
        </p>
      </div>
    </PageShell>
  );
}
