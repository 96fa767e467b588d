import { describe, expect, it } from 'vitest';
import { parseStoredSession } from './parse-stored-session.js';

const user = JSON.stringify({
  _id: 'u1',
  firstName: 'Ana',
  email: 'ana@example.com',
  role: 'buyer',
  buyerId: 'b1',
});

describe('parseStoredSession', () => {
  it('gives the user and token when both are stored and well-formed', () => {
    expect(parseStoredSession({ user, token: 'jwt' })).toEqual({
      user: { _id: 'u1', firstName: 'Ana', email: 'ana@example.com', role: 'buyer', buyerId: 'b1' },
      token: 'jwt',
    });
  });

  it.each([
    ['no token', { user, token: null }],
    ['no user', { user: null, token: 'jwt' }],
    ['unparsable user', { user: '{oops', token: 'jwt' }],
    [
      'a user without an email',
      { user: JSON.stringify({ _id: 'u1', firstName: 'Ana' }), token: 'jwt' },
    ],
    ['an array', { user: '[]', token: 'jwt' }],
    ['a null user', { user: 'null', token: 'jwt' }],
  ])('gives null for %s, so the caller logs out silently', (_, stored) => {
    expect(parseStoredSession(stored)).toBeNull();
  });

  it('drops a role it does not know', () => {
    const odd = JSON.stringify({ _id: 'u1', firstName: 'Ana', email: 'a@b.co', role: 'root' });
    expect(parseStoredSession({ user: odd, token: 'jwt' })?.user.role).toBeUndefined();
  });
});
