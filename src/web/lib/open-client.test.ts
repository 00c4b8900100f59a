import { describe, expect, it } from 'vitest';
import { clientLocation, openClientIdFrom } from './open-client';

const client = { id: 'c-1', email: 'ana+vip@example.com' };

describe('clientLocation', () => {
  it('takes an agent to the dashboard searched to the client, asking to open it', () => {
    const target = clientLocation(client, 'agent');
    expect(target.to).toBe('/agent?q=ana%2Bvip%40example.com');
    expect(openClientIdFrom(target.state)).toBe('c-1');
  });

  it('takes an admin to the client list searched by email', () => {
    expect(clientLocation(client, 'admin')).toEqual({ to: '/admin/clients?q=ana%2Bvip%40example.com' });
  });

  it('reads no request from other navigation state', () => {
    for (const state of [null, undefined, 'c-1', { openClientId: 7 }, { other: 'c-1' }]) {
      expect(openClientIdFrom(state)).toBeNull();
    }
  });
});
