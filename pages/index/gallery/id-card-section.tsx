import { useRef } from 'react';

import { IdCardUpload, IdCardUploadView, type IdentityValue } from '@/features/id-card';
import { Button } from '@/shared/ui';

import { Emitted } from './emitted';
import { FAKE_PORTRAIT, fakeRecognize, never } from './fakes';
import { GallerySection, GalleryState } from './gallery-state';
import { useLastEmitted } from './live';
import { LoginFirst } from './login-first';
import { fileInputs, pickFile, pressButton, sampleCardPhoto, wait } from './presets';

const nothing = () => undefined;

async function pickBoth(root: HTMLElement) {
  const [portrait, emblem] = fileInputs(root);
  pickFile(portrait, await sampleCardPhoto('人像面', 'portrait.png'));
  pickFile(emblem, await sampleCardPhoto('国徽面', 'emblem.png'));
}

async function pickPortraitThenNext(root: HTMLElement) {
  pickFile(fileInputs(root)[0], await sampleCardPhoto('人像面', 'portrait.png'));
  await wait(50);
  pressButton(root, '下一步');
}

function Live() {
  const [emitted, emit] = useLastEmitted<IdentityValue>();
  return (
    <>
      <IdCardUpload onSubmit={emit} />
      <Emitted value={emitted} />
    </>
  );
}

/** The expired emblem opens a modal dialog: it waits for a press instead of opening with the page. */
function ExpiredExample() {
  const root = useRef<HTMLDivElement>(null);
  const recognize = fakeRecognize({
    emblem: { ok: false, state: 400004, message: '国徽面照片证件有效期已过期' },
  });
  return (
    <div ref={root}>
      <IdCardUploadView recognize={recognize} onSubmit={nothing} />
      <Button onClick={() => root.current && void pickBoth(root.current)}>载入示例照片</Button>
    </div>
  );
}

export function IdCardSection({ session }: { session: 'checking' | 'live' | 'none' }) {
  return (
    <GallerySection id="id-card" title="身份证照片上传与识别">
      <GalleryState id="id-card:live" title="真实识别" note="调用后台 POST /v1/auth/ocr（需登录）。">
        <LoginFirst session={session}>
          <Live />
        </LoginFirst>
      </GalleryState>
      <GalleryState
        id="id-card:invalid-type"
        title="格式不支持"
        preset={(root) => pickFile(fileInputs(root)[0], new File(['%PDF-1.4'], '身份证扫描件.pdf'))}
      >
        <IdCardUploadView recognize={never} onSubmit={nothing} />
      </GalleryState>
      <GalleryState
        id="id-card:too-large"
        title="超过10M"
        preset={(root) => pickFile(fileInputs(root)[1], new File([new ArrayBuffer(10485761)], 'emblem.jpg'))}
      >
        <IdCardUploadView recognize={never} onSubmit={nothing} />
      </GalleryState>
      <GalleryState id="id-card:missing-side" title="只上传了人像面" preset={pickPortraitThenNext}>
        <IdCardUploadView recognize={never} onSubmit={nothing} />
      </GalleryState>
      <GalleryState id="id-card:loading" title="识别中" preset={pickBoth}>
        <IdCardUploadView recognize={never} onSubmit={nothing} />
      </GalleryState>
      <GalleryState id="id-card:failed" title="识别失败" note="人像面未识别出身份证号码。" preset={pickBoth}>
        <IdCardUploadView
          recognize={fakeRecognize({
            portrait: { ok: true, value: { type: '1', name: '张三', token: 'x' } },
          })}
          onSubmit={nothing}
        />
      </GalleryState>
      <GalleryState id="id-card:server-error" title="服务端错误" preset={pickBoth}>
        <IdCardUploadView
          recognize={fakeRecognize({ portrait: { ok: false, state: -1, message: '请求超时' } })}
          onSubmit={nothing}
        />
      </GalleryState>
      <GalleryState id="id-card:success" title="识别成功（法定代表人）" preset={pickBoth}>
        <IdCardUploadView
          owner="1"
          recognize={fakeRecognize({ portrait: FAKE_PORTRAIT })}
          onSubmit={nothing}
        />
      </GalleryState>
      <GalleryState id="id-card:expired" title="国徽面已过期" note="点击“载入示例照片”，弹出过期提示。">
        <ExpiredExample />
      </GalleryState>
    </GallerySection>
  );
}
