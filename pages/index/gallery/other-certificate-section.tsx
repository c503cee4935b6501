import {
  ORG_ID_TYPE_OPTIONS,
  OtherCertificateForm,
  type OtherCertificateValue,
} from '@/shared/components/other-certificate-form';

import { Emitted } from './emitted';
import { GallerySection, GalleryState } from './gallery-state';
import { useLastEmitted } from './live';
import { leaveEveryField, pressButton } from './presets';

const FILLED: OtherCertificateValue = { name: '王小明', idType: '1', idNo: 'E12345678' };
const back = () => undefined;

function Live({ who }: { who: 'person' | 'agent' }) {
  const [emitted, emit] = useLastEmitted<OtherCertificateValue>();
  return (
    <>
      <OtherCertificateForm
        who={who}
        idTypeOptions={who === 'agent' ? ORG_ID_TYPE_OPTIONS : undefined}
        onSubmit={emit}
        onBack={back}
      />
      <Emitted value={emitted} />
    </>
  );
}

export function OtherCertificateSection() {
  return (
    <GallerySection id="other-certificate" title="其他证件表单">
      <GalleryState
        id="other-certificate:empty"
        title="空白（个人）"
        note="填写三项后“确定”可用；英文姓名会弹出姓名确认。"
      >
        <Live who="person" />
      </GalleryState>
      <GalleryState id="other-certificate:agent" title="空白（机构经办人）" note="经办人姓名与机构证件类型。">
        <Live who="agent" />
      </GalleryState>
      <GalleryState id="other-certificate:filled" title="已填写">
        <OtherCertificateForm initialValues={FILLED} onSubmit={back} onBack={back} />
      </GalleryState>
      <GalleryState id="other-certificate:invalid" title="校验未通过" preset={leaveEveryField}>
        <OtherCertificateForm onSubmit={back} onBack={back} />
      </GalleryState>
      <GalleryState id="other-certificate:loading" title="提交中">
        <OtherCertificateForm initialValues={FILLED} submitting onSubmit={back} onBack={back} />
      </GalleryState>
      <GalleryState id="other-certificate:server-error" title="服务端错误">
        <OtherCertificateForm
          initialValues={FILLED}
          serverError="证件号码与账号信息不符"
          onSubmit={back}
          onBack={back}
        />
      </GalleryState>
      <GalleryState
        id="other-certificate:success"
        title="提交成功"
        preset={(root) => pressButton(root, '确定')}
      >
        <SuccessExample />
      </GalleryState>
      <GalleryState id="other-certificate:name-check" title="非中文姓名" note="点击“确定”打开姓名确认弹窗。">
        <NameCheckExample />
      </GalleryState>
    </GallerySection>
  );
}

function SuccessExample() {
  const [emitted, emit] = useLastEmitted<OtherCertificateValue>();
  return (
    <>
      <OtherCertificateForm initialValues={FILLED} onSubmit={emit} onBack={back} />
      <Emitted value={emitted} />
    </>
  );
}

function NameCheckExample() {
  const [emitted, emit] = useLastEmitted<OtherCertificateValue>();
  return (
    <>
      <OtherCertificateForm
        initialValues={{ name: 'JohnSmith', idType: '6', idNo: 'P1234567' }}
        onSubmit={emit}
        onBack={back}
      />
      <Emitted value={emitted} />
    </>
  );
}
