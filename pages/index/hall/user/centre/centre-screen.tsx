import '../../hall.css';
import './centre.css';

import { useContext, type ReactNode } from 'react';
import { Link } from 'react-router-dom';

import type { RoutePath } from '@/shared/routing';

import { ScreenTitle } from '../../../shell/screen-title';

/** One user-centre screen: its title (the route's), a way back, and its content in a card. */
export function CentreScreen({
  children,
  back,
  backText = '返回',
}: {
  children: ReactNode;
  back?: RoutePath;
  backText?: string;
}) {
  const title = useContext(ScreenTitle) ?? '用户中心';
  return (
    <section aria-labelledby="centre-title" className="gz-centre-screen">
      <h1 id="centre-title" className="gz-hall__title">
        {title}
      </h1>
      {back && (
        <p className="gz-centre-screen__back">
          <Link to={back}>{backText}</Link>
        </p>
      )}
      <div className="gz-app-card">{children}</div>
    </section>
  );
}

/** What a person sees on an organisation's screen, and the other way round. */
export function OtherKind({ text }: { text: string }) {
  return <p role="status">{text}</p>;
}
