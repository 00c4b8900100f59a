import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

const trustProxy = (value: string) => loadConfig({ TRUST_PROXY: value }).TRUST_PROXY;

describe('TRUST_PROXY', () => {
  it('trusts no proxy by default', () => {
    expect(loadConfig({}).TRUST_PROXY).toBe(false);
    expect(trustProxy('false')).toBe(false);
    expect(trustProxy('0')).toBe(false);
  });

  it('takes a hop count or a list of proxy addresses and ranges', () => {
    expect(trustProxy('1')).toBe(1);
    expect(trustProxy('2')).toBe(2);
    expect(trustProxy('10.0.0.5, 192.168.0.0/16,::1,fd00::/8,loopback')).toEqual([
      '10.0.0.5',
      '192.168.0.0/16',
      '::1',
      'fd00::/8',
      'loopback',
    ]);
  });

  it('refuses true, which would believe the address the client writes, naming the variable', () => {
    expect(() => trustProxy('true')).toThrow(ConfigError);
    expect(() => trustProxy('true')).toThrow(/TRUST_PROXY: true would trust an X-Forwarded-For/);
  });

  it('refuses what is neither a count nor an address', () => {
    for (const bad of ['yes', '10.0.0.0/33', '10.0.0.1/8/8', 'proxy.example.com', '1.2.3', ',']) {
      expect(() => trustProxy(bad), bad).toThrow(/TRUST_PROXY: .* is not a hop count/);
    }
  });
});
