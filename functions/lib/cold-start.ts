let cold = true;

/** True on this instance's first invocation only (its log lines then say `coldStart`). */
export function takeColdStart() {
  const first = cold;
  cold = false;
  return first;
}
