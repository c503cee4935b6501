/** The device and browser a User-Agent names, in the words the security centre shows. */
const DEVICES: ReadonlyArray<[RegExp, string]> = [
  [/iPhone/, 'iPhone'],
  [/iPad/, 'iPad'],
  [/HarmonyOS|OpenHarmony/, '鸿蒙设备'],
  [/Android.*Mobile/, 'Android 手机'],
  [/Android/, 'Android 平板'],
  [/Windows/, 'Windows 电脑'],
  [/Macintosh|Mac OS X/, 'Mac 电脑'],
  [/CrOS/, 'Chromebook'],
  [/Linux/, 'Linux 电脑'],
];

// Order matters: Edge, Opera and WeChat also name Chrome and Safari.
const BROWSERS: ReadonlyArray<[RegExp, string]> = [
  [/MicroMessenger/, '微信'],
  [/Edg(e|A|iOS)?\//, 'Edge'],
  [/OPR\//, 'Opera'],
  [/Firefox\/|FxiOS\//, 'Firefox'],
  [/Chrome\/|CriOS\//, 'Chrome'],
  [/Safari\//, 'Safari'],
];

export interface DeviceName {
  device: string;
  browser: string;
}

export function describeUserAgent(userAgent: string): DeviceName {
  return {
    device: DEVICES.find(([pattern]) => pattern.test(userAgent))?.[1] ?? '未知设备',
    browser: BROWSERS.find(([pattern]) => pattern.test(userAgent))?.[1] ?? '未知浏览器',
  };
}
