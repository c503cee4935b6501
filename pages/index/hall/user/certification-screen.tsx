import '../hall.css';

import type { CertificationLevel } from '@/api/investor/contract';
import { CertificationPanel } from '@/features/certification';

const TITLES: Record<CertificationLevel, string> = {
  qualified: '合格投资者认证',
  professional: '专业投资者认证',
};

/** 合格投资者认证 and 专业投资者认证: one screen, the level from the route. */
export function CertificationScreen({ level }: { level: CertificationLevel }) {
  return (
    <section aria-labelledby="certification-title">
      <h1 id="certification-title" className="gz-hall__title">
        {TITLES[level]}
      </h1>
      <CertificationPanel level={level} />
    </section>
  );
}

/** The two routes' screens (route-table.ts). */
export const QualifiedCertificationScreen = () => <CertificationScreen level="qualified" />;
export const ProfessionalCertificationScreen = () => <CertificationScreen level="professional" />;
