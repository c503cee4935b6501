import { useState, type ReactNode } from 'react';

import { NameCheckDialog, PendingAuditDialog, WarningDialog } from '@/shared/components/dialogs';
import { Button } from '@/shared/ui';

import { Emitted } from './emitted';
import { GallerySection, GalleryState } from './gallery-state';

function Opener({ label, children }: { label: string; children: (close: () => void) => ReactNode }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button type="primary" onClick={() => setOpen(true)}>
        {label}
      </Button>
      {open && children(() => setOpen(false))}
    </>
  );
}

function NameCheckExample() {
  const [answer, setAnswer] = useState<string | null>(null);
  return (
    <>
      <Opener label="打开姓名确认">
        {(close) => (
          <NameCheckDialog
            open
            name="JohnSmith"
            onConfirm={() => {
              setAnswer('确认');
              close();
            }}
            onCancel={() => {
              setAnswer('返回修改');
              close();
            }}
          />
        )}
      </Opener>
      <Emitted label="结果" value={answer} />
    </>
  );
}

export function DialogsSection() {
  return (
    <GallerySection id="dialogs" title="通用弹窗">
      <GalleryState id="dialogs:warning" title="通用提示">
        <Opener label="打开通用提示">
          {(close) => (
            <WarningDialog
              open
              message="尊敬的投资者，您尚未开通网上委托"
              detail="如有疑问，请联系客服"
              onClose={close}
            />
          )}
        </Opener>
      </GalleryState>
      <GalleryState id="dialogs:pending-audit" title="审核中">
        <Opener label="打开审核中提示">
          {(close) => <PendingAuditDialog open subject="合格投资者认证" onClose={close} />}
        </Opener>
      </GalleryState>
      <GalleryState id="dialogs:name-check" title="姓名确认">
        <NameCheckExample />
      </GalleryState>
    </GallerySection>
  );
}
