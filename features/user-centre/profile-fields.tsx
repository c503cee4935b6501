import { useField, useFormikContext } from 'formik';

import type { ProfileCodes } from '@/api/user/contract';
import { SelectField } from '@/shared/form';
import { FormItem, NativeSelect } from '@/shared/ui';

import {
  optionsOf,
  PROFILE_DICTIONARY,
  PROFILE_TEXT,
  REGION_DICTIONARY,
  useDictionary,
} from './profile-dictionaries';

type ProfileName = keyof typeof PROFILE_DICTIONARY;
const NAMES = Object.keys(PROFILE_DICTIONARY) as ProfileName[];

function DictionaryField({ name }: { name: ProfileName }) {
  const options = optionsOf(useDictionary(PROFILE_DICTIONARY[name]));
  const words = PROFILE_TEXT[name];
  return <SelectField name={name} label={words} placeholder={PROFILE_TEXT.choose(words)} options={options} />;
}

/** One level of the region: choosing it empties the levels below (a city of another province is no answer). */
function RegionField({
  name,
  parent,
  below,
}: {
  name: keyof typeof REGION_DICTIONARY;
  parent?: string;
  below: (keyof typeof REGION_DICTIONARY)[];
}) {
  const { setFieldValue } = useFormikContext<ProfileCodes>();
  const [field] = useField<string>(name);
  const waiting = name !== 'province' && !parent;
  const options = optionsOf(useDictionary(REGION_DICTIONARY[name], parent, waiting));
  const words = PROFILE_TEXT[name];
  return (
    <FormItem label={words}>
      <NativeSelect
        name={name}
        value={field.value}
        placeholder={PROFILE_TEXT.choose(words)}
        options={options}
        disabled={waiting}
        onChange={(value) => {
          void setFieldValue(name, value);
          for (const level of below) void setFieldValue(level, '');
        }}
      />
    </FormItem>
  );
}

/**
 * 个人信息 on 个人资料, for a natural person: nationality, education, income band and marriage from their
 * dictionaries, and the region province → city → county (each level asked for once its parent is chosen).
 * Each may stay unchosen.
 */
export function ProfileFields() {
  const { values } = useFormikContext<ProfileCodes>();
  return (
    <fieldset className="gz-centre-profile">
      <legend>{PROFILE_TEXT.legend}</legend>
      <div className="gz-centre-form__pair gz-centre-form__pair--even">
        {NAMES.map((name) => (
          <DictionaryField key={name} name={name} />
        ))}
      </div>
      <div className="gz-centre-region" role="group" aria-label={PROFILE_TEXT.region}>
        <RegionField name="province" below={['city', 'county']} />
        <RegionField name="city" parent={values.province} below={['county']} />
        <RegionField name="county" parent={values.city} below={[]} />
      </div>
    </fieldset>
  );
}
