import DOMPurify from 'dompurify';
import { useMemo } from 'react';

let isHookInstalled = false;

/** Sanitises merchant-authored HTML; links in it open in a new tab without an opener. */
export function sanitizeHtml(html: string): string {
  if (!isHookInstalled) {
    DOMPurify.addHook('afterSanitizeAttributes', (node) => {
      if (node.tagName === 'A' && node.hasAttribute('href')) {
        node.setAttribute('target', '_blank');
        node.setAttribute('rel', 'noopener noreferrer');
      }
    });
    isHookInstalled = true;
  }
  return DOMPurify.sanitize(html, { USE_PROFILES: { html: true } });
}

/** Renders help-centre or announcement HTML after DOMPurify has removed scripts and handlers. */
export function SafeHtml({ html, className }: { html: string; className?: string }) {
  const clean = useMemo(() => sanitizeHtml(html), [html]);
  return (
    // biome-ignore lint/security/noDangerouslySetInnerHtml: the markup is sanitised by DOMPurify just above.
    <div className={className ? `prose ${className}` : 'prose'} dangerouslySetInnerHTML={{ __html: clean }} />
  );
}
