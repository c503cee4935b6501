import { seal, unseal } from '@/server/core/crypto/sealed';

const SECRET = Buffer.alloc(32, 7);

describe('sealed tokens (the agent’s encryptId)', () => {
  it('open to their text only with the same secret and purpose, and stay the same for the same text', () => {
    const token = seal(SECRET, 'agent-id', '12.34');
    expect(token).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(token).not.toContain('12');
    expect(seal(SECRET, 'agent-id', '12.34')).toBe(token);
    expect(unseal(SECRET, 'agent-id', token)).toBe('12.34');
    expect(unseal(SECRET, 'other', token)).toBeNull();
    expect(unseal(Buffer.alloc(32, 8), 'agent-id', token)).toBeNull();
  });

  it('refuse an altered or made-up token', () => {
    const token = seal(SECRET, 'agent-id', '12.34');
    const last = token.at(-1) === 'A' ? 'B' : 'A';
    expect(unseal(SECRET, 'agent-id', `${token.slice(0, -1)}${last}`)).toBeNull();
    expect(unseal(SECRET, 'agent-id', 'AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA')).toBeNull();
    expect(unseal(SECRET, 'agent-id', 'short')).toBeNull();
  });
});
