import { documentCountError, documentFileError } from '@/shared/validation/document-request';

const TEN_MB = 10485760;

describe('the upload path’s file rules (page by name, back office by content)', () => {
  it('ID card photos: images only, at most 10M', () => {
    expect(documentFileError('idCard', { name: '人像面.JPG', size: 1000 })).toBeUndefined();
    expect(documentFileError('idCard', { name: '人像面.pdf', size: 1000 })).toBe(
      '身份证照片仅支持jpg、jpeg、png、bmp格式',
    );
    expect(documentFileError('idCard', { name: 'x.png', size: 10, type: 'pdf' })).toBe(
      '身份证照片仅支持jpg、jpeg、png、bmp格式',
    );
    expect(documentFileError('idCard', { name: '国徽面.png', size: TEN_MB + 1 })).toBe('每个文件不可超过10M');
  });

  it('certificates: images or PDF', () => {
    expect(documentFileError('certificate', { name: '收入证明.pdf', size: TEN_MB })).toBeUndefined();
    expect(documentFileError('certificate', { name: '收入证明.docx', size: 10 })).toBe(
      '证明文件仅支持jpg、jpeg、png、bmp图片或pdf文件',
    );
  });

  it('counts: both sides of the ID card, one certificate, five at most', () => {
    expect(documentCountError('idCard', 1)).toBe('请同时上传身份证人像面和国徽面照片');
    expect(documentCountError('idCard', 2)).toBeUndefined();
    expect(documentCountError('certificate', 0)).toBe('请选择要上传的文件');
    expect(documentCountError('certificate', 6)).toBe('每项资料最多上传5个文件');
  });
});
