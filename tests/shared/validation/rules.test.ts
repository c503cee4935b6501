import {
  MESSAGES,
  countChineseChars,
  hasNonChineseChars,
  hasSearchableText,
  idPhotoError,
  isDetailedAddress,
  isLoginPassword,
  isTooSimpleSixDigits,
  matchesSearch,
  missingPhotoError,
  sanitizeName,
} from '@/shared/validation';

describe('names', () => {
  it('keep letters, digits and Chinese only', () => {
    expect(sanitizeName(' 张 三·丰!@# ')).toBe('张三丰');
    expect(sanitizeName('John Smith-2')).toBe('JohnSmith2');
  });

  it('with anything but Chinese need confirmation', () => {
    expect(hasNonChineseChars('张三')).toBe(false);
    expect(hasNonChineseChars('张三A')).toBe(true);
  });
});

describe('search text', () => {
  it('needs a letter, digit or Chinese character', () => {
    expect(hasSearchableText('国证')).toBe(true);
    expect(hasSearchableText('a')).toBe(true);
    expect(hasSearchableText('7')).toBe(true);
    expect(hasSearchableText(' -_/。，')).toBe(false);
    expect(hasSearchableText(undefined)).toBe(false);
  });

  it('matches name or code without regard to case', () => {
    const fund = { code: 'GZ001A', name: '国证稳健ABC' };
    expect(matchesSearch('gz001a', fund)).toBe(true);
    expect(matchesSearch('abc', fund)).toBe(true);
    expect(matchesSearch('稳健', fund)).toBe(true);
    expect(matchesSearch('xyz', fund)).toBe(false);
    expect(matchesSearch('--', fund)).toBe(false);
  });
});

describe('passwords', () => {
  it.each(['abc123', 'A1b2C3d4E5f6G7h8I9j0', '1a2b3c'])('%s is a login password', (pw) => {
    expect(isLoginPassword(pw)).toBe(true);
  });

  it.each(['123456', 'abcdef', 'abc12', 'a1b2c3d4e5f6g7h8i9j0k', 'abc 123', 'abc_123', '密码abc123'])(
    '%s is not',
    (pw) => {
      expect(isLoginPassword(pw)).toBe(false);
    },
  );

  it.each(['123456', '654321', '111111', '012345', '987654', '000000'])('%s is too simple', (pw) => {
    expect(isTooSimpleSixDigits(pw)).toBe(true);
  });

  it.each(['123457', '135790', '112233', '890123', '121212'])('%s is not too simple', (pw) => {
    expect(isTooSimpleSixDigits(pw)).toBe(false);
  });
});

describe('addresses', () => {
  it('count Chinese characters', () => {
    expect(countChineseChars('北京市A座1号')).toBe(5);
  });

  it.each([
    '北京市朝阳区建国路八十八号',
    '北京市朝阳区建国路88号',
    '广东省深圳市福田区福华一路1203室',
    '上海市浦东新区世纪大道100号B座2501',
  ])('%s is detailed', (address) => {
    expect(isDetailedAddress(address)).toBe(true);
  });

  it.each(['北京市朝阳区建国路', '朝阳区88号', '北京市朝阳区建国路附近大楼', '北京市朝阳区建国路八十八'])(
    '%s is not',
    (address) => {
      expect(isDetailedAddress(address)).toBe(false);
    },
  );
});

describe('ID photos', () => {
  it('accept png, jpg, jpeg and bmp up to 10485760 bytes', () => {
    expect(idPhotoError({ name: 'a.JPG', size: 10485760 }, '人像面')).toBeUndefined();
    expect(idPhotoError({ name: 'a.bmp', size: 1 }, '国徽面')).toBeUndefined();
  });

  it('refuse other formats and larger files with the spec messages', () => {
    expect(idPhotoError({ name: 'a.gif', size: 1 }, '人像面')).toBe(
      '上传人像面格式类型支持jpg、jpeg、png、bmp!',
    );
    expect(idPhotoError({ name: 'png', size: 1 }, '国徽面')).toBe(
      '上传国徽面格式类型支持jpg、jpeg、png、bmp!',
    );
    expect(idPhotoError({ name: 'a.png', size: 10485761 }, '国徽面')).toBe('国徽面图片大小不可超过10M!');
  });

  it('need both sides before recognition', () => {
    expect(missingPhotoError(undefined, {})).toBe(MESSAGES.photoMissingPortrait);
    expect(missingPhotoError({}, null)).toBe('请上传身份证国徽面照片');
    expect(missingPhotoError({}, {})).toBeUndefined();
  });
});
