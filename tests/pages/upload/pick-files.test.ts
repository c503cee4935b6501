import { pickFiles } from '@/pages/upload/pick-files';

const file = (name: string, type: string, size = 100) => new File([new Uint8Array(size)], name, { type });

describe('upload.html: choosing files for a request', () => {
  it('takes ID card photos whatever MIME type the browser gives them; refuses a PDF', () => {
    const first = pickFiles('idCard', [], [file('人像面.png', 'image/png')]);
    expect(first).toEqual({ files: [expect.objectContaining({ name: '人像面.png' })], error: null });
    const second = pickFiles('idCard', first.files, [
      file('国徽面.pdf', 'application/pdf'),
      file('国徽面.jpg', 'image/jpeg'),
    ]);
    expect(second.files.map((chosen) => chosen.name)).toEqual(['人像面.png', '国徽面.jpg']);
    expect(second.error).toBe('身份证照片仅支持jpg、jpeg、png、bmp格式');
  });

  it('stops at five files', () => {
    const six = Array.from({ length: 6 }, (_, i) => file(`证明${i}.pdf`, 'application/pdf'));
    expect(pickFiles('certificate', [], six)).toMatchObject({ error: '每项资料最多上传5个文件' });
  });
});
