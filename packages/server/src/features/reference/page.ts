/**
 * The reference page (`/reference`): our own small HTML shell, styles and start script; the
 * renderer (swagger-ui-dist, served from node_modules, never a CDN) is fetched by the script
 * only on this page, after the shell has painted. The widget's pages never reference any of it.
 */

export const REFERENCE_PAGE_PATH = '/reference';
export const OPENAPI_PATH = '/openapi.json';
export const REFERENCE_ASSETS = '/reference/assets';

/**
 * CSP of the reference page only: scripts and styles from this origin; the renderer sets
 * inline style attributes and uses data: images for its icons; "Try it out" calls the API on
 * this origin. Nothing may frame it.
 */
export const REFERENCE_CSP = [
  "default-src 'none'", "script-src 'self'", "style-src 'self' 'unsafe-inline'", "img-src 'self' data:",
  "font-src 'self' data:", "connect-src 'self'", "base-uri 'none'", "form-action 'none'", "frame-ancestors 'none'",
].join('; ');

export const REFERENCE_HTML = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Sideline API reference</title>
<link rel="icon" href="data:,">
<link rel="stylesheet" href="${REFERENCE_ASSETS}/reference.css">
</head>
<body>
<header class="ref-bar">
  <h1>Sideline API reference</h1>
  <p>OpenAPI 3.1, generated from the contract · <a href="${OPENAPI_PATH}">openapi.json</a> · SignalR hubs under <code>x-signalr-hubs</code></p>
</header>
<main id="reference" aria-busy="true" aria-live="polite">
  <p class="ref-status" id="reference-status">Loading the reference…</p>
</main>
<noscript><p class="ref-status">The rendered reference needs JavaScript; the document is at <a href="${OPENAPI_PATH}">${OPENAPI_PATH}</a>.</p></noscript>
<script src="${REFERENCE_ASSETS}/reference.js" defer></script>
</body>
</html>
`;

export const REFERENCE_CSS = `:root { color-scheme: light; --ref-ink: #1b1f24; --ref-accent: #0b6e4f; }
body { margin: 0; font: 15px/1.45 system-ui, -apple-system, "Segoe UI", Roboto, sans-serif; color: var(--ref-ink); background: #fff; }
.ref-bar { padding: 12px 20px; background: #0f1720; color: #f4f7fa; }
.ref-bar h1 { margin: 0; font-size: 20px; }
.ref-bar p { margin: 4px 0 0; font-size: 13px; color: #c9d3dd; }
.ref-bar a { color: #8fe3c0; }
.ref-status { margin: 24px 20px; }
.ref-status button { margin-left: 8px; font: inherit; padding: 4px 12px; }
a:focus-visible, button:focus-visible { outline: 3px solid var(--ref-accent); outline-offset: 2px; }
@media (prefers-reduced-motion: reduce) { * { animation: none !important; transition: none !important; scroll-behavior: auto !important; } }
`;

/** Loads the renderer's CSS and bundle, then renders /openapi.json; a failure shows a retry. */
export const REFERENCE_JS = `(function () {
  var main = document.getElementById('reference');
  function status(text, retry) {
    main.setAttribute('aria-busy', retry ? 'false' : 'true');
    main.innerHTML = '';
    var p = document.createElement('p');
    p.className = 'ref-status';
    p.setAttribute('role', retry ? 'alert' : 'status');
    p.textContent = text;
    if (retry) {
      var b = document.createElement('button');
      b.type = 'button';
      b.textContent = 'Retry';
      b.addEventListener('click', start);
      p.appendChild(b);
    }
    main.appendChild(p);
  }
  function load(tag, attrs) {
    return new Promise(function (resolve, reject) {
      var el = document.createElement(tag);
      for (var k in attrs) el.setAttribute(k, attrs[k]);
      el.onload = resolve;
      el.onerror = function () { el.remove(); reject(new Error('could not load ' + (attrs.src || attrs.href))); };
      document.head.appendChild(el);
    });
  }
  var loaded = null;
  function start() {
    status('Loading the reference…', false);
    loaded = loaded || Promise.all([
      load('link', { rel: 'stylesheet', href: '${REFERENCE_ASSETS}/swagger-ui.css' }),
      load('script', { src: '${REFERENCE_ASSETS}/swagger-ui-bundle.js' }),
    ]).catch(function (err) { loaded = null; throw err; });
    loaded.then(function () {
      main.innerHTML = '';
      // Kept on window so a page test (and a curious integrator) can ask what the renderer loaded.
      window.referenceUi = window.SwaggerUIBundle({
        url: '${OPENAPI_PATH}', domNode: main, deepLinking: true, docExpansion: 'list',
        defaultModelsExpandDepth: 0, displayOperationId: true, filter: true, tryItOutEnabled: false,
        validatorUrl: null,
        onComplete: function () { main.setAttribute('aria-busy', 'false'); },
      });
    }).catch(function () { status('The reference could not be loaded.', true); });
  }
  start();
})();
`;
