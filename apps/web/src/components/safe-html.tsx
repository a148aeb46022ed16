import type { DOMPurify as TDOMPurify } from 'dompurify';
import { useEffect, useState } from 'react';

let purifier: Promise<TDOMPurify> | undefined;

/**
 * DOMPurify, loaded with the first piece of merchant HTML shown (not with the lobby), and set up
 * once: links in sanitised HTML open in a new tab without an opener.
 */
function loadPurifier(): Promise<TDOMPurify> {
  purifier ??= import('dompurify').then(({ default: DOMPurify }) => {
    DOMPurify.addHook('afterSanitizeAttributes', (node) => {
      if (node.tagName === 'A' && node.hasAttribute('href')) {
        node.setAttribute('target', '_blank');
        node.setAttribute('rel', 'noopener noreferrer');
      }
    });
    return DOMPurify;
  });
  return purifier;
}

/** Sanitises merchant-authored HTML (scripts, handlers and unknown tags removed). */
export async function sanitizeHtml(html: string): Promise<string> {
  const DOMPurify = await loadPurifier();
  return DOMPurify.sanitize(html, { USE_PROFILES: { html: true } });
}

/** Renders help-centre or announcement HTML after DOMPurify has removed scripts and handlers. */
export function SafeHtml({ html, className }: { html: string; className?: string }) {
  const [clean, setClean] = useState<{ source: string; html: string } | null>(null);
  useEffect(() => {
    let isCurrent = true;
    void sanitizeHtml(html).then((sanitised) => {
      if (isCurrent) setClean({ source: html, html: sanitised });
    });
    return () => {
      isCurrent = false;
    };
  }, [html]);
  // Until the sanitiser has run (a moment, once per visit) nothing unsanitised is ever rendered.
  const shown = clean?.source === html ? clean.html : '';
  return (
    // biome-ignore lint/security/noDangerouslySetInnerHtml: the markup is sanitised by DOMPurify just above.
    <div className={className ? `prose ${className}` : 'prose'} dangerouslySetInnerHTML={{ __html: shown }} />
  );
}
