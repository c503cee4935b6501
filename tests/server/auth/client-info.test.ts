import { placeOf } from '@/server/auth/ip-place';
import { describeUserAgent } from '@/server/auth/user-agent';

/** 安全中心 names where a login came from: a coarse place by IP range, the device and browser by User-Agent. */
describe('the place of an address', () => {
  it.each([
    ['127.0.0.1', '本机'],
    ['::1', '本机'],
    ['::ffff:127.0.0.1', '本机'],
    ['10.2.3.4', '内网'],
    ['172.20.0.1', '内网'],
    ['192.168.1.8', '内网'],
    ['fd00::1', '内网'],
    ['114.80.1.1', '上海'],
    ['123.120.5.6', '北京'],
    ['58.61.0.1', '广东深圳'],
    ['8.8.8.8', '未知地区'],
    ['not-an-ip', '未知地区'],
  ])('%s is %s', (ip, place) => {
    expect(placeOf(ip)).toBe(place);
  });
});

describe('the device and browser of a User-Agent', () => {
  it.each([
    [
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1',
      'iPhone',
      'Safari',
    ],
    [
      'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0 Mobile Safari/537.36 MicroMessenger/8.0.47',
      'Android 手机',
      '微信',
    ],
    [
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36 Edg/124.0.0.0',
      'Windows 电脑',
      'Edge',
    ],
    [
      'Mozilla/5.0 (Macintosh; Intel Mac OS X 14.4; rv:125.0) Gecko/20100101 Firefox/125.0',
      'Mac 电脑',
      'Firefox',
    ],
    ['', '未知设备', '未知浏览器'],
  ])('%s', (agent, device, browser) => {
    expect(describeUserAgent(agent)).toEqual({ device, browser });
  });
});
