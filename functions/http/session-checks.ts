// What the HTTP wrapper needs once a request carries a token, in one chunk it imports on first use.
export { verifyToken } from '../lib/auth-token';
export { getUserById } from '../data/members/users';
export { isSessionLive } from '../data/members/sessions';
