import { useField } from 'formik';

import { Checkbox } from '@/shared/ui';
import { agreementUrl } from '@/static-agreements';

import { LOGIN_TEXT } from './login-texts';

/**
 * What the box agrees to is what the login records (`privacy-policy`, spec §4 step 7): the 《电子签名约定书》 is
 * signed, and recorded, in its own step when an e-signature is first needed (the private signing).
 */
const LINKED = [{ slug: 'privacy-policy', title: '《隐私政策》' }] as const;

/**
 * The privacy-agreement checkbox; its label (我已阅读并同意《隐私政策》) is its accessible name, and the
 * agreement opens as a PDF in a new window. `shaking` runs the 800 ms shake of spec §5.
 */
export function PrivacyAgreement({ name, shaking }: { name: string; shaking: boolean }) {
  const [field, meta, helpers] = useField<boolean>(name);
  const error = meta.touched ? meta.error : undefined;
  return (
    <div className={`gz-privacy${shaking ? ' is-shaking' : ''}${error ? ' is-error' : ''}`}>
      <Checkbox
        multiline
        invalid={Boolean(error)}
        checked={Boolean(field.value)}
        onChange={(checked: boolean) => void helpers.setValue(Boolean(checked))}
      >
        {LOGIN_TEXT.privacyPrefix}
        {LINKED.map(({ slug, title }) => (
          <a key={slug} href={agreementUrl(slug)} target="_blank" rel="noopener noreferrer">
            {title}
          </a>
        ))}
      </Checkbox>
      {error && (
        <p className="gz-privacy__error" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
