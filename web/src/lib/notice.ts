/**
 * A message for the next screen, left by a deliberate sign-out ("sign out everywhere") and shown
 * once by Login. A module value, not history state: a reload of Login does not show it again.
 */
let pending: string | null = null;

export function leaveNotice(message: string) {
  pending = message;
}

export const peekNotice = () => pending;

export function clearNotice() {
  pending = null;
}
