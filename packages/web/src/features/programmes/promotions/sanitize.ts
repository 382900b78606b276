import DOMPurify from 'dompurify';

let purifier: ReturnType<typeof DOMPurify> | null = null;

/** One DOMPurify instance for the window, with the new-tab link hook installed once. */
function instance(): ReturnType<typeof DOMPurify> {
  if (purifier) return purifier;
  const p = DOMPurify(window);
  p.addHook('afterSanitizeAttributes', (node) => {
    // An image its author gave no text is decoration to a screen reader, not a file name to read out.
    if (node.nodeName === 'IMG' && !node.hasAttribute('alt')) node.setAttribute('alt', '');
    if (!node.hasAttribute('target')) return;
    if (node.nodeName === 'A' && node.getAttribute('target') === '_blank') node.setAttribute('rel', 'noopener noreferrer');
    else node.removeAttribute('target');
  });
  purifier = p;
  return p;
}

/**
 * Sanitises admin-authored promotion HTML with DOMPurify's html profile: no script, no event
 * handler attribute, no javascript: URL, no SVG/MathML; links that open a new tab get
 * rel="noopener noreferrer"; an image without alt text gets alt="". The result is rendered as is — nothing edits it afterwards.
 */
export function sanitizePromotionHtml(html: string): string {
  return instance().sanitize(html, { USE_PROFILES: { html: true }, FORBID_TAGS: ['style', 'form'], FORBID_ATTR: ['style'], ADD_ATTR: ['target'] });
}
