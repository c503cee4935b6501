import { useState } from 'react';

import { Button, showToast } from '@/shared/ui';

import { ASSETS_TEXT as T } from './texts';

/**
 * A PDF download with its busy state: the browser fetches the file with its session cookie (a success is the
 * spec's 900000 下载成功), then saves it; a failed download says so instead of saving an error page.
 */
export function PdfButton(props: { url: string; query: Record<string, string | undefined>; label: string }) {
  const [busy, setBusy] = useState(false);
  const download = async () => {
    if (busy) return;
    setBusy(true);
    try {
      const params = new URLSearchParams({ t: String(Date.now()) });
      for (const [key, value] of Object.entries(props.query)) if (value) params.set(key, value);
      const response = await fetch(`${props.url}?${params}`, { credentials: 'same-origin' });
      if (!response.ok || response.headers.get('content-type') !== 'application/pdf')
        throw new Error('not a pdf');
      const href = URL.createObjectURL(await response.blob());
      const link = document.createElement('a');
      link.href = href;
      const name = /filename\*=UTF-8''([^;]+)/.exec(response.headers.get('content-disposition') ?? '')?.[1];
      link.download = name ? decodeURIComponent(name) : 'statement.pdf';
      link.click();
      setTimeout(() => URL.revokeObjectURL(href), 10_000);
      showToast(T.pdf.done, 'success');
    } catch {
      showToast(T.pdf.failed, 'error');
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button onClick={() => void download()} loading={busy} aria-busy={busy}>
      {busy ? T.pdf.busy : props.label}
    </Button>
  );
}
