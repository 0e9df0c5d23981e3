import { useEffect, useRef, useState } from 'react';
import { Button } from './button';

async function copyText(text: string, fallback: HTMLInputElement | null) {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    // Clipboard API unavailable (http, permissions): select the text and use execCommand.
    if (!fallback) return false;
    fallback.select();
    return document.execCommand('copy');
  }
}

/** A read-only secret (token, invite URL) with a copy button. */
export function CopyField({ value, label }: { value: string; label: string }) {
  const [copied, setCopied] = useState<'yes' | 'failed' | null>(null);
  const input = useRef<HTMLInputElement>(null);

  useEffect(() => {
    if (!copied) return;
    const timer = setTimeout(() => setCopied(null), 2000);
    return () => clearTimeout(timer);
  }, [copied]);

  return (
    <div className="flex gap-2">
      <input
        ref={input}
        readOnly
        value={value}
        aria-label={label}
        onFocus={(event) => event.currentTarget.select()}
        className="h-9 min-w-0 flex-1 rounded-md border-0 bg-white px-3 font-mono text-sm text-slate-900 ring-1 ring-inset ring-slate-300 focus:ring-2 focus:ring-brand-600 focus:outline-none"
      />
      <Button
        variant="secondary"
        onClick={async () => setCopied((await copyText(value, input.current)) ? 'yes' : 'failed')}
        aria-live="polite"
      >
        {copied === 'yes' ? (
          <>
            <svg
              viewBox="0 0 20 20"
              fill="currentColor"
              className="size-4 text-emerald-600"
              aria-hidden="true"
            >
              <path
                fillRule="evenodd"
                d="M16.7 5.3a1 1 0 0 1 0 1.4l-8 8a1 1 0 0 1-1.4 0l-4-4a1 1 0 1 1 1.4-1.4L8 12.58l7.3-7.3a1 1 0 0 1 1.4 0Z"
                clipRule="evenodd"
              />
            </svg>
            Copied
          </>
        ) : copied === 'failed' ? (
          'Press Ctrl+C'
        ) : (
          <>
            <svg viewBox="0 0 20 20" fill="currentColor" className="size-4" aria-hidden="true">
              <path d="M7 3.5A1.5 1.5 0 0 1 8.5 2h3.88a1.5 1.5 0 0 1 1.06.44l3.12 3.12a1.5 1.5 0 0 1 .44 1.06v5.88a1.5 1.5 0 0 1-1.5 1.5h-1v-3.38a3 3 0 0 0-.88-2.12L10.5 5.38A3 3 0 0 0 8.38 4.5H7v-1Z" />
              <path d="M4.5 6A1.5 1.5 0 0 0 3 7.5v9A1.5 1.5 0 0 0 4.5 18h7a1.5 1.5 0 0 0 1.5-1.5v-5.88a1.5 1.5 0 0 0-.44-1.06L9.44 6.44A1.5 1.5 0 0 0 8.38 6H4.5Z" />
            </svg>
            Copy
          </>
        )}
      </Button>
    </div>
  );
}
