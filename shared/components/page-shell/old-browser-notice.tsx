import { useBrowserState } from '@/shared/hydration';
import { isDialogRemembered, rememberDialog } from '@/shared/storage';
import { Button, Dialog } from '@/shared/ui';

import { isOldInternetExplorer } from './old-browser';

const NOTICE_KEY = 'old-browser';

/** Spec §2: no title, one button 继续访问, shown for IE 11 or below, remembered for 24 hours. */
export function OldBrowserNotice() {
  const [open, setOpen] = useBrowserState(
    () => isOldInternetExplorer(navigator.userAgent) && !isDialogRemembered(NOTICE_KEY),
    false,
  );
  const dismiss = () => {
    rememberDialog(NOTICE_KEY);
    setOpen(false);
  };
  return (
    <Dialog
      open={open}
      ariaLabel="浏览器版本提示"
      size="tiny"
      hideCloseButton
      onClose={dismiss}
      footer={
        <Button type="primary" onClick={dismiss}>
          继续访问
        </Button>
      }
    >
      <p className="gz-old-browser__text">
        您正在使用的浏览器版本过低，可能无法正常办理业务。为了您的账户安全和更好的体验，建议使用最新版的
        Chrome、Edge、Firefox 浏览器，或 360、QQ 浏览器的极速模式。
      </p>
    </Dialog>
  );
}
