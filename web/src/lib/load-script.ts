const pending = new Map<string, Promise<void>>();

/** Loads a third-party script once (the CSP allows the sign-in SDK hosts). */
export function loadScript(src: string): Promise<void> {
  let run = pending.get(src);
  if (!run) {
    run = new Promise<void>((resolve, reject) => {
      const script = document.createElement('script');
      script.src = src;
      script.async = true;
      script.defer = true;
      script.onload = () => resolve();
      script.onerror = () => {
        pending.delete(src);
        script.remove();
        reject(new Error(`could not load ${src}`));
      };
      document.head.appendChild(script);
    });
    pending.set(src, run);
  }
  return run;
}
