import { useEffect, useRef, useState } from 'react';

const SHOWN_MS = 2500;

/** Copies text to the clipboard; `copied` stays true a moment so the button can say so. */
export function useCopy() {
  const [copied, setCopied] = useState(false);
  const [failed, setFailed] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const copy = async (text: string) => {
    clearTimeout(timer.current);
    try {
      await navigator.clipboard.writeText(text);
      setFailed(false);
      setCopied(true);
      timer.current = setTimeout(() => setCopied(false), SHOWN_MS);
    } catch {
      // No clipboard (insecure origin, refused permission): the text stays visible to copy by hand.
      setCopied(false);
      setFailed(true);
    }
  };
  return { copied, failed, copy };
}
