/**
 * Gallery presets: they put a component into a state by doing what the investor does (choose a file, leave
 * a field, press a button) on the real DOM, so the components need no gallery-only props.
 */

/** Sets a file input's file and fires the change React listens to. */
export function pickFile(input: HTMLInputElement | null | undefined, file: File): void {
  if (!input || typeof DataTransfer === 'undefined') return;
  const transfer = new DataTransfer();
  transfer.items.add(file);
  input.files = transfer.files;
  input.dispatchEvent(new Event('change', { bubbles: true }));
}

export function fileInputs(root: HTMLElement): HTMLInputElement[] {
  return Array.from(root.querySelectorAll<HTMLInputElement>('input[type="file"]'));
}

/** Marks every field as visited without moving the page's focus (React's onBlur listens to focusout). */
export function leaveEveryField(root: HTMLElement): void {
  root
    .querySelectorAll('input, select')
    .forEach((field) => field.dispatchEvent(new FocusEvent('focusout', { bubbles: true })));
}

export function pressButton(root: HTMLElement, text: string): void {
  const button = Array.from(root.querySelectorAll<HTMLButtonElement>('button')).find(
    (candidate) => candidate.textContent?.trim() === text,
  );
  button?.click();
}

/** A small picture standing for one side of an ID card, drawn on a canvas (landscape, 480 × 300). */
export function sampleCardPhoto(side: '人像面' | '国徽面', fileName: string): Promise<File> {
  return new Promise((resolve, reject) => {
    const canvas = document.createElement('canvas');
    canvas.width = 480;
    canvas.height = 300;
    const context = canvas.getContext('2d');
    if (!context) return reject(new Error('no 2d canvas'));
    context.fillStyle = side === '人像面' ? '#dbe8f6' : '#f6ecd8';
    context.fillRect(0, 0, 480, 300);
    context.fillStyle = '#1d5fb4';
    context.font = '32px sans-serif';
    context.fillText(`示例 身份证${side}`, 40, 160);
    canvas.toBlob(
      (blob) =>
        blob ? resolve(new File([blob], fileName, { type: 'image/png' })) : reject(new Error('toBlob')),
      'image/png',
    );
  });
}

export function wait(ms: number): Promise<void> {
  return new Promise((resolve) => window.setTimeout(resolve, ms));
}
