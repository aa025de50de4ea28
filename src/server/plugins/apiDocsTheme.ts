/**
 * The API reference (/api/docs) made readable for everyone (axe: no serious or critical finding,
 * tests/e2e/axe.e2e.ts). Swagger UI's own colours give white on light green or orange (about 2:1),
 * its topbar has an unlabelled URL box, its logo no alt text, and each operation's header is a
 * button holding a link. Our theme darkens the colours to the console's palette (4.5:1 or more),
 * hides the topbar's box (this page documents one API), and a script fixes the markup as Swagger UI
 * renders it.
 */

const METHOD_COLOURS: Record<string, string> = {
  get: '#1862b8',
  post: '#1a7a42',
  put: '#9a5c00',
  patch: '#0f6e63',
  delete: '#c8242b',
  head: '#6b3fa0',
  options: '#5b6370',
}

const methodRules = Object.entries(METHOD_COLOURS)
  .map(
    ([method, colour]) => `.swagger-ui .opblock.opblock-${method} .opblock-summary-method { background: ${colour}; }
.swagger-ui .opblock.opblock-${method} { border-color: ${colour}; }
.swagger-ui .opblock.opblock-${method} .opblock-summary { border-color: ${colour}; }
.swagger-ui .opblock.opblock-${method} .tab-header .tab-item.active h4 span:after { background: ${colour}; }`,
  )
  .join('\n')

export const API_DOCS_CSS = `/* KB Studio Screens: Swagger UI with the contrast our pages keep (4.5:1 for text, checked by axe). */
.swagger-ui .topbar .download-url-wrapper { display: none; }
.swagger-ui .info .title small { background: #5b6370; }
.swagger-ui .info .title small.version-stamp { background: #1a7a42; }
.swagger-ui .info .title small pre { color: #ffffff; }
.swagger-ui .info a, .swagger-ui .info .url, .swagger-ui a.nostyle, .swagger-ui .info .link { color: #1862b8; }
.swagger-ui .btn.authorize { color: #1a7a42; border-color: #1a7a42; }
.swagger-ui .btn.authorize svg { fill: #1a7a42; }
.swagger-ui .opblock-summary-method { color: #ffffff; text-shadow: none; }
.swagger-ui .opblock .opblock-summary-description, .swagger-ui .opblock-description-wrapper p { color: #1c1f24; }
.swagger-ui .opblock-tag small, .swagger-ui .opblock-tag small p { color: #3b4250; }
.swagger-ui .parameter__in, .swagger-ui .parameter__type, .swagger-ui .prop-format, .swagger-ui .response-col_links { color: #5b6370; }
.swagger-ui .opblock.opblock-deprecated .opblock-summary-method { background: #5b6370; }
${methodRules}
`

export const API_DOCS_JS = `// KB Studio Screens: Swagger UI's markup made accessible as it renders (see src/server/plugins/apiDocsTheme.ts).
(function () {
  function fix(root) {
    // The logo links to the console: name it.
    root.querySelectorAll('.topbar img:not([alt])').forEach(function (img) { img.setAttribute('alt', 'KB Studio Screens') })
    // An operation's header is a button; the path inside it was a link as well (a control inside a control).
    root.querySelectorAll('.opblock-summary-control a[href]').forEach(function (link) { link.removeAttribute('href') })
    // The servers list (one: this server) has an empty label: name it.
    root.querySelectorAll('select#servers:not([aria-label])').forEach(function (select) { select.setAttribute('aria-label', 'Server') })
    // Any field Swagger UI leaves without a name gets its placeholder or its parameter's name.
    root.querySelectorAll('input:not([aria-label]):not([id]), select:not([aria-label]):not([id]), textarea:not([aria-label]):not([id])').forEach(function (field) {
      var row = field.closest('tr')
      var name = field.getAttribute('placeholder') || (row && row.getAttribute('data-param-name')) || field.getAttribute('title')
      if (name) field.setAttribute('aria-label', name)
    })
  }
  var pending = false
  new MutationObserver(function () {
    if (pending) return
    pending = true
    requestAnimationFrame(function () { pending = false; fix(document) })
  }).observe(document.documentElement, { childList: true, subtree: true })
  fix(document)
})()
`
