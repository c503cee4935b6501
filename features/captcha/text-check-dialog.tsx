import { Button, Dialog, Form, FormItem, TextInput } from '@/shared/ui';

import type { TextCheckCalls } from './captcha-calls';
import { TEXT_CHECK } from './text-check-texts';
import { useTextCheck } from './use-text-check';
import './text-check.css';

interface TextCheckDialogProps {
  open: boolean;
  title: string;
  calls: TextCheckCalls;
  onSuccess: (token: string) => void;
  onClose: () => void;
  /** Back to the slider. */
  onSlider: () => void;
}

/**
 * The slider's alternative that needs no sight or dragging: a short sum in words, answered in digits. The
 * question is plain text (a screen reader reads it), the field has the focus, Enter sends.
 */
export function TextCheckDialog({ open, title, calls, onSuccess, onClose, onSlider }: TextCheckDialogProps) {
  const check = useTextCheck(open, calls, onSuccess);
  const busy = check.status === 'verifying' || check.status === 'passed';
  const questionText =
    check.status === 'loading'
      ? TEXT_CHECK.loading
      : check.status === 'unavailable'
        ? TEXT_CHECK.unavailable
        : (check.question?.question ?? '');
  return (
    <Dialog open={open} title={title} size="tiny" onClose={onClose} className="gz-text-check">
      <Form onSubmit={() => void check.submit()} ariaLabel={TEXT_CHECK.label} stacked>
        <p className="gz-text-check__intro">{TEXT_CHECK.intro}</p>
        <p className="gz-text-check__question" aria-live="polite">
          {questionText}
        </p>
        <FormItem label={TEXT_CHECK.label} error={check.error} required>
          <TextInput
            name="textCheckAnswer"
            value={check.answer}
            onChange={(typed) => check.setAnswer(typed.slice(0, 8))}
            placeholder={TEXT_CHECK.placeholder}
            inputMode="numeric"
            autoComplete="off"
            maxLength={8}
          />
        </FormItem>
        <div className="gz-text-check__actions">
          <Button onClick={() => void check.refresh()} disabled={busy}>
            {TEXT_CHECK.next}
          </Button>
          <Button type="primary" nativeType="submit" loading={busy} disabled={check.status !== 'ready'}>
            {TEXT_CHECK.confirm}
          </Button>
        </div>
        <button type="button" className="gz-captcha__switch" onClick={onSlider}>
          {TEXT_CHECK.back}
        </button>
      </Form>
    </Dialog>
  );
}
