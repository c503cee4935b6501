import { useSyncExternalStore } from 'react';

import { isOnline, subscribeOnline } from './online';
import './offline-banner.css';

const OFFLINE_TEXT = '网络连接已断开，请检查网络。已填写的内容会保留，提交等操作将在网络恢复后自动继续。';

/** A banner at the top of every page while the browser is offline (nothing while online or prerendered). */
export function OfflineBanner() {
  const online = useSyncExternalStore(subscribeOnline, isOnline, () => true);
  if (online) return null;
  return (
    <div className="gz-offline-banner" role="alert">
      {OFFLINE_TEXT}
    </div>
  );
}
